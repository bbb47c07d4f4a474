import { estimateRate, rateDefaults, riskLabelFor } from './rates';

describe('estimateRate', () => {
  it('quotes the base 2.0 % for the defaults, range 1.8-2.2, Standard Risk', () => {
    expect(estimateRate(rateDefaults)).toEqual({
      rate: 2,
      rangeLow: 1.8,
      rangeHigh: 2.2,
      riskLabel: 'Standard Risk',
      weeklyCashAccess: 10392.61,
    });
  });

  it('takes 0.3 off above 100,000 a month, not at exactly 100,000', () => {
    expect(estimateRate({ ...rateDefaults, monthlyVolume: 100000 }).rate).toBe(2);
    expect(estimateRate({ ...rateDefaults, monthlyVolume: 100001 }).rate).toBe(1.7);
  });

  it('takes 0.2 off for Excellent credit only', () => {
    expect(estimateRate({ ...rateDefaults, creditRating: 'Excellent' }).rate).toBe(1.8);
    expect(estimateRate({ ...rateDefaults, creditRating: 'Fair' }).rate).toBe(2);
    expect(estimateRate({ ...rateDefaults, creditRating: 'Poor' }).rate).toBe(2);
  });

  it('adds 0.4 under 1 year in business', () => {
    expect(estimateRate({ ...rateDefaults, yearsInBusiness: 0 }).rate).toBe(2.4);
    expect(estimateRate({ ...rateDefaults, yearsInBusiness: 1 }).rate).toBe(2);
  });

  it('adds 0.3 for Hot Shot, Auto Transport and Heavy Haul', () => {
    for (const industry of ['Hot Shot', 'Auto Transport', 'Heavy Haul'] as const) {
      expect(estimateRate({ ...rateDefaults, industry }).rate).toBe(2.3);
    }
    expect(estimateRate({ ...rateDefaults, industry: 'Refrigerated' }).rate).toBe(2);
  });

  it('clamps the rate at 1.5 and the range low end too', () => {
    const best = estimateRate({ ...rateDefaults, monthlyVolume: 250000, creditRating: 'Excellent' });
    expect(best.rate).toBe(1.5);
    expect(best.rangeLow).toBe(1.5);
    expect(best.rangeHigh).toBe(1.7);
    expect(best.riskLabel).toBe('Low Risk');
  });

  it('adds everything up for a new heavy-haul carrier: 2.7, Moderate Risk', () => {
    const result = estimateRate({ ...rateDefaults, yearsInBusiness: 0, industry: 'Heavy Haul' });
    expect(result.rate).toBe(2.7);
    expect(result.rangeLow).toBe(2.5);
    expect(result.rangeHigh).toBe(2.9);
    expect(result.riskLabel).toBe('Moderate Risk');
  });

  it('works out weekly cash access as volume / 4.33 × advance rate', () => {
    expect(estimateRate({ ...rateDefaults, monthlyVolume: 43300, advanceRate: 80 }).weeklyCashAccess).toBe(
      8000,
    );
    expect(estimateRate({ ...rateDefaults, monthlyVolume: 0 }).weeklyCashAccess).toBe(0);
  });

  it('holds the advance rate to 70-95 %', () => {
    expect(estimateRate({ ...rateDefaults, monthlyVolume: 43300, advanceRate: 100 }).weeklyCashAccess).toBe(
      9500,
    );
    expect(estimateRate({ ...rateDefaults, monthlyVolume: 43300, advanceRate: 50 }).weeklyCashAccess).toBe(
      7000,
    );
  });
});

describe('riskLabelFor', () => {
  it.each([
    [1.5, 'Low Risk'],
    [1.8, 'Low Risk'],
    [1.9, 'Standard Risk'],
    [2.2, 'Standard Risk'],
    [2.3, 'Moderate Risk'],
    [2.8, 'Moderate Risk'],
    [2.9, 'Higher Risk'],
    [5, 'Higher Risk'],
  ])('labels %s as %s', (rate, label) => {
    expect(riskLabelFor(rate)).toBe(label);
  });

  it('puts Excellent credit with under a year exactly on 2.2: Standard Risk', () => {
    const result = estimateRate({ ...rateDefaults, creditRating: 'Excellent', yearsInBusiness: 0 });
    expect(result.rate).toBe(2.2);
    expect(result.riskLabel).toBe('Standard Risk');
  });
});
