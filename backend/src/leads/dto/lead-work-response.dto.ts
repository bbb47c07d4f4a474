import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  leadKinds,
  leadStatuses,
  locales,
  staffRoles,
  type LeadAssignee,
  type LeadAssigneesResponse,
  type LeadDuplicate,
  type LeadHistoryEntry,
  type LeadKind,
  type LeadNote,
  type LeadNoteResponse,
  type LeadSource,
  type LeadStatus,
  type LeadWorkFields,
  type Locale,
  type StaffRole,
} from '@trucking-finance/contracts';

export class LeadSourceResponseDto implements LeadSource {
  @ApiPropertyOptional({ example: 'google' })
  utmSource?: string;
  @ApiPropertyOptional({ example: 'cpc' })
  utmMedium?: string;
  @ApiPropertyOptional()
  utmCampaign?: string;
  @ApiPropertyOptional()
  utmTerm?: string;
  @ApiPropertyOptional()
  utmContent?: string;
  @ApiPropertyOptional({ example: 'https://www.google.com/' })
  referrer?: string;
  @ApiPropertyOptional({ example: '/factoring' })
  landingPath?: string;
}

/** The working fields every lead answers with on the admin side. */
export class LeadWorkDto implements LeadWorkFields {
  @ApiProperty({ enum: leadStatuses })
  status: LeadStatus;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  assignedTo: string | null;

  @ApiProperty({ nullable: true, type: String })
  lostReason: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  firstContactedAt: string | null;

  @ApiProperty({ enum: locales })
  locale: Locale;

  @ApiProperty({ type: LeadSourceResponseDto })
  source: LeadSourceResponseDto;
}

export class LeadNoteResponseItemDto implements LeadNote {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  text: string;
  @ApiProperty({ description: "The writer's display name." })
  author: string;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class LeadHistoryEntryDto implements LeadHistoryEntry {
  @ApiProperty({ format: 'date-time' })
  at: string;
  @ApiProperty({ description: "The staff member's display name." })
  by: string;
  @ApiProperty({ enum: ['status', 'assignedTo', 'lostReason', 'firstContactedAt'] })
  field: string;
  @ApiProperty({ nullable: true, type: String })
  from: string | null;
  @ApiProperty({ nullable: true, type: String })
  to: string | null;
}

export class LeadDuplicateDto implements LeadDuplicate {
  @ApiProperty({ enum: leadKinds })
  kind: LeadKind;
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ format: 'date-time' })
  submittedAt: string;
  @ApiProperty({ enum: leadStatuses })
  status: LeadStatus;
}

/** What the detail adds to a lead: its kind, notes, history and duplicates. */
export class LeadDetailExtrasDto {
  @ApiProperty({ enum: leadKinds })
  kind: LeadKind;
  @ApiProperty({ type: [LeadNoteResponseItemDto], description: 'Oldest first.' })
  notes: LeadNoteResponseItemDto[];
  @ApiProperty({ type: [LeadHistoryEntryDto], description: 'Oldest first.' })
  history: LeadHistoryEntryDto[];
  @ApiProperty({ type: [LeadDuplicateDto], description: 'Newest first, at most 50.' })
  duplicates: LeadDuplicateDto[];
}

export class LeadNoteCreatedResponseDto implements LeadNoteResponse {
  @ApiProperty({ enum: [true] })
  success: true;
  @ApiProperty({ type: LeadNoteResponseItemDto })
  note: LeadNoteResponseItemDto;
}

export class LeadAssigneeDto implements LeadAssignee {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  displayName: string;
  @ApiProperty({ enum: staffRoles })
  role: StaffRole;
}

export class LeadAssigneesResponseDto implements LeadAssigneesResponse {
  @ApiProperty({ enum: [true] })
  success: true;
  @ApiProperty({ type: [LeadAssigneeDto] })
  assignees: LeadAssigneeDto[];
}
