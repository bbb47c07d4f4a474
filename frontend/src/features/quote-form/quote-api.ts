import {
  monthlyRevenues,
  servicesInterested,
  type QuoteCreatedResponse,
  type QuoteRequestPayload,
  type quoteRequiredFields,
} from '@trucking-finance/contracts';
import { api } from '@/lib/api';
import { SUBMIT_TIMEOUT_MS } from '@/lib/submission-outbox';
import type { FieldRules } from '@/components/form/fields';
import {
  choiceRules,
  emptyLeadContact,
  leadContactPayloadOf,
  leadFieldRules,
  textRules,
} from '@/components/form/lead-fields';

/**
 * Sends a quote request (docs/api.md#quotes) with its Idempotency-Key; a new quote changes the
 * admin's lists and counts.
 */
export const quoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitQuote: build.mutation<QuoteCreatedResponse, { quote: QuoteRequestPayload; idempotencyKey: string }>(
      {
        query: ({ quote, idempotencyKey }) => ({
          url: 'quotes',
          method: 'POST',
          body: quote,
          headers: { 'Idempotency-Key': idempotencyKey },
          timeout: SUBMIT_TIMEOUT_MS,
        }),
        invalidatesTags: ['Quote', 'LeadStats'],
      },
    ),
  }),
});

export const { useSubmitQuoteMutation } = quoteApi;

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
