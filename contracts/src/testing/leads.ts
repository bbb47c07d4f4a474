import type {
  FuelCardApplicationListResponse,
  FuelCardApplicationPayload,
  LeadStats,
  QuoteListResponse,
  QuoteRequestPayload,
} from '../payloads';
import type { FuelCardApplicationLead, LeadWorkFields, QuoteLead } from '../leads';

/** Any field of the payload with any value (to test refusals), or a field it does not have. */
export type Overrides<T> = Partial<Record<keyof T, unknown>> & Record<string, unknown>;

/**
 * The payload with `overrides` in place of its own values, as a plain object type (which, unlike an
 * interface, a test may treat as a `Record<string, unknown>` to delete a field).
 */
type With<T, O = object> = { [K in keyof (Omit<T, keyof O> & O)]: (Omit<T, keyof O> & O)[K] };

/** Eight hex digits, so every lead built has its own email address. */
const unique = () =>
  Math.floor(Math.random() * 0x1_0000_0000)
    .toString(16)
    .padStart(8, '0');

/** The contact fields both lead forms start with, as a visitor types them. */
export const leadContact = {
  companyName: 'Ridgeline Freight LLC',
  contactName: 'Maria Alvarez',
  email: 'maria@ridgeline-freight.com',
  phone: '(801) 555-0142',
  mcNumber: 'MC-1234567',
  dotNumber: '3456789',
} as const satisfies Partial<QuoteRequestPayload>;

/** A complete, valid quote request; every call has its own email address. */
export function quoteRequest(): With<QuoteRequestPayload>;
export function quoteRequest<O extends Overrides<QuoteRequestPayload>>(
  overrides: O,
): With<QuoteRequestPayload, O>;
export function quoteRequest(overrides: Overrides<QuoteRequestPayload> = {}): object {
  return {
    ...leadContact,
    email: `maria.${unique()}@ridgeline-freight.com`,
    monthlyRevenue: '50k-100k',
    businessType: 'small-fleet',
    yearsInBusiness: '3-5',
    numberOfTrucks: 6,
    servicesInterested: 'factoring',
    comments: 'Six reefers out of Salt Lake City; most shippers pay in 45 days.',
    agreeToTerms: true,
    ...overrides,
  };
}

/** A complete, valid fuel card application; every call has its own email address. */
export function fuelCardApplication(): With<FuelCardApplicationPayload>;
export function fuelCardApplication<O extends Overrides<FuelCardApplicationPayload>>(
  overrides: O,
): With<FuelCardApplicationPayload, O>;
export function fuelCardApplication(overrides: Overrides<FuelCardApplicationPayload> = {}): object {
  return {
    ...leadContact,
    email: `fuel.${unique()}@ridgeline-freight.com`,
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
  };
}

/** The working fields of a lead nobody has touched yet. */
export const untouchedLead: LeadWorkFields = {
  status: 'new',
  assignedTo: null,
  lostReason: null,
  firstContactedAt: null,
  locale: 'en',
  source: {},
};

/** A quote request as the admin API lists it: another carrier, a fixed id and time. */
export const storedQuote = (overrides: Partial<QuoteLead> = {}): QuoteLead => ({
  ...untouchedLead,
  id: '5f1c2a9e-0000-4000-8000-000000000001',
  companyName: 'Wasatch Freight LLC',
  contactName: 'Maria Lopez',
  email: 'maria@wasatchfreight.com',
  phone: '(801) 555-0142',
  mcNumber: '123456',
  dotNumber: '2345678',
  monthlyRevenue: '50k-100k',
  businessType: 'small-fleet',
  yearsInBusiness: '3-5',
  numberOfTrucks: 6,
  servicesInterested: 'factoring',
  comments: 'Mostly broker freight, paying in 45 days.',
  // 2:15 PM in Denver (MST) on November 3, 2026.
  submittedAt: '2026-11-03T21:15:00.000Z',
  ...overrides,
});

/** A fuel card application as the admin API lists it. */
export const storedApplication = (
  overrides: Partial<FuelCardApplicationLead> = {},
): FuelCardApplicationLead => ({
  ...untouchedLead,
  id: '7a2b3c4d-0000-4000-8000-000000000002',
  companyName: 'Bonneville Haulers Inc',
  contactName: 'Tom Reyes',
  email: 'tom@bonnevillehaulers.com',
  phone: '(385) 555-0188',
  mcNumber: '654321',
  dotNumber: '8765432',
  fuelCardTier: 'fleet',
  monthlyFuelSpend: '10k-20k',
  businessType: 'medium-fleet',
  yearsInBusiness: '6-10',
  numberOfTrucks: '14',
  primaryRoutes: 'I-15 Salt Lake City to Las Vegas',
  preferredFuelBrands: 'Pilot Flying J, Love’s',
  comments: null,
  submittedAt: '2026-11-02T15:05:00.000Z',
  ...overrides,
});

/** One page of the admin's quote list. */
export const quoteList = (
  quotes: QuoteLead[],
  total = quotes.length,
  page = 1,
  pageSize = 20,
): QuoteListResponse => ({ success: true, quotes, total, page, pageSize });

/** One page of the admin's fuel card application list. */
export const applicationList = (
  applications: FuelCardApplicationLead[],
  total = applications.length,
  page = 1,
  pageSize = 20,
): FuelCardApplicationListResponse => ({ success: true, applications, total, page, pageSize });

/** The dashboard's four numbers, each different so a test can tell them apart. */
export const leadStats: LeadStats = {
  totalQuotes: 1234,
  totalFuelCardApplications: 56,
  today: 7,
  uniqueCompanies: 1100,
  failedNotifications: 0,
};
