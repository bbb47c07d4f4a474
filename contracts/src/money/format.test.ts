import fc from 'fast-check';
import { centsToDecimal, dollarsToCents, formatCents } from './format';

describe('centsToDecimal (statement CSV)', () => {
  it.each([
    [123_450, '1234.50'],
    [-1_200, '-12.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [100_000_000, '1000000.00'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%p → %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it('refuses what is not whole cents', () => {
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });

  it('reads back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(dollarsToCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatCents (for people)', () => {
  it('writes US dollars the US way in English and in US Spanish', () => {
    expect(formatCents(123_450)).toBe('$1,234.50');
    expect(formatCents(-1_200, 'en')).toBe('-$12.00');
    expect(formatCents(100_000_000, 'en')).toBe('$1,000,000.00');
    expect(formatCents(123_450, 'es')).toBe('$1,234.50');
    expect(formatCents(-5, 'es')).toBe('-$0.05');
    expect(formatCents(0, 'es')).toBe('$0.00');
  });
});

describe('dollarsToCents', () => {
  it.each([
    ['1234.5', 123_450],
    ['$1,234.50', 123_450],
    [' $ 950.00 ', 95_000],
    ['1,234', 123_400],
    ['0.07', 7],
    ['-12', -1_200],
    ['2450', 245_000],
  ])('%p → %p', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', '12.345', '1,23.00', '12,34', 'abc', '$', '1.2.3', '1e3', '99999999999999999999'])(
    'refuses %p',
    (text) => {
      expect(dollarsToCents(text)).toBeNull();
    },
  );
});
