import { formatCents } from './money';
import { mcNumberDigits } from './portal';

describe('mcNumberDigits', () => {
  it('takes 1 to 8 digits, with or without the MC prefix a rate confirmation prints', () => {
    expect(mcNumberDigits('123456')).toBe('123456');
    expect(mcNumberDigits(' MC 123456 ')).toBe('123456');
    expect(mcNumberDigits('mc-123456')).toBe('123456');
    expect(mcNumberDigits('MC123456')).toBe('123456');
    expect(mcNumberDigits('12345678')).toBe('12345678');
  });

  it('ignores leading zeros, so one broker has one number', () => {
    expect(mcNumberDigits('0012345')).toBe('12345');
  });

  it('refuses anything else', () => {
    for (const value of ['', 'MC', '0', '000', '123456789', '12 34', '12a456', 'DOT 123456', '-5', '1.5']) {
      expect(mcNumberDigits(value)).toBeNull();
    }
  });
});

describe('formatCents', () => {
  it('shows integer cents as dollars with two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-2500)).toBe('-$25.00');
  });
});
