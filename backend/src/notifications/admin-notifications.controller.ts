import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { NotificationDelivery, NotificationListResponse } from '@trucking-finance/contracts';
import { OwnerOnly } from '../auth/access.decorators';
import { Audited } from '../audit/audited.decorator';
import { ApiErrors } from '../common/api-error-body.dto';
import { IdParam } from '../common/id-param';
import { NotificationQueryDto } from './dto/notification-query.dto';
import { NotificationListResponseDto, NotificationRetryResponseDto } from './dto/notification-response.dto';
import { NotificationsService } from './notifications.service';

/** Deliveries of the outbox, for owners (docs/notifications.md#admin). There is no public side. */
@ApiTags('notifications')
@ApiBearerAuth()
@ApiErrors(400, 401, 403)
@OwnerOnly()
@Controller('notifications')
export class AdminNotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Email and webhook deliveries, newest first, paged; filter by status (pending, sent, failed). `counts` gives each status over all deliveries.',
  })
  @ApiOkResponse({ type: NotificationListResponseDto })
  async list(@Query() query: NotificationQueryDto): Promise<NotificationListResponse> {
    return { success: true, ...(await this.notifications.list(query)) };
  }

  @Post(':id/retry')
  @HttpCode(200)
  @Audited({ action: 'notification.retry', target: 'notification' })
  @ApiOperation({ summary: 'Try a pending or failed delivery again now, with a fresh 24-hour window.' })
  @ApiOkResponse({ type: NotificationRetryResponseDto })
  @ApiErrors(404, 409)
  async retry(
    @IdParam('notification') id: string,
  ): Promise<{ success: true; notification: NotificationDelivery }> {
    return { success: true, notification: await this.notifications.retry(id) };
  }
}
