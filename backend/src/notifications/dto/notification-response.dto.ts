import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  deliveryStatuses,
  leadKinds,
  notificationChannels,
  type NotificationDelivery,
  type NotificationListResponse,
} from '@trucking-finance/contracts';
import { PageInfoDto } from '../../common/page-response.dto';
import { leadEvents } from '../notification-job.entity';

export class NotificationDeliveryDto implements NotificationDelivery {
  @ApiProperty({ format: 'uuid', description: 'Also the webhook-id header of a webhook delivery.' })
  id: string;

  @ApiProperty({ enum: notificationChannels })
  channel: NotificationDelivery['channel'];

  @ApiProperty({ enum: leadEvents })
  event: string;

  @ApiProperty({ enum: leadKinds })
  leadKind: NotificationDelivery['leadKind'];

  @ApiProperty({ format: 'uuid' })
  leadId: string;

  @ApiProperty({ enum: deliveryStatuses })
  status: NotificationDelivery['status'];

  @ApiProperty({ description: 'Attempts made so far.' })
  attempts: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'The last failure, without personal data.',
  })
  lastError: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'While pending.' })
  nextAttemptAt: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  deliveredAt: string | null;
}

export class NotificationListResponseDto extends PageInfoDto implements NotificationListResponse {
  @ApiProperty({ type: [NotificationDeliveryDto] })
  notifications: NotificationDeliveryDto[];
}

export class NotificationRetryResponseDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: NotificationDeliveryDto })
  notification: NotificationDeliveryDto;
}
