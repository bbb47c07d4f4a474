import { fuelCardRequiredFields, quoteRequiredFields } from '@trucking-finance/contracts';

/** Every field a quote request must carry: the required fields of docs/product.md#quote-form plus the accepted terms. */
export const quoteRequestPayloadFields = [...quoteRequiredFields, 'agreeToTerms'] as const;
export const fuelCardPayloadFields = fuelCardRequiredFields;
