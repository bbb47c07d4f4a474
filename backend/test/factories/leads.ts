import { randomBytes } from 'node:crypto';
import type { FuelCardApplicationPayload, QuoteRequestPayload } from '@trucking-finance/contracts';

/** Any field of the payload with any value (to test refusals), or a field it does not have. */
type Overrides<T> = Partial<Record<keyof T, unknown>> & Record<string, unknown>;

const unique = () => randomBytes(4).toString('hex');

/** A complete, valid quote request; every call has its own email address. */
export const quoteRequest = (overrides: Overrides<QuoteRequestPayload> = {}) => ({
  companyName: 'Ridgeline Freight LLC',
  contactName: 'Maria Alvarez',
  email: `maria.${unique()}@ridgeline-freight.com`,
  phone: '(801) 555-0142',
  mcNumber: 'MC-1234567',
  dotNumber: '3456789',
  monthlyRevenue: '50k-100k',
  businessType: 'small-fleet',
  yearsInBusiness: '3-5',
  numberOfTrucks: 6,
  servicesInterested: 'factoring',
  comments: 'Six reefers out of Salt Lake City; most shippers pay in 45 days.',
  agreeToTerms: true,
  ...overrides,
});

/** A complete, valid fuel card application; every call has its own email address. */
export const fuelCardApplication = (overrides: Overrides<FuelCardApplicationPayload> = {}) => ({
  companyName: 'Ridgeline Freight LLC',
  contactName: 'Maria Alvarez',
  email: `fuel.${unique()}@ridgeline-freight.com`,
  phone: '(801) 555-0142',
  mcNumber: 'MC-1234567',
  dotNumber: '3456789',
  fuelCardTier: 'fleet',
  monthlyFuelSpend: '5k-10k',
  businessType: 'small-fleet',
  yearsInBusiness: '3-5',
  numberOfTrucks: '6',
  primaryRoutes: 'I-15 and I-80: Salt Lake City to Denver and Reno',
  preferredFuelBrands: "Pilot Flying J, Love's",
  comments: 'Cards for six drivers, please.',
  agreeToTerms: true,
  ...overrides,
});
