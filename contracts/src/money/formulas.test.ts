import fc from 'fast-check';
import {
  advanceFor,
  averageDaysToPay,
  chargeBackInvoice,
  feeDays,
  feeFor,
  fundInvoice,
  precheckPreview,
  receiveBrokerPayment,
  releaseReserve,
} from './formulas';

describe('advanceFor: round(A × advanceRatePercent / 100)', () => {
  it.each([
    // A (cents), rate, advance — worked by hand
    [500_000, 90, 450_000], // $5,000 at 90 %
    [12_345, 90, 11_111], // 11,110.5 → up
    [12_335, 90, 11_102], // 11,101.5 → up
    [12_344, 90, 11_110], // 11,109.6
    [5, 70, 4], // 3.5 → up
    [15, 70, 11], // 10.5 → up
    [1, 70, 1], // 0.7
    [1, 98, 1], // 0.98
    [2, 97.5, 2], // 1.95
    [1_000_001, 97.25, 972_501], // 972,500.9725
    [100_000_000, 98, 98_000_000], // the largest invoice at the highest rate
    [99_999_999, 98, 97_999_999], // 97,999,999.02
  ])('%p cents at %p %% → %p', (amount, rate, advance) => {
    expect(advanceFor(amount, rate)).toBe(advance);
  });

  it('leaves the rest, A − advance, as the reserve: advance + reserve = A, advance never above A', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 7_000, max: 9_800 }),
        (amount, basisPoints) => {
          const advance = advanceFor(amount, basisPoints / 100);
          const reserve = amount - advance;
          expect(advance + reserve).toBe(amount);
          expect(Number.isSafeInteger(advance)).toBe(true);
          expect(advance).toBeGreaterThanOrEqual(0);
          expect(reserve).toBeGreaterThanOrEqual(0);
          // Within half a cent of the exact product.
          expect(Math.abs(advance * 10_000 - amount * basisPoints)).toBeLessThanOrEqual(5_000);
        },
      ),
    );
  });

  it('refuses amounts that are not whole cents and rates with a third decimal', () => {
    expect(() => advanceFor(100.5, 90)).toThrow(RangeError);
    expect(() => advanceFor(10_000, 90.125)).toThrow(RangeError);
  });
});

describe('feeFor: round(A × fee% / 100 × days / 30), rounded once', () => {
  it.each([
    // A, fee %, days, fee — worked by hand
    [500_000, 2, 30, 10_000], // $5,000 × 2 % for 30 days = $100
    [250_000, 2.5, 34, 7_083], // 7,083.33
    [1_000, 1.5, 1, 1], // 0.5 → up
    [1_000, 0.5, 3, 1], // 0.5 → up
    [999, 0.5, 3, 0], // 0.4995
    [11_000, 0.7, 45, 116], // 115.5 → up; as floats 115.49999999999999 would round down
    [123_457, 2, 1, 82], // 82.30
    [100_000_000, 6, 365, 73_000_000], // the largest invoice, highest fee, a year
    [99_999_999, 6, 365, 72_999_999], // 72,999,999.27
    [100_000_000, 0.5, 1, 16_667], // 16,666.67
    [100_000_000, 6, 0, 0],
  ])('%p cents at %p %% for %p days → %p', (amount, fee, days, expected) => {
    expect(feeFor(amount, fee, days)).toBe(expected);
  });

  it('equals the exact product rounded half up, for any amount, rate and days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 5, max: 60 }),
        fc.integer({ min: 0, max: 400 }),
        (amount, tenths, days) => {
          const fee = feeFor(amount, tenths / 10, days);
          // fee = round(amount × tenths / 1000 × days / 30): |fee × 30,000 − amount × tenths × days| ≤ 15,000,
          // and exactly 15,000 only when rounding up.
          const error = fee * 30_000 - amount * tenths * days;
          expect(error).toBeGreaterThan(-15_000);
          expect(error).toBeLessThanOrEqual(15_000);
        },
      ),
    );
  });
});

describe('feeDays: max(1, d − funded date) in calendar days', () => {
  it.each([
    ['2026-03-01', '2026-03-31', 30],
    ['2026-03-01', '2026-03-01', 1],
    ['2026-03-07', '2026-03-09', 2], // across the March DST change: days, not hours
    ['2026-02-27', '2026-03-01', 2], // February 2026 has 28 days
    ['2028-02-27', '2028-03-01', 3], // 2028 is a leap year
    ['2026-12-31', '2027-01-01', 1],
    ['2026-03-10', '2026-03-09', 1], // never below one day
  ])('%s → %s is %p', (funded, on, days) => {
    expect(feeDays(funded, on)).toBe(days);
  });
});

describe('fundInvoice', () => {
  it('pays the advance, less what the client owes, and owes less after', () => {
    expect(fundInvoice(200_000, 90, 0)).toEqual({
      advanceCents: 180_000,
      deductionCents: 0,
      payoutCents: 180_000,
      owedAfterCents: 0,
      entries: [{ kind: 'advance', amountCents: 180_000 }],
    });
    expect(fundInvoice(100_000, 90, 34_000)).toEqual({
      advanceCents: 90_000,
      deductionCents: 34_000,
      payoutCents: 56_000,
      owedAfterCents: 0,
      entries: [
        { kind: 'advance', amountCents: 90_000 },
        { kind: 'deduction', amountCents: -34_000 },
      ],
    });
  });

  it('takes at most the whole advance when the client owes more', () => {
    expect(fundInvoice(10_000, 80, 50_000)).toMatchObject({
      advanceCents: 8_000,
      deductionCents: 8_000,
      payoutCents: 0,
      owedAfterCents: 42_000,
    });
  });
});

describe('receiveBrokerPayment and releaseReserve', () => {
  it('charges the fee for the days since funding and releases the rest', () => {
    const payment = receiveBrokerPayment({
      amountCents: 500_000,
      advanceCents: 450_000,
      feePercentPer30Days: 2,
      fundedOn: '2026-03-02',
      receivedOn: '2026-04-06',
      paymentCents: 500_000,
    });
    // 35 days: 500,000 × 2 % × 35 / 30 = 11,666.67
    expect(payment).toEqual({
      days: 35,
      feeCents: 11_667,
      reserveReleaseCents: 38_333,
      entries: [{ kind: 'payment', amountCents: -500_000 }],
    });
    expect(releaseReserve(500_000, 450_000, 11_667)).toEqual({
      reserveReleaseCents: 38_333,
      payoutCents: 38_333,
      owedIncreaseCents: 0,
      entries: [
        { kind: 'fee', amountCents: 11_667 },
        { kind: 'reserve_release', amountCents: 38_333 },
      ],
    });
  });

  it('records a short payment as a negative release: nothing paid out, owed grows', () => {
    expect(releaseReserve(150_000, 180_000, 4_000)).toEqual({
      reserveReleaseCents: -34_000,
      payoutCents: 0,
      owedIncreaseCents: 34_000,
      entries: [
        { kind: 'fee', amountCents: 4_000 },
        { kind: 'reserve_release', amountCents: -34_000 },
      ],
    });
  });

  it('refuses a negative payment', () => {
    expect(() =>
      receiveBrokerPayment({
        amountCents: 100,
        advanceCents: 90,
        feePercentPer30Days: 2,
        fundedOn: '2026-03-02',
        receivedOn: '2026-03-03',
        paymentCents: -1,
      }),
    ).toThrow(RangeError);
  });
});

describe('chargeBackInvoice', () => {
  it('makes the client owe the advance and the fee for the days since funding', () => {
    // 45 days: 50,000 × 2 % × 45 / 30 = 1,500
    expect(chargeBackInvoice(50_000, 45_000, 2, '2026-04-05', '2026-05-20')).toEqual({
      days: 45,
      feeCents: 1_500,
      owedIncreaseCents: 46_500,
      entries: [
        { kind: 'charge_back', amountCents: -45_000 },
        { kind: 'fee', amountCents: 1_500 },
      ],
    });
  });
});

describe('averageDaysToPay', () => {
  it('rounds the mean half up to a whole day, null with no payments', () => {
    expect(averageDaysToPay([])).toBeNull();
    expect(averageDaysToPay([30, 31])).toBe(31); // 30.5
    expect(averageDaysToPay([30, 30, 31])).toBe(30); // 30.33
    expect(averageDaysToPay([0])).toBe(0);
  });
});

describe('precheckPreview', () => {
  const terms = { advanceRatePercent: 90, feePercentPer30Days: 2.5 };

  it("estimates at the broker's usual days and dates the payment that many calendar days on", () => {
    expect(
      precheckPreview({
        amountCents: 250_000,
        terms,
        owedCents: 0,
        averageDaysToPay: 34,
        today: '2026-11-20',
      }),
    ).toEqual({
      advanceCents: 225_000,
      deductionCents: 0,
      payoutCents: 225_000,
      estimatedFeeCents: 7_083, // 250,000 × 2.5 % × 34 / 30 = 7,083.33
      reserveCents: 25_000,
      estimatedReleaseCents: 17_917,
      daysToPay: 34,
      expectedPaymentDate: '2026-12-24',
    });
  });

  it('assumes 30 days for a broker that has never paid, and deducts what the client owes', () => {
    expect(
      precheckPreview({
        amountCents: 100_000,
        terms,
        owedCents: 12_000,
        averageDaysToPay: null,
        today: '2026-02-15',
      }),
    ).toMatchObject({
      advanceCents: 90_000,
      deductionCents: 12_000,
      payoutCents: 78_000,
      estimatedFeeCents: 2_500,
      reserveCents: 10_000,
      daysToPay: 30,
      expectedPaymentDate: '2026-03-17',
    });
  });

  it('charges at least a day for a broker that pays the same day', () => {
    expect(
      precheckPreview({
        amountCents: 300_000,
        terms,
        owedCents: 0,
        averageDaysToPay: 0,
        today: '2026-06-01',
      }),
    ).toMatchObject({ estimatedFeeCents: 250, expectedPaymentDate: '2026-06-01' });
  });

  it('refuses a fractional average: the brokers module rounds it with averageDaysToPay', () => {
    expect(() =>
      precheckPreview({ amountCents: 1, terms, owedCents: 0, averageDaysToPay: 30.5, today: '2026-06-01' }),
    ).toThrow(RangeError);
  });
});
