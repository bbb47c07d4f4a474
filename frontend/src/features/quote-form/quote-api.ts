import type { QuoteCreatedResponse, QuoteRequestPayload } from '@trucking-finance/contracts';
import { api } from '@/app/api';

/** Sends a quote request (spec §7); a new quote changes the admin's lists and counts. */
export const quoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitQuote: build.mutation<QuoteCreatedResponse, QuoteRequestPayload>({
      query: (quote) => ({ url: 'quotes', method: 'POST', body: quote }),
      invalidatesTags: ['Quote', 'LeadStats'],
    }),
  }),
});

export const { useSubmitQuoteMutation } = quoteApi;
