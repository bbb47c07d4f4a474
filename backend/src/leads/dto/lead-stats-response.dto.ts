import { ApiProperty } from '@nestjs/swagger';
import {
  leadKinds,
  type LeadKind,
  type LeadStats,
  type LeadStatsByStatus,
  type LeadStatsResponse,
  type LeadStatus,
  type WaitingLead,
} from '@trucking-finance/contracts';

class LeadsByStatusDto implements Record<LeadStatus, number> {
  @ApiProperty()
  new: number;
  @ApiProperty()
  contacted: number;
  @ApiProperty()
  qualified: number;
  @ApiProperty()
  won: number;
  @ApiProperty()
  lost: number;
  @ApiProperty()
  spam: number;
}

class WaitingLeadDto implements WaitingLead {
  @ApiProperty({ enum: leadKinds })
  kind: LeadKind;
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  companyName: string;
  @ApiProperty()
  contactName: string;
  @ApiProperty({ format: 'date-time' })
  submittedAt: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  assignedTo: string | null;
}

class WaitingLeadsDto {
  @ApiProperty({ description: 'Leads still new more than an hour after they arrived.' })
  total: number;
  @ApiProperty({ type: [WaitingLeadDto], description: 'The oldest first, at most 20.' })
  leads: WaitingLeadDto[];
}

export class LeadStatsDto implements LeadStats, LeadStatsByStatus {
  @ApiProperty()
  totalQuotes: number;

  @ApiProperty()
  totalFuelCardApplications: number;

  @ApiProperty({ description: 'Submitted today in BUSINESS_TIMEZONE.' })
  today: number;

  @ApiProperty({ description: 'Distinct email addresses (case-insensitive) over both kinds of lead.' })
  uniqueCompanies: number;

  @ApiProperty({ type: LeadsByStatusDto, description: 'Both kinds of lead, by status.' })
  byStatus: LeadsByStatusDto;

  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      'Median minutes from submission to first contact, leads of the last 30 days; null when none.',
  })
  medianMinutesToFirstContact: number | null;

  @ApiProperty({ type: WaitingLeadsDto })
  waitingOverAnHour: WaitingLeadsDto;
  @ApiProperty({ description: 'Email and webhook deliveries that failed for good (docs/notifications.md).' })
  failedNotifications: number;
}

export class LeadStatsResponseDto implements LeadStatsResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: LeadStatsDto })
  stats: LeadStatsDto;
}
