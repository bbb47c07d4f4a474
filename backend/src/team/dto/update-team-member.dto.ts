import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, ValidateIf } from 'class-validator';
import type { TeamMemberUpdatePayload } from '@trucking-finance/contracts';
import { RequiredText } from '../../common/field-validators';
import type { FieldContext } from '../../common/validation';

const required = { missing: 'team_fields_required' } as const;
const imageInvalidType: FieldContext = { code: 'not_text', sentence: 'image_invalid_type' };
/** Checked only when sent; the description says each may be left out (applied after RequiredText's). */
const whenSent = applyDecorators(
  ValidateIf((_member: object, value: unknown) => value !== undefined),
  ApiPropertyOptional(),
);

/** A partial update: any of the four fields (never blanked), and/or a new photo or null to remove it. */
export class UpdateTeamMemberDto implements TeamMemberUpdatePayload {
  @whenSent
  @RequiredText(required)
  name?: string;

  @whenSent
  @RequiredText(required)
  role?: string;

  @whenSent
  @RequiredText(required)
  experience?: string;

  @whenSent
  @RequiredText({ ...required, long: true })
  bio?: string;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    description:
      'A data URL (data:image/jpeg|png|webp;base64,…) of at most 5 MB, re-encoded to a 400×400 WebP; null removes the photo.',
  })
  @ValidateIf((_member: object, value: unknown) => value !== undefined && value !== null)
  @IsString({ context: imageInvalidType })
  profileImage?: string | null;
}
