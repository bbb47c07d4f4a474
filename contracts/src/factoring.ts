/** The factoring calculator of docs/product.md#factoring-calculator, as pure functions. All rates are percentages (2 means 2 %). */

export interface FactoringInputs {
  invoiceAmount: number;
  advanceRate: number;
  factoringRate: number;
  /** Days until the invoice customer pays. */
  paymentTerms: number;
}

export interface FactoringResult {
  advance: number;
  fee: number;
  reserve: number;
  finalPayout: number;
  totalReceived: number;
  /** fee / invoice, in percent. */
  effectiveRate: number;
  /**
   * The fee as a simple annual rate on the money advanced, for the payment terms:
   * fee / advance × 365 / terms, in percent. Lets a carrier compare factoring with a loan's APR.
   * Null when nothing is advanced or the terms are 0 days.
   */
  annualizedRate: number | null;
}

export const factoringDefaults: FactoringInputs = {
  invoiceAmount: 5000,
  advanceRate: 90,
  factoringRate: 2,
  paymentTerms: 45,
};

export const factoringInputBounds = {
  invoiceAmount: { min: 0, step: 100 },
  advanceRate: { min: 0, max: 100, step: 5 },
  factoringRate: { min: 0, max: 10, step: 0.1 },
  paymentTerms: { min: 0, step: 15 },
} as const;

/** The days the fee formula of docs/product.md#factoring-calculator counts as one period. */
export const FEE_PERIOD_DAYS = 30;

const clamp = (value: number, min: number, max = Infinity): number =>
  Number.isFinite(value) ? Math.min(Math.max(value, min), max) : min;

/** Rounds to whole cents, so 0.1 + 0.2 style noise never reaches a screen. */
export const toCents = (amount: number): number => Math.round(amount * 100) / 100;

export function calculateFactoring(inputs: FactoringInputs): FactoringResult {
  const b = factoringInputBounds;
  const invoice = clamp(inputs.invoiceAmount, b.invoiceAmount.min);
  const advanceRate = clamp(inputs.advanceRate, b.advanceRate.min, b.advanceRate.max);
  const factoringRate = clamp(inputs.factoringRate, b.factoringRate.min, b.factoringRate.max);
  const terms = clamp(inputs.paymentTerms, b.paymentTerms.min);

  const advance = toCents((invoice * advanceRate) / 100);
  const fee = toCents((((invoice * factoringRate) / 100) * terms) / FEE_PERIOD_DAYS);
  const reserve = toCents(invoice - advance);
  const finalPayout = toCents(reserve - fee);
  const totalReceived = toCents(advance + finalPayout);
  const effectiveRate = invoice > 0 ? (fee / invoice) * 100 : 0;
  const annualizedRate = advance > 0 && terms > 0 ? (fee / advance) * (365 / terms) * 100 : null;

  return { advance, fee, reserve, finalPayout, totalReceived, effectiveRate, annualizedRate };
}

/** A percentage shown to 2 decimals, as docs/product.md#factoring-calculator shows the effective rate: 3 → "3.00%". */
export const formatPercent = (percent: number): string => `${percent.toFixed(2)}%`;

// Made on first use: a page's first Intl formatter costs ~50 ms of main thread (loading ICU's
// data), which a form page should not pay while it loads (docs/architecture.md#first-load).
let usd: Intl.NumberFormat | undefined;
/** US dollars with cents: 4850 → "$4,850.00". */
export const formatUsd = (amount: number): string =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(amount);
