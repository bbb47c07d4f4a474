import { ApiPropertyOptional } from '@nestjs/swagger';
import { isUUID, IsOptional, IsString, ValidateBy, type ValidationArguments } from 'class-validator';
import {
  leadStatuses,
  locales,
  type LeadListQuery,
  type LeadStatus,
  type Locale,
} from '@trucking-finance/contracts';
import { OptionalOption, OptionalText } from '../../common/field-validators';
import { PageQueryDto } from '../../common/pagination';
import type { FieldContext } from '../../common/validation';

const coded = (code: FieldContext['code'], extra: Omit<FieldContext, 'code'> = {}) => ({
  context: { code, ...extra } satisfies FieldContext,
});

const check = (
  name: string,
  validate: (value: unknown, args: ValidationArguments) => boolean,
  context: ReturnType<typeof coded>,
) => ValidateBy({ name, validator: { validate, defaultMessage: () => `$property failed ${name}` } }, context);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD. */
const isIsoDate = (value: unknown): boolean => {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const statusList = (value: unknown): string[] =>
  typeof value === 'string' ? value.split(',').map((status) => status.trim()) : [];

/**
 * The filters of the admin lead lists and their CSV export (docs/api.md#working-the-leads-admin),
 * any combination, on top of paging.
 */
export class LeadListQueryDto extends PageQueryDto implements LeadListQuery {
  @ApiPropertyOptional({
    description: 'Comma list of statuses; without it every status but spam.',
    example: 'new,contacted',
  })
  @IsOptional()
  @IsString(coded('not_text'))
  @check(
    'statusList',
    (value) => statusList(value).every((status) => (leadStatuses as readonly string[]).includes(status)),
    coded('not_one_of', { values: leadStatuses }),
  )
  status?: string;

  @ApiPropertyOptional({ description: 'A staff id, `me` or `none` (unassigned).', example: 'me' })
  @IsOptional()
  @IsString(coded('not_text'))
  @check(
    'assignee',
    (value) => value === 'me' || value === 'none' || (typeof value === 'string' && isUUID(value)),
    coded('invalid_format'),
  )
  assignedTo?: string;

  @ApiPropertyOptional({
    description: 'First day (YYYY-MM-DD, BUSINESS_TIMEZONE), inclusive.',
    example: '2026-11-01',
  })
  @IsOptional()
  @check('isoDate', isIsoDate, coded('invalid_format'))
  from?: string;

  @ApiPropertyOptional({
    description: 'Last day (YYYY-MM-DD, BUSINESS_TIMEZONE), inclusive.',
    example: '2026-11-30',
  })
  @IsOptional()
  @check('isoDate', isIsoDate, coded('invalid_format'))
  @check(
    'notBeforeFrom',
    (value, { object }) => {
      const from = (object as LeadListQueryDto).from;
      return !isIsoDate(from) || !isIsoDate(value) || (from as string) <= (value as string);
    },
    coded('out_of_range'),
  )
  to?: string;

  @OptionalText({ example: 'ridgeline' })
  q?: string;

  @OptionalText({ example: 'google' })
  utmSource?: string;

  @OptionalOption(locales, 'en')
  locale?: Locale;

  /** The statuses the list shows. */
  statuses(): LeadStatus[] {
    return this.status === undefined
      ? leadStatuses.filter((status) => status !== 'spam')
      : ([...new Set(statusList(this.status))] as LeadStatus[]);
  }
}
