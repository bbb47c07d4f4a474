import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import {
  STAFF_PASSWORD_MIN_LENGTH,
  staffRoles,
  type StaffCreatePayload,
  type StaffMember,
  type StaffMemberResponse,
  type StaffListResponse,
  type StaffRole,
  type StaffUpdatePayload,
} from '@trucking-finance/contracts';
import { OptionalOption, OptionalText, RequiredOption, RequiredText } from '../../common/field-validators';
import type { FieldContext } from '../../common/validation';

const coded = (code: FieldContext['code'], extra: Omit<FieldContext, 'code'> = {}) => ({
  context: { code, ...extra } satisfies FieldContext,
});

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;
const PASSWORD_MAX_LENGTH = 200;

/** A username: 3 to 64 letters, digits, dots, underscores or hyphens. Checks run in the order listed. */
const Username = ({ optional }: { optional: boolean }) =>
  applyDecorators(
    optional ? OptionalText({ example: 'maria.lopez' }) : RequiredText({ example: 'maria.lopez' }),
    Matches(USERNAME_PATTERN, coded('invalid_format')),
  );

/** A password: 12 to 200 characters, taken as typed (never trimmed). */
const Password = ({ optional }: { optional: boolean }) =>
  applyDecorators(
    (optional ? ApiPropertyOptional : ApiProperty)({
      minLength: STAFF_PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    }),
    // Optional means absent: null is not a password (hashing it would fail), so it is refused as not text.
    optional
      ? ValidateIf((_payload: object, value: unknown) => value !== undefined)
      : IsDefined(coded('required')),
    IsString(coded('not_text')),
    MinLength(STAFF_PASSWORD_MIN_LENGTH, coded('too_short', { min: STAFF_PASSWORD_MIN_LENGTH })),
    MaxLength(PASSWORD_MAX_LENGTH, coded('too_long', { max: PASSWORD_MAX_LENGTH })),
  );

/** `POST /api/staff`: all four required. */
export class CreateStaffDto implements StaffCreatePayload {
  @Username({ optional: false })
  username: string;

  @RequiredText({ example: 'Maria Lopez' })
  displayName: string;

  @Password({ optional: false })
  password: string;

  @RequiredOption(staffRoles, 'agent')
  role: StaffRole;
}

/** `PATCH /api/staff/{id}`: rename, reset the password, change the role; only what is sent changes. */
export class UpdateStaffDto implements StaffUpdatePayload {
  @Username({ optional: true })
  username?: string;

  @applyDecorators(OptionalText({ example: 'Maria Lopez' }), MinLength(1, coded('required')))
  displayName?: string;

  @Password({ optional: true })
  password?: string;

  @OptionalOption(staffRoles, 'agent')
  role?: StaffRole;
}

export class StaffMemberDto implements StaffMember {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'maria.lopez' })
  username: string;
  @ApiProperty({ example: 'Maria Lopez' })
  displayName: string;
  @ApiProperty({ enum: staffRoles })
  role: StaffRole;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class StaffListResponseDto implements StaffListResponse {
  @ApiProperty({ enum: [true] })
  success: true;
  @ApiProperty({ type: [StaffMemberDto] })
  staff: StaffMemberDto[];
}

export class StaffMemberResponseDto implements StaffMemberResponse {
  @ApiProperty({ enum: [true] })
  success: true;
  @ApiProperty({ type: StaffMemberDto })
  staffMember: StaffMemberDto;
}
