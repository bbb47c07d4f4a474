import type { LeadStatusLookupPayload, LeadStatusLookupResponse } from '@trucking-finance/contracts';
import { api } from '@/lib/api';

/** POST /api/lead-status (docs/api.md#status-lookup): reference and email in, kind, status and date out. */
export const applicationStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookUpLeadStatus: build.mutation<LeadStatusLookupResponse, LeadStatusLookupPayload>({
      query: (payload) => ({ url: 'lead-status', method: 'POST', body: payload }),
    }),
  }),
});

export const { useLookUpLeadStatusMutation } = applicationStatusApi;
