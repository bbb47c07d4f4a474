import { FEE_PERIOD_DAYS } from '../factoring';
import { addCalendarDays, calendarDaysBetween, type CalendarDate } from './calendar-date';
import type { LedgerEntryDraft } from './ledger';
import { basisPointsOf, centsOf, divideRoundHalfUp, toCentsNumber } from './rounding';
import { DEFAULT_DAYS_TO_PAY, type ClientTerms } from './terms';

/*
 * The money of docs/product.md#the-money-exactly, one function per step of an invoice's life. `A`
 * is the invoice amount; every amount is whole cents; each formula is one exact fraction rounded
 * once, half up (rounding.ts). Each step returns the ledger entries it writes, signed as
 * ledger.ts explains.
 */

const BASIS_POINTS = 10_000n; // 100 % in basis points
const PERIOD = BigInt(FEE_PERIOD_DAYS);

/** advance = round(A × advanceRatePercent / 100). */
export function advanceFor(amountCents: number, advanceRatePercent: number): number {
  const rate = basisPointsOf(advanceRatePercent, 'advanceRatePercent');
  return toCentsNumber(divideRoundHalfUp(centsOf(amountCents) * rate, BASIS_POINTS));
}

/** fee = round(A × feePercentPer30Days / 100 × days / 30), one rounding for the whole product. */
export function feeFor(amountCents: number, feePercentPer30Days: number, days: number): number {
  if (!Number.isSafeInteger(days) || days < 0)
    throw new RangeError(`days must be a whole number ≥ 0, not ${days}.`);
  const rate = basisPointsOf(feePercentPer30Days, 'feePercentPer30Days');
  return toCentsNumber(divideRoundHalfUp(centsOf(amountCents) * rate * BigInt(days), BASIS_POINTS * PERIOD));
}

/** The days a fee is charged for: max(1, d − funded date), so money advanced today costs a day. */
export const feeDays = (fundedOn: CalendarDate, on: CalendarDate): number =>
  Math.max(1, calendarDaysBetween(fundedOn, on));

/**
 * A broker's usual days to pay: the mean of its paid invoices' days from funding to payment,
 * rounded half up to a whole day; null when it has none.
 */
export function averageDaysToPay(days: readonly number[]): number | null {
  if (days.length === 0) return null;
  const total = days.reduce((sum, day) => sum + centsOf(day, 'days'), 0n);
  return toCentsNumber(divideRoundHalfUp(total, BigInt(days.length)));
}

export interface Funding {
  advanceCents: number;
  /** What the client owed, taken out of this advance: min(owed, advance). */
  deductionCents: number;
  /** What is sent to the client: advance − deduction. */
  payoutCents: number;
  /** What the client still owes afterwards. */
  owedAfterCents: number;
  entries: LedgerEntryDraft[];
}

/** fund: advance = round(A × rate / 100); payout = advance − min(owed, advance); owed falls by the deduction. */
export function fundInvoice(amountCents: number, advanceRatePercent: number, owedCents: number): Funding {
  const advance = advanceFor(amountCents, advanceRatePercent);
  const owed = Number(centsOf(owedCents, 'owedCents'));
  const deduction = Math.min(Math.max(owed, 0), advance);
  const entries: LedgerEntryDraft[] = [{ kind: 'advance', amountCents: advance }];
  if (deduction > 0) entries.push({ kind: 'deduction', amountCents: -deduction });
  return {
    advanceCents: advance,
    deductionCents: deduction,
    payoutCents: advance - deduction,
    owedAfterCents: owed - deduction,
    entries,
  };
}

export interface Payment {
  /** max(1, receivedOn − fundedOn). */
  days: number;
  /** The fee the invoice has earned; charged (written to the ledger) at release. */
  feeCents: number;
  /** What the client gets at release: P − advance − fee (negative when the broker paid short). */
  reserveReleaseCents: number;
  entries: LedgerEntryDraft[];
}

export interface PaymentInput {
  amountCents: number;
  advanceCents: number;
  feePercentPer30Days: number;
  fundedOn: CalendarDate;
  receivedOn: CalendarDate;
  /** P: what the broker paid. */
  paymentCents: number;
}

/** A broker's payment of P received on day d: days = max(1, d − funded date), fee = round(A × fee% / 100 × days / 30). */
export function receiveBrokerPayment(input: PaymentInput): Payment {
  const paid = Number(centsOf(input.paymentCents, 'paymentCents'));
  if (paid < 0) throw new RangeError('A payment is never negative.');
  const days = feeDays(input.fundedOn, input.receivedOn);
  const fee = feeFor(input.amountCents, input.feePercentPer30Days, days);
  return {
    days,
    feeCents: fee,
    reserveReleaseCents: paid - input.advanceCents - fee,
    entries: [{ kind: 'payment', amountCents: -paid }],
  };
}

export interface Release {
  /** P − advance − fee; negative when the payment did not cover the advance and the fee. */
  reserveReleaseCents: number;
  /** What is sent to the client: the release when positive, else nothing. */
  payoutCents: number;
  /** How much `owed` grows: the release's absolute value when negative, else 0. */
  owedIncreaseCents: number;
  entries: LedgerEntryDraft[];
}

/** release: the fee is charged and reserveRelease = P − advance − fee is one entry, negative when short. */
export function releaseReserve(paymentCents: number, advance: number, fee: number): Release {
  const reserveRelease = Number(centsOf(paymentCents) - centsOf(advance) - centsOf(fee));
  return {
    reserveReleaseCents: reserveRelease,
    payoutCents: Math.max(0, reserveRelease),
    owedIncreaseCents: Math.max(0, -reserveRelease),
    entries: [
      { kind: 'fee', amountCents: fee },
      { kind: 'reserve_release', amountCents: reserveRelease },
    ],
  };
}

export interface ChargeBack {
  days: number;
  feeCents: number;
  /** advance + fee: what the client owes for this invoice from now on. */
  owedIncreaseCents: number;
  entries: LedgerEntryDraft[];
}

/** charge-back on day d: owed grows by advance + round(A × fee% / 100 × max(1, d − funded) / 30). */
export function chargeBackInvoice(
  amountCents: number,
  advance: number,
  feePercentPer30Days: number,
  fundedOn: CalendarDate,
  on: CalendarDate,
): ChargeBack {
  const days = feeDays(fundedOn, on);
  const fee = feeFor(amountCents, feePercentPer30Days, days);
  return {
    days,
    feeCents: fee,
    owedIncreaseCents: advance + fee,
    entries: [
      { kind: 'charge_back', amountCents: -advance },
      { kind: 'fee', amountCents: fee },
    ],
  };
}

export interface PrecheckPreview {
  advanceCents: number;
  /** Taken out of the advance for what the client owes. */
  deductionCents: number;
  /** Sent today: advance − deduction. */
  payoutCents: number;
  /** The fee if the broker pays in its usual days (30 when unknown). */
  estimatedFeeCents: number;
  /** A − advance: held until the broker pays. */
  reserveCents: number;
  /** What the reserve should bring when the broker pays: reserve − estimated fee (negative: owed). */
  estimatedReleaseCents: number;
  /** The days assumed: the broker's average days to pay, or 30. */
  daysToPay: number;
  /** today + daysToPay. */
  expectedPaymentDate: CalendarDate;
}

export interface PrecheckInput {
  amountCents: number;
  terms: Pick<ClientTerms, 'advanceRatePercent' | 'feePercentPer30Days'>;
  owedCents: number;
  /** The broker's usual days to pay, a whole number; null when it has never paid. */
  averageDaysToPay: number | null;
  /** Today in BUSINESS_TIMEZONE. */
  today: CalendarDate;
}

/**
 * The precheck's money: exactly what funding would send today and what the broker's payment
 * should bring, if it pays in its usual days. The contract's preview is advanceCents, payoutCents,
 * estimatedFeeCents, reserveCents and expectedPaymentDate; the rest says how they were reached.
 */
export function precheckPreview(input: PrecheckInput): PrecheckPreview {
  const daysToPay = input.averageDaysToPay ?? DEFAULT_DAYS_TO_PAY;
  if (!Number.isSafeInteger(daysToPay) || daysToPay < 0) {
    throw new RangeError(`averageDaysToPay must be a whole number ≥ 0, not ${daysToPay}.`);
  }
  const funding = fundInvoice(input.amountCents, input.terms.advanceRatePercent, input.owedCents);
  const fee = feeFor(input.amountCents, input.terms.feePercentPer30Days, Math.max(1, daysToPay));
  const reserve = input.amountCents - funding.advanceCents;
  return {
    advanceCents: funding.advanceCents,
    deductionCents: funding.deductionCents,
    payoutCents: funding.payoutCents,
    estimatedFeeCents: fee,
    reserveCents: reserve,
    estimatedReleaseCents: reserve - fee,
    daysToPay,
    expectedPaymentDate: addCalendarDays(input.today, daysToPay),
  };
}
