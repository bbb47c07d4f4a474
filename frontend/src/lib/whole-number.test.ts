import { wholeNumber } from './whole-number';

describe('wholeNumber', () => {
  it('writes whole numbers as toLocaleString does in en-US and es-US', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, -4500, -999]) {
      expect(wholeNumber(value)).toBe(value.toLocaleString('en-US'));
      expect(wholeNumber(value)).toBe(value.toLocaleString('es-US'));
    }
  });
});
