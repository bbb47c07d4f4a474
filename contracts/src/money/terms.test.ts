import { clientTermsProblems, DEFAULT_RECOURSE_DAYS, invoiceAmountProblem } from './terms';

describe('clientTermsProblems', () => {
  it('accepts terms inside the ranges, recourse days defaulting to 90', () => {
    expect(
      clientTermsProblems({ advanceRatePercent: 90, feePercentPer30Days: 2.5, recourseDays: 90 }),
    ).toEqual({});
    expect(clientTermsProblems({ advanceRatePercent: 70, feePercentPer30Days: 0.5 })).toEqual({});
    expect(
      clientTermsProblems({ advanceRatePercent: 98, feePercentPer30Days: 6, recourseDays: 120 }),
    ).toEqual({});
    expect(
      clientTermsProblems({ advanceRatePercent: 97.5, feePercentPer30Days: 0.7, recourseDays: 30 }),
    ).toEqual({});
    expect(DEFAULT_RECOURSE_DAYS).toBe(90);
  });

  it('names each field outside its range or precision', () => {
    expect(
      clientTermsProblems({ advanceRatePercent: 69.99, feePercentPer30Days: 6.1, recourseDays: 121 }),
    ).toEqual({
      advanceRatePercent: 'out_of_range',
      feePercentPer30Days: 'out_of_range',
      recourseDays: 'out_of_range',
    });
    expect(
      clientTermsProblems({ advanceRatePercent: 90.125, feePercentPer30Days: 2.25, recourseDays: 45.5 }),
    ).toEqual({
      advanceRatePercent: 'invalid_format',
      feePercentPer30Days: 'invalid_format',
      recourseDays: 'invalid_format',
    });
    expect(clientTermsProblems({ advanceRatePercent: '90', feePercentPer30Days: Number.NaN })).toEqual({
      advanceRatePercent: 'not_number',
      feePercentPer30Days: 'not_number',
    });
    expect(clientTermsProblems({ recourseDays: null })).toEqual({
      advanceRatePercent: 'required',
      feePercentPer30Days: 'required',
    });
  });
});

describe('invoiceAmountProblem', () => {
  it('takes 1 cent to $1,000,000.00 in whole cents', () => {
    expect(invoiceAmountProblem(1)).toBeNull();
    expect(invoiceAmountProblem(100_000_000)).toBeNull();
    expect(invoiceAmountProblem(0)).toBe('out_of_range');
    expect(invoiceAmountProblem(100_000_001)).toBe('out_of_range');
    expect(invoiceAmountProblem(10.5)).toBe('invalid_format');
    expect(invoiceAmountProblem('100')).toBe('not_number');
  });
});
