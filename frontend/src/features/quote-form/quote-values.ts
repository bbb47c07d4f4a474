import {
  monthlyRevenues,
  servicesInterested,
  type QuoteRequestPayload,
  type quoteRequiredFields,
} from '@trucking-finance/contracts';
import type { FieldRules } from '@/components/form/fields';
import {
  choiceRules,
  emptyLeadContact,
  leadContactPayloadOf,
  leadFieldRules,
  textRules,
} from '@/components/form/lead-fields';

/** The quote form as typed: text and choices as strings, in the order of docs/product.md#quote-form. */
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

/** The API's checks, field by field: every required field of the contracts has its rules (compiler-checked). */
export const quoteRules = {
  ...leadFieldRules,
  monthlyRevenue: choiceRules('monthlyRevenue', monthlyRevenues),
  servicesInterested: choiceRules('servicesInterested', servicesInterested),
  comments: textRules('comments'),
} satisfies Record<(typeof quoteRequiredFields)[number], FieldRules>;

/** The body of POST /api/quotes from checked values: trimmed text, the truck count as a number. */
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
