import fc from 'fast-check';
import { basisPointsOf, centsOf, divideRoundHalfUp, toCentsNumber } from './rounding';

/**
 * A second, independent statement of the rule: k is the nearest whole number to n / d
 * (|n − k·d| ≤ |d| / 2), and on a tie the one farther from zero.
 */
function isHalfUpOf(k: bigint, n: bigint, d: bigint): boolean {
  const abs = (x: bigint) => (x < 0n ? -x : x);
  const twiceError = abs(2n * (n - k * d));
  if (twiceError > abs(d)) return false;
  if (twiceError < abs(d)) return true;
  // A tie: k·d is half a unit away from n; half up takes the one of larger magnitude.
  return abs(k * d) > abs(n);
}

/** The textbook way: truncate, then step away from zero when the remainder is at least half. */
function referenceHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  const abs = (x: bigint) => (x < 0n ? -x : x);
  if (2n * abs(r) < abs(d)) return q;
  return n < 0n !== d < 0n ? q - 1n : q + 1n;
}

describe('divideRoundHalfUp', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [-5n, -2n, 3n],
    [4n, 2n, 2n],
    [7n, 3n, 2n],
    [8n, 3n, 3n],
    [1n, 2n, 1n],
    [1n, 3n, 0n],
    [-1n, 3n, 0n],
    [0n, 7n, 0n],
    [149n, 100n, 1n],
    [150n, 100n, 2n],
    [-150n, 100n, -2n],
    [249_999n, 100_000n, 2n],
    [250_000n, 100_000n, 3n],
  ])('%p / %p → %p', (n, d, expected) => {
    expect(divideRoundHalfUp(n, d)).toBe(expected);
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('equals the textbook rule and the nearest-integer definition on any integers', () => {
    const big = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
    const nonZero = big.filter((d) => d !== 0n);
    fc.assert(
      fc.property(big, nonZero, (n, d) => {
        const k = divideRoundHalfUp(n, d);
        expect(k).toBe(referenceHalfUp(n, d));
        expect(isHalfUpOf(k, n, d)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('takes every exact half up, at any scale', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (k, half) => {
          // (k + ½) exactly: (2k + 1)·half / (2·half)
          expect(divideRoundHalfUp((2n * k + 1n) * half, 2n * half)).toBe(k + 1n);
          expect(divideRoundHalfUp(-(2n * k + 1n) * half, 2n * half)).toBe(-(k + 1n));
        },
      ),
    );
  });
});

describe('toCentsNumber and centsOf', () => {
  it('hands whole cents across and refuses what a number cannot hold exactly', () => {
    expect(toCentsNumber(98_000_000n)).toBe(98_000_000);
    expect(toCentsNumber(-12n)).toBe(-12);
    expect(() => toCentsNumber(2n ** 53n)).toThrow(RangeError);
    expect(centsOf(100_000_000)).toBe(100_000_000n);
    expect(() => centsOf(12.5)).toThrow(RangeError);
    expect(() => centsOf(Number.NaN)).toThrow(RangeError);
  });
});

describe('basisPointsOf', () => {
  it('reads a rate with up to two decimals exactly, whatever its float looks like', () => {
    expect(basisPointsOf(90)).toBe(9000n);
    expect(basisPointsOf(2.5)).toBe(250n);
    expect(basisPointsOf(0.7)).toBe(70n); // 0.7 × 100 = 70.00000000000001 as floats
    expect(basisPointsOf(97.55)).toBe(9755n);
    expect(basisPointsOf(1.1)).toBe(110n);
  });

  it('refuses a third decimal instead of rounding it away', () => {
    expect(() => basisPointsOf(2.555)).toThrow(RangeError);
    expect(() => basisPointsOf(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
