import type { LeadStatusLookupPayload, LeadStatusLookupResponse } from '@trucking-finance/contracts';
import { api } from '@/lib/api';

/**
 * POST /api/lead-status (docs/api.md#status-lookup): reference and email in, kind, status and date
 * out. The form loads this module when it first needs it (lib/api-on-demand.ts).
 */
export const applicationStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookUpLeadStatus: build.mutation<LeadStatusLookupResponse, LeadStatusLookupPayload>({
      query: (payload) => ({ url: 'lead-status', method: 'POST', body: payload }),
    }),
  }),
});
