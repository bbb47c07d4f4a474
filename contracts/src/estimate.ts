import { calculateFactoring, type FactoringInputs } from './factoring';
import type { FeeEstimate } from './leads';
import type { MonthlyRevenue, YearsInBusiness } from './options';
import type { QuoteRequestPayload } from './payloads';
import { estimateRate, rateDefaults, type RateInputs } from './rates';

/**
 * The instant estimate of docs/product.md#instant-estimate: the quote form's answers run through the
 * rate quote tool's formula (rates.ts), so the two never disagree. Pure functions, shared by the API
 * (which sends the estimate with the 201) and the site (which words it).
 */

/** The answers the estimate reads. Trucks, business type and service are taken but, like the rate tool, do not move the rate. */
export type EstimateAnswers = Pick<
  QuoteRequestPayload,
  'monthlyRevenue' | 'yearsInBusiness' | 'businessType' | 'numberOfTrucks' | 'servicesInterested'
>;

/** The monthly volume each revenue answer stands for: the band's middle (the top band: its floor). */
export const revenueVolumes: Record<MonthlyRevenue, number> = {
  'under-25k': 12_500,
  '25k-50k': 37_500,
  '50k-100k': 75_000,
  '100k-250k': 175_000,
  '250k-500k': 375_000,
  'over-500k': 500_000,
};

/** The years in business each answer stands for: the band's floor. */
export const yearsInBusinessFor: Record<YearsInBusiness, number> = {
  startup: 0,
  '1-2': 1,
  '3-5': 3,
  '6-10': 6,
  'over-10': 10,
};

/**
 * The estimated fee per invoice (percent per 30 days, as the rate tool quotes it). The quote form does
 * not ask for credit, so the range runs from the low end with Excellent credit to the high end with
 * any other; freight is taken as General Freight.
 */
export function estimateFee(answers: EstimateAnswers): FeeEstimate {
  const inputs: Omit<RateInputs, 'creditRating'> = {
    monthlyVolume: revenueVolumes[answers.monthlyRevenue] ?? 0,
    yearsInBusiness: yearsInBusinessFor[answers.yearsInBusiness] ?? 0,
    industry: rateDefaults.industry,
    advanceRate: rateDefaults.advanceRate,
  };
  const best = estimateRate({ ...inputs, creditRating: 'Excellent' });
  const usual = estimateRate({ ...inputs, creditRating: 'Good' });
  return { low: best.rangeLow, high: usual.rangeHigh };
}

/** The fee on one load in plain words: the calculator's own figures, named for what the carrier sees. */
export interface FeeInPlainWords {
  invoice: number;
  /** The advance: what arrives today. */
  today: number;
  /** The reserve less the fee: what arrives when the broker pays. */
  later: number;
  /** Days until the broker pays. */
  paymentTerms: number;
  /** The fee in dollars. */
  fee: number;
  /** The fee as a simple yearly rate on the money advanced (percent), comparable with a loan's APR; null when nothing is advanced or terms are 0. */
  yearlyRate: number | null;
}

export function feeInPlainWords(inputs: FactoringInputs): FeeInPlainWords {
  const result = calculateFactoring(inputs);
  return {
    invoice: result.advance + result.reserve,
    today: result.advance,
    later: result.finalPayout,
    paymentTerms: Math.max(0, Number.isFinite(inputs.paymentTerms) ? inputs.paymentTerms : 0),
    fee: result.fee,
    yearlyRate: result.annualizedRate,
  };
}

/** The example load the estimate is worded on: a $5,000 invoice, 90 % advanced, paid in 30 days. */
export const estimateExampleLoad = { invoiceAmount: 5000, advanceRate: 90, paymentTerms: 30 } as const;

/** The example load at the estimate's high end, so the words never promise less than the range allows. */
export const estimateExampleInputs = (estimate: FeeEstimate): FactoringInputs => ({
  ...estimateExampleLoad,
  factoringRate: estimate.high,
});
