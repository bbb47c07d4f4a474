import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, ValidateIf } from 'class-validator';
import { messages, type TeamMemberUpdatePayload } from '@trucking-finance/contracts';
import { RequiredText } from '../../common/field-validators';

const required = { message: messages.teamFieldsRequired };
const whenSent = ValidateIf((_member: object, value: unknown) => value !== undefined);

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
  @IsString({ message: messages.imageInvalidType })
  profileImage?: string | null;
}
