import type { CreditRating, RateToolIndustry } from './options';

/** The rate quote tool of docs/product.md#rate-quote-tool, as pure functions. Rates are percentages. */

export interface RateInputs {
  monthlyVolume: number;
  creditRating: CreditRating;
  yearsInBusiness: number;
  industry: RateToolIndustry;
  /** Desired advance rate, percent. */
  advanceRate: number;
}

export const riskLabels = ['Low Risk', 'Standard Risk', 'Moderate Risk', 'Higher Risk'] as const;
export type RiskLabel = (typeof riskLabels)[number];

export interface RateEstimate {
  rate: number;
  rangeLow: number;
  rangeHigh: number;
  riskLabel: RiskLabel;
  /** Monthly volume / 4.33 weeks × advance rate, in dollars (whole cents). */
  weeklyCashAccess: number;
}

export const rateDefaults: RateInputs = {
  monthlyVolume: 50000,
  creditRating: 'Good',
  yearsInBusiness: 3,
  industry: 'General Freight',
  advanceRate: 90,
};

export const rateInputBounds = {
  monthlyVolume: { min: 0, step: 5000 },
  yearsInBusiness: { min: 0, max: 50 },
  advanceRate: { min: 70, max: 95, step: 5 },
} as const;

export const BASE_RATE = 2.0;
export const MIN_RATE = 1.5;
export const MAX_RATE = 5.0;
export const RANGE_SPREAD = 0.2;
export const HIGH_VOLUME_THRESHOLD = 100000;
export const WEEKS_PER_MONTH = 4.33;
/** Freight that carries more risk and prices 0.3 points higher. */
export const higherRiskIndustries: readonly RateToolIndustry[] = ['Hot Shot', 'Auto Transport', 'Heavy Haul'];

// Rates move in tenths of a point; counting in tenths keeps 2.0 - 0.2 exactly 1.8.
const tenths = (rate: number): number => Math.round(rate * 10);
const fromTenths = (count: number): number => count / 10;
const clampTenths = (count: number): number => Math.min(Math.max(count, tenths(MIN_RATE)), tenths(MAX_RATE));

export function riskLabelFor(rate: number): RiskLabel {
  if (rate <= 1.8) return 'Low Risk';
  if (rate <= 2.2) return 'Standard Risk';
  if (rate <= 2.8) return 'Moderate Risk';
  return 'Higher Risk';
}

export function estimateRate(inputs: RateInputs): RateEstimate {
  let rate = tenths(BASE_RATE);
  if (inputs.monthlyVolume > HIGH_VOLUME_THRESHOLD) rate -= 3;
  if (inputs.creditRating === 'Excellent') rate -= 2;
  if (inputs.yearsInBusiness < 1) rate += 4;
  if (higherRiskIndustries.includes(inputs.industry)) rate += 3;
  rate = clampTenths(rate);

  const spread = tenths(RANGE_SPREAD);
  const volume = Math.max(0, Number.isFinite(inputs.monthlyVolume) ? inputs.monthlyVolume : 0);
  const advanceRate = Math.min(
    Math.max(inputs.advanceRate, rateInputBounds.advanceRate.min),
    rateInputBounds.advanceRate.max,
  );

  return {
    rate: fromTenths(rate),
    rangeLow: fromTenths(clampTenths(rate - spread)),
    rangeHigh: fromTenths(clampTenths(rate + spread)),
    riskLabel: riskLabelFor(fromTenths(rate)),
    weeklyCashAccess: Math.round((volume / WEEKS_PER_MONTH) * (advanceRate / 100) * 100) / 100,
  };
}
