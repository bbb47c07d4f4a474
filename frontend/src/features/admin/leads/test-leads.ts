import type {
  FuelCardApplication,
  FuelCardApplicationListResponse,
  LeadStats,
  Quote,
  QuoteListResponse,
} from '@trucking-finance/contracts';

/** Leads as the admin API returns them, for the dashboard's tests. */
export const testQuote = (overrides: Partial<Quote> = {}): Quote => ({
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

export const testApplication = (overrides: Partial<FuelCardApplication> = {}): FuelCardApplication => ({
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

export const quoteList = (
  quotes: Quote[],
  total = quotes.length,
  page = 1,
  pageSize = 20,
): QuoteListResponse => ({
  success: true,
  quotes,
  total,
  page,
  pageSize,
});

export const applicationList = (
  applications: FuelCardApplication[],
  total = applications.length,
  page = 1,
  pageSize = 20,
): FuelCardApplicationListResponse => ({ success: true, applications, total, page, pageSize });

export const testStats: LeadStats = {
  totalQuotes: 1234,
  totalFuelCardApplications: 56,
  today: 7,
  uniqueCompanies: 1100,
};
