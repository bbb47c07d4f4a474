import type { FieldErrorCode } from '../errors';

/**
 * A client's factoring terms and the invoice amount, with the ranges the contract allows
 * (docs/product.md#the-money-exactly). The form and the API check against these same numbers.
 */
export interface ClientTerms {
  /** Share of the invoice advanced at funding, in percent (90 → 90 %). */
  advanceRatePercent: number;
  /** Fee per 30 days the broker takes to pay, in percent of the invoice amount. */
  feePercentPer30Days: number;
  /** Days after funding before an unpaid invoice is charged back to the client. */
  recourseDays: number;
}

interface NumberRule {
  min: number;
  max: number;
  /** Most decimals the value may carry (0: a whole number). */
  decimals: number;
}

export const clientTermsRules = {
  advanceRatePercent: { min: 70, max: 98, decimals: 2 },
  feePercentPer30Days: { min: 0.5, max: 6, decimals: 1 },
  recourseDays: { min: 30, max: 120, decimals: 0 },
} as const satisfies Record<keyof ClientTerms, NumberRule>;

export const DEFAULT_RECOURSE_DAYS = 90;

/** An invoice's amount: 1 cent to $1,000,000.00. */
export const INVOICE_AMOUNT_CENTS = { min: 1, max: 100_000_000 } as const;

/** The days to pay assumed for a broker that has no paid invoice yet. */
export const DEFAULT_DAYS_TO_PAY = 30;

/** At most `decimals` decimals, judged on the decimal the number was written as (0.7, not 0.69999…). */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  // Far below any decimal that is really there, far above a float's error at these magnitudes.
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** What is wrong with one number against its rule, as a field error code, or null. */
export function numberRuleProblem(value: unknown, rule: NumberRule): FieldErrorCode | null {
  if (value === undefined || value === null) return 'required';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'not_number';
  if (value < rule.min || value > rule.max) return 'out_of_range';
  if (!hasAtMostDecimals(value, rule.decimals)) return 'invalid_format';
  return null;
}

/**
 * Each field of a terms object that breaks its rule, with its code ('out_of_range' for 99 %,
 * 'invalid_format' for a fee of 2.25). `recourseDays` may be left out: it is then the default.
 */
export function clientTermsProblems(
  terms: Partial<Record<keyof ClientTerms, unknown>>,
): Partial<Record<keyof ClientTerms, FieldErrorCode>> {
  const problems: Partial<Record<keyof ClientTerms, FieldErrorCode>> = {};
  for (const field of Object.keys(clientTermsRules) as (keyof ClientTerms)[]) {
    const value = field === 'recourseDays' ? (terms[field] ?? DEFAULT_RECOURSE_DAYS) : terms[field];
    const problem = numberRuleProblem(value, clientTermsRules[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** What is wrong with an invoice amount in cents, or null. */
export const invoiceAmountProblem = (value: unknown): FieldErrorCode | null =>
  numberRuleProblem(value, { ...INVOICE_AMOUNT_CENTS, decimals: 0 });
