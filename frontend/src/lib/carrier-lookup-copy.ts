import type { CarrierLookupResponse } from '@trucking-finance/contracts';

/** "Find my company"'s words (docs/product.md#find-my-company). A copy module: the Spanish site reads carrier-lookup-copy.es.ts. */
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
