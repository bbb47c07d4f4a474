import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import {
  leadSourceFields,
  locales,
  type LeadIntakeFields,
  type LeadSource,
  type LeadStatus,
  type Locale,
} from '@trucking-finance/contracts';
import { absentOnly, OptionalOption, OptionalText } from '../../common/field-validators';

/** Where the visit came from, as the site captured it on its first page; every key optional. */
export class LeadSourceDto implements LeadSource {
  @OptionalText({ example: 'google' })
  utmSource?: string;

  @OptionalText({ example: 'cpc' })
  utmMedium?: string;

  @OptionalText({ example: 'spring-factoring' })
  utmCampaign?: string;

  @OptionalText({ example: 'freight factoring' })
  utmTerm?: string;

  @OptionalText({ example: 'ad-a' })
  utmContent?: string;

  @OptionalText({ example: 'https://www.google.com/' })
  referrer?: string;

  @OptionalText({ example: '/factoring?utm_source=google' })
  landingPath?: string;
}

/**
 * What both public lead forms send besides their own fields (docs/api.md#working-the-leads-admin):
 * the language, the visit's source, and the hidden `website` honeypot that people leave empty.
 */
export abstract class LeadIntakeDto implements LeadIntakeFields {
  @OptionalText({ example: '' })
  website?: string;

  @OptionalOption(locales, 'en')
  locale?: Locale;

  @ApiPropertyOptional({ type: LeadSourceDto })
  @absentOnly
  @IsObject()
  @ValidateNested()
  @Type(() => LeadSourceDto)
  source?: LeadSourceDto;
}

/** The columns an intake sets: spam when the honeypot was filled, the language, the source. */
export function intakeColumns({ website, locale, source }: LeadIntakeFields): {
  status: LeadStatus;
  locale: Locale;
} & Record<(typeof leadSourceFields)[number], string | null> {
  const value = (key: (typeof leadSourceFields)[number]) => {
    const text = source?.[key];
    return text === undefined || text === '' ? null : text;
  };
  return {
    status: website ? 'spam' : 'new',
    locale: locale ?? 'en',
    ...(Object.fromEntries(leadSourceFields.map((key) => [key, value(key)])) as Record<
      (typeof leadSourceFields)[number],
      string | null
    >),
  };
}
