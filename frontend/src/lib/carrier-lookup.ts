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

/** "Find my company"'s words (docs/product.md#find-my-company). */
export const carrierLookupCopy = {
  button: 'Find my company',
  searching: 'Looking up...',
  needDot: 'Type your DOT number (digits only) first, then press Find my company.',
  found: (carrier: CarrierLookupResponse): string => {
    const where = [carrier.city, carrier.state].filter(Boolean).join(', ');
    return `Found ${carrier.legalName}${where ? ` (${where})` : ''} at FMCSA. We filled in what they have on file; please check it and change anything that is not right.`;
  },
  notFound: (dotNumber: string): string =>
    `FMCSA has no carrier with DOT number ${dotNumber}. Please check the number, or fill in your details yourself.`,
  unavailable: 'FMCSA is not answering right now. Please fill in your details yourself.',
} as const;
