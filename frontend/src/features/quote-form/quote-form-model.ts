import {
  fuelCardServiceFor,
  fuelCardTiers,
  isOneOf,
  monthlyRevenues,
  servicesInterested,
  type FuelCardTier,
  type QuoteRequestPayload,
  type quoteRequiredFields,
} from '@trucking-finance/contracts';
import { fuelCardInterestStatement } from '@/content/lead-fields';
import { checkFields, type FieldRule } from '@/lib/field-rules';
import { emptyLeadContact, leadContactPayloadOf } from '@/lib/lead-contact-values';
import { choiceRules, leadContactRules, leadFieldLabels, textRules } from '@/lib/lead-field-rules';

/** The quote form as typed: text and choices as strings, in spec §3 order. */
export const emptyQuoteForm = {
  ...emptyLeadContact,
  monthlyRevenue: '',
  businessType: '',
  yearsInBusiness: '',
  numberOfTrucks: '',
  servicesInterested: '',
  comments: '',
  agreeToTerms: false,
};

export type QuoteFormValues = typeof emptyQuoteForm;
type QuoteRequiredField = (typeof quoteRequiredFields)[number];

/** Every required field has its checks, the same as the API's (compiler-checked against the contracts list). */
const quoteRules = {
  ...leadContactRules,
  monthlyRevenue: choiceRules('monthlyRevenue', monthlyRevenues),
  servicesInterested: choiceRules('servicesInterested', servicesInterested),
  comments: textRules('comments'),
} satisfies Record<QuoteRequiredField, readonly FieldRule[]>;

export const validateQuoteForm = (values: QuoteFormValues) => checkFields(values, quoteRules);

export const quoteFieldLabels: Record<QuoteRequiredField | 'agreeToTerms', string> = {
  ...leadFieldLabels,
  agreeToTerms: 'The agreement',
};

/** The body of POST /api/quotes from valid form values: trimmed text, the truck count as a number. */
export function quotePayloadOf(values: QuoteFormValues): QuoteRequestPayload {
  return {
    ...leadContactPayloadOf(values),
    monthlyRevenue: values.monthlyRevenue as QuoteRequestPayload['monthlyRevenue'],
    businessType: values.businessType as QuoteRequestPayload['businessType'],
    yearsInBusiness: values.yearsInBusiness as QuoteRequestPayload['yearsInBusiness'],
    numberOfTrucks: Number(values.numberOfTrucks.trim()),
    servicesInterested: values.servicesInterested as QuoteRequestPayload['servicesInterested'],
    comments: values.comments.trim(),
    agreeToTerms: values.agreeToTerms,
  };
}

/**
 * `?service=fuel-card&tier=fleet` (a fuel card link elsewhere on the site) asks for a quote on
 * that program: the service is preset to `fuel-card-{tier}` and the comments say so.
 */
export function quotePresetFrom(
  service: string | null,
  tier: string | null,
): { tier: FuelCardTier; values: Partial<QuoteFormValues> } | undefined {
  if (service !== 'fuel-card' || !isOneOf(fuelCardTiers, tier)) return undefined;
  return {
    tier,
    values: { servicesInterested: fuelCardServiceFor(tier), comments: fuelCardInterestStatement(tier) },
  };
}
