import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { deliveryStatuses, type DeliveryStatus } from '@trucking-finance/contracts';
import { PageQueryDto } from '../../common/pagination';

/** `?status=&page=&pageSize=&order=` of the deliveries list; no status: all of them. */
export class NotificationQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: deliveryStatuses })
  @IsOptional()
  @IsIn(deliveryStatuses, { message: 'status must be one of pending, sent, failed' })
  status?: DeliveryStatus;
}
