/**
 * The one rounding rule for money (docs/product.md#the-money-exactly): every formula is an exact
 * fraction of whole numbers, divided and rounded once, half up, to a whole cent. Nothing on the way
 * is a float, so 0.5 cent is always 0.5 cent and never 0.49999…
 */

/**
 * numerator / denominator rounded to the nearest whole number, halves away from zero
 * (5 / 2 → 3, −5 / 2 → −3), in exact integer arithmetic. "Half up" as bookkeeping means it: a half
 * cent is charged as a whole one, and the same rule mirrored for a negative amount.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Cannot divide money by zero.');
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  // floor(n / d + 1/2) = floor((2n + d) / 2d)
  return (sign * (2n * n + d)) / (2n * d);
}

/** A bigint count of cents as a number, refused when a number could not hold it exactly. */
export function toCentsNumber(cents: bigint): number {
  if (cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`${cents} cents is beyond what a number holds exactly.`);
  }
  return Number(cents);
}

/** A whole number of cents, or a RangeError naming what was wrong: amounts come in as integers only. */
export function centsOf(value: number, name = 'amount'): bigint {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be a whole number of cents, not ${value}.`);
  return BigInt(value);
}

/** Hundredths of a percent: 2.5 % → 250. Two decimals hold every rate the terms allow. */
export const BASIS_POINTS_PER_PERCENT = 100n;
const MAX_PERCENT_DECIMALS = 2;

/**
 * A percentage as exact basis points (97.5 → 9750n). A rate with more than two decimals is refused
 * rather than rounded: rounding a rate would be a second, hidden rounding in every formula.
 */
export function basisPointsOf(percent: number, name = 'percent'): bigint {
  const scaled = percent * 10 ** MAX_PERCENT_DECIMALS;
  const whole = Math.round(scaled);
  // A decimal like 0.7 is 0.69999… as a float; its scaled value is within a hair of a whole number.
  if (!Number.isFinite(percent) || Math.abs(scaled - whole) > 1e-6 || !Number.isSafeInteger(whole)) {
    throw new RangeError(`${name} must be a percentage with at most two decimals, not ${percent}.`);
  }
  return BigInt(whole);
}
