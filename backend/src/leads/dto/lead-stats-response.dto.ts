import { ApiProperty } from '@nestjs/swagger';
import type { LeadStats, LeadStatsResponse } from '@trucking-finance/contracts';

export class LeadStatsDto implements LeadStats {
  @ApiProperty()
  totalQuotes: number;

  @ApiProperty()
  totalFuelCardApplications: number;

  @ApiProperty({ description: 'Submitted today in BUSINESS_TIMEZONE.' })
  today: number;

  @ApiProperty({ description: 'Distinct email addresses (case-insensitive) over both kinds of lead.' })
  uniqueCompanies: number;

  @ApiProperty({ description: 'Email and webhook deliveries that failed for good (docs/notifications.md).' })
  failedNotifications: number;
}

export class LeadStatsResponseDto implements LeadStatsResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: LeadStatsDto })
  stats: LeadStatsDto;
}
