import {
  businessTypeLabels,
  monthlyFuelSpendLabels,
  monthlyRevenueLabels,
  serviceLabels,
  yearsInBusinessLabels,
  type BusinessType,
  type FuelCardTier,
  type MonthlyFuelSpend,
  type MonthlyRevenue,
  type ServiceInterested,
  type YearsInBusiness,
} from '@trucking-finance/contracts';

/** Every option of a list by its value: a value without its label fails the type check. */
interface LeadOptionLabels {
  monthlyRevenue: Record<MonthlyRevenue, string>;
  businessType: Record<BusinessType, string>;
  yearsInBusiness: Record<YearsInBusiness, string>;
  servicesInterested: Record<ServiceInterested, string>;
  fuelCardTier: Record<FuelCardTier, string>;
  monthlyFuelSpend: Record<MonthlyFuelSpend, string>;
}

/**
 * What the lead forms' choices read, by the option values of the contracts (docs/product.md#option-lists),
 * field by field. The English labels are the contracts' own, which the server also writes in its
 * emails and CSV; the Spanish site reads lead-option-copy.es.ts, while the values sent stay the same.
 */
export const leadOptionLabels: LeadOptionLabels = {
  monthlyRevenue: monthlyRevenueLabels,
  businessType: businessTypeLabels,
  yearsInBusiness: yearsInBusinessLabels,
  servicesInterested: serviceLabels,
  /** The name a fuel card program goes by in a sentence and in the program choice. */
  fuelCardTier: { fleet: 'Fleet' },
  monthlyFuelSpend: monthlyFuelSpendLabels,
};
