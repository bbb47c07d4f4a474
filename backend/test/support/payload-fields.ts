import { fuelCardRequiredFields, quoteRequiredFields } from '@trucking-finance/contracts';

/** Every field a quote request must carry: the spec's required fields plus the accepted terms. */
export const quoteRequestPayloadFields = [...quoteRequiredFields, 'agreeToTerms'] as const;
export const fuelCardPayloadFields = fuelCardRequiredFields;
