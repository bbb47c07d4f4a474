import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsString, ValidateBy } from 'class-validator';
import {
  isValidReference,
  leadKinds,
  publicLeadStatuses,
  REFERENCE_PATTERN,
  type LeadKind,
  type LeadStatusLookupPayload,
  type LeadStatusLookupResponse,
  type PublicLeadStatus,
} from '@trucking-finance/contracts';
import { RequiredEmail } from '../../common/field-validators';
import type { FieldContext } from '../../common/validation';

const coded = (code: FieldContext['code']) => ({ context: { code } satisfies FieldContext });

/** The reference and email an applicant has from the success toast or the confirmation email. */
export class LeadStatusLookupDto implements LeadStatusLookupPayload {
  @ApiProperty({
    example: '3f2a9c1e',
    pattern: REFERENCE_PATTERN.source,
    description: 'The 8-character reference shown after the request, or the whole id.',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsDefined(coded('required'))
  @IsString(coded('not_text'))
  @ValidateBy(
    { name: 'reference', validator: { validate: isValidReference, defaultMessage: () => 'bad reference' } },
    coded('invalid_format'),
  )
  reference: string;

  @RequiredEmail()
  email: string;
}

export class LeadStatusLookupResponseDto implements LeadStatusLookupResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ enum: leadKinds, example: 'quotes' })
  kind: LeadKind;

  @ApiProperty({ enum: publicLeadStatuses, example: 'received' })
  status: PublicLeadStatus;

  @ApiProperty({ format: 'date-time' })
  submittedAt: string;
}
