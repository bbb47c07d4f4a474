import { calculateFactoring, factoringDefaults, formatPercent, formatUsd } from './factoring';

describe('calculateFactoring', () => {
  it('gives the spec figures for the defaults (invoice 5000, 90 %, 2 %, 45 days)', () => {
    const result = calculateFactoring(factoringDefaults);
    expect(result.advance).toBe(4500);
    expect(result.fee).toBe(150);
    expect(result.reserve).toBe(500);
    expect(result.finalPayout).toBe(350);
    expect(result.totalReceived).toBe(4850);
    expect(formatPercent(result.effectiveRate)).toBe('3.00%');
  });

  it('charges the fee per 30-day period of the payment terms', () => {
    const result = calculateFactoring({ ...factoringDefaults, paymentTerms: 30 });
    expect(result.fee).toBe(100);
    expect(result.finalPayout).toBe(400);
    expect(formatPercent(result.effectiveRate)).toBe('2.00%');
  });

  it('annualises the fee on the money advanced: 150 / 4500 × 365 / 45 = 27.04 %', () => {
    expect(formatPercent(calculateFactoring(factoringDefaults).annualizedRate!)).toBe('27.04%');
  });

  it('has no annualised rate when nothing is advanced or terms are 0 days', () => {
    expect(calculateFactoring({ ...factoringDefaults, advanceRate: 0 }).annualizedRate).toBeNull();
    expect(calculateFactoring({ ...factoringDefaults, paymentTerms: 0 }).annualizedRate).toBeNull();
  });

  it('keeps amounts to whole cents', () => {
    const result = calculateFactoring({
      invoiceAmount: 1234.56,
      advanceRate: 85,
      factoringRate: 1.7,
      paymentTerms: 45,
    });
    expect(result.advance).toBe(1049.38);
    expect(result.fee).toBe(31.48);
    expect(result.reserve).toBe(185.18);
    expect(result.finalPayout).toBe(153.7);
    expect(result.totalReceived).toBe(1203.08);
  });

  it('answers zeros, not NaN, for an empty invoice', () => {
    const result = calculateFactoring({ ...factoringDefaults, invoiceAmount: 0 });
    expect(result).toMatchObject({
      advance: 0,
      fee: 0,
      reserve: 0,
      finalPayout: 0,
      totalReceived: 0,
      effectiveRate: 0,
    });
  });

  it('holds inputs to their bounds (advance 0-100, rate 0-10, no negatives)', () => {
    const result = calculateFactoring({
      invoiceAmount: 1000,
      advanceRate: 150,
      factoringRate: 25,
      paymentTerms: -30,
    });
    expect(result.advance).toBe(1000);
    expect(result.fee).toBe(0);
    expect(
      calculateFactoring({ invoiceAmount: 1000, advanceRate: 90, factoringRate: 25, paymentTerms: 30 }).fee,
    ).toBe(100);
    expect(
      calculateFactoring({ invoiceAmount: -500, advanceRate: 90, factoringRate: 2, paymentTerms: 30 })
        .advance,
    ).toBe(0);
  });
});

describe('formatUsd', () => {
  it('shows US dollars with cents', () => {
    expect(formatUsd(4850)).toBe('$4,850.00');
    expect(formatUsd(153.7)).toBe('$153.70');
  });
});
