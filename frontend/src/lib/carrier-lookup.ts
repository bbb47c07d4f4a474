import type { CarrierLookupResponse } from '@trucking-finance/contracts';
import { api } from './api';

/** GET /api/carriers/{dotNumber} (docs/api.md#carrier-lookup): the server asks FMCSA; answers are cached there for 24 h. */
export const carrierLookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    findCarrier: build.query<CarrierLookupResponse, string>({
      query: (dotNumber) => `carriers/${encodeURIComponent(dotNumber)}`,
    }),
  }),
});

export const { useLazyFindCarrierQuery } = carrierLookupApi;

/** A USDOT number as the server takes it: 1 to 8 digits. */
export const isDotNumber = (value: string): boolean => /^\d{1,8}$/.test(value.trim());
