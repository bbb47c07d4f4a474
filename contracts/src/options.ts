/**
 * Option lists of docs/product.md#option-lists, each as an `as const` array (the values stored and sent over the
 * wire), its union type, and the label a person sees.
 */

export const monthlyRevenues = [
  'under-25k',
  '25k-50k',
  '50k-100k',
  '100k-250k',
  '250k-500k',
  'over-500k',
] as const;
export type MonthlyRevenue = (typeof monthlyRevenues)[number];
export const monthlyRevenueLabels: Record<MonthlyRevenue, string> = {
  'under-25k': 'Under $25,000',
  '25k-50k': '$25,000 - $50,000',
  '50k-100k': '$50,000 - $100,000',
  '100k-250k': '$100,000 - $250,000',
  '250k-500k': '$250,000 - $500,000',
  'over-500k': 'Over $500,000',
};

export const businessTypes = [
  'owner-operator',
  'small-fleet',
  'medium-fleet',
  'large-fleet',
  'freight-broker',
  'logistics',
] as const;
export type BusinessType = (typeof businessTypes)[number];
export const businessTypeLabels: Record<BusinessType, string> = {
  'owner-operator': 'Owner-Operator',
  'small-fleet': 'Small Fleet (2-10 trucks)',
  'medium-fleet': 'Medium Fleet (11-50 trucks)',
  'large-fleet': 'Large Fleet (50+ trucks)',
  'freight-broker': 'Freight Broker',
  logistics: 'Logistics Company',
};

export const yearsInBusinessOptions = ['startup', '1-2', '3-5', '6-10', 'over-10'] as const;
export type YearsInBusiness = (typeof yearsInBusinessOptions)[number];
export const yearsInBusinessLabels: Record<YearsInBusiness, string> = {
  startup: 'Startup (less than 1 year)',
  '1-2': '1-2 years',
  '3-5': '3-5 years',
  '6-10': '6-10 years',
  'over-10': 'Over 10 years',
};

export const fuelCardTiers = ['fleet'] as const;
export type FuelCardTier = (typeof fuelCardTiers)[number];
export const fuelCardTierLabels: Record<FuelCardTier, string> = {
  fleet: 'Fleet Fuel Card Program',
};

/** The five services the quote form always offers. */
export const standardServices = [
  'factoring',
  'line-of-credit',
  'fuel-cards',
  'factoring-credit',
  'all-services',
] as const;
export type StandardService = (typeof standardServices)[number];
/** `fuel-card-{tier}`: offered only when the quote page is opened with `service=fuel-card&tier=…`. */
export type FuelCardService = `fuel-card-${FuelCardTier}`;
export type ServiceInterested = StandardService | FuelCardService;

export const fuelCardServiceFor = (tier: FuelCardTier): FuelCardService => `fuel-card-${tier}`;
export const servicesInterested: readonly ServiceInterested[] = [
  ...standardServices,
  ...fuelCardTiers.map(fuelCardServiceFor),
];
export const serviceLabels: Record<ServiceInterested, string> = {
  factoring: 'Invoice Factoring',
  'line-of-credit': 'Line of Credit',
  'fuel-cards': 'Fuel Cards',
  'factoring-credit': 'Factoring + Line of Credit',
  'all-services': 'All Services',
  'fuel-card-fleet': 'Fleet Fuel Card Program',
};

export const monthlyFuelSpends = ['under-1k', '1k-3k', '3k-5k', '5k-10k', '10k-20k', 'over-20k'] as const;
export type MonthlyFuelSpend = (typeof monthlyFuelSpends)[number];
export const monthlyFuelSpendLabels: Record<MonthlyFuelSpend, string> = {
  'under-1k': 'Under $1,000',
  '1k-3k': '$1,000 - $3,000',
  '3k-5k': '$3,000 - $5,000',
  '5k-10k': '$5,000 - $10,000',
  '10k-20k': '$10,000 - $20,000',
  'over-20k': 'Over $20,000',
};

export const externalSystemTypes = ['quickbooks', 'sage', 'xero', 'trucking-software', 'custom'] as const;
export type ExternalSystemType = (typeof externalSystemTypes)[number];
export const externalSystemTypeLabels: Record<ExternalSystemType, string> = {
  quickbooks: 'QuickBooks',
  sage: 'Sage',
  xero: 'Xero',
  'trucking-software': 'Trucking Software',
  custom: 'Custom System',
};

export const creditRatings = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
export type CreditRating = (typeof creditRatings)[number];

export const rateToolIndustries = [
  'General Freight',
  'Dry Van',
  'Refrigerated',
  'Flatbed',
  'Hot Shot',
  'Auto Transport',
  'Heavy Haul',
  'LTL',
] as const;
export type RateToolIndustry = (typeof rateToolIndustries)[number];

/** Legal entity types on the printable factoring application (docs/product.md#factoring-application). */
export const entityTypes = ['Corporation', 'LLC', 'Partnership', 'Sole Proprietorship'] as const;
export type EntityType = (typeof entityTypes)[number];

export const usStates = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA',
  'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ',
  'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const; // prettier-ignore
export type UsState = (typeof usStates)[number];

/**
 * The label of any stored option value. Values the lists no longer offer (older rows, an
 * `other` from a previous form) still show, as 'Other', rather than as a raw slug.
 */
export function optionLabel<T extends string>(labels: Record<T, string>, value: string): string {
  return Object.prototype.hasOwnProperty.call(labels, value) ? labels[value as T] : 'Other';
}

/** The admin lists' order by submission date (`?order=`), newest first by default. */
export const leadOrders = ['newest', 'oldest'] as const;
export type LeadOrder = (typeof leadOrders)[number];

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);
