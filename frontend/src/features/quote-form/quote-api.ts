import type { QuoteCreatedResponse, QuoteRequestPayload } from '@trucking-finance/contracts';
import { api } from '@/lib/api';
import { SUBMIT_TIMEOUT_MS } from '@/lib/submission-outbox';

/**
 * Sends a quote request (docs/api.md#quotes) with its Idempotency-Key. The form loads
 * this module when it first needs it (lib/api-on-demand.ts).
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
      },
    ),
  }),
});
