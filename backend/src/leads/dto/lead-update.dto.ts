import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID, ValidateIf } from 'class-validator';
import {
  leadStatuses,
  type LeadNotePayload,
  type LeadStatus,
  type LeadUpdatePayload,
} from '@trucking-finance/contracts';
import { OptionalOption, OptionalText, RequiredText } from '../../common/field-validators';
import type { FieldContext } from '../../common/validation';

/** `PATCH /api/{kind}/{id}`: any of the three; the service checks how they fit together. */
export class LeadUpdateDto implements LeadUpdatePayload {
  @OptionalOption(leadStatuses, 'contacted')
  status?: LeadStatus;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'A staff id, or null to unassign.' })
  @ValidateIf((_object, value) => value !== null)
  @IsOptional()
  @IsUUID('all', { context: { code: 'invalid_format' } satisfies FieldContext })
  assignedTo?: string | null;

  /** Required with (and only with) `status: lost`. */
  @OptionalText({ example: 'Went with their current factor.' })
  lostReason?: string;
}

/** `POST /api/{kind}/{id}/notes`: 1 to 5,000 characters, line breaks allowed. */
export class LeadNoteDto implements LeadNotePayload {
  @RequiredText({ long: true, example: 'Called, left a voicemail; try again Tuesday.' })
  text: string;
}
