import type { CarrierLookupResponse } from '@trucking-finance/contracts';
import { api } from './api';

/**
 * GET /api/carriers/{dotNumber} (docs/api.md#carrier-lookup): the server asks FMCSA; answers are
 * cached there for 24 h. The form loads this module when it first needs it (api-on-demand.ts).
 */
export const carrierLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    findCarrier: build.query<CarrierLookupResponse, string>({
      query: (dotNumber) => `carriers/${encodeURIComponent(dotNumber)}`,
    }),
  }),
});
