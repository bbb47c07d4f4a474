import { estimateExampleInputs, estimateFee, feeInPlainWords, type EstimateAnswers } from './estimate';
import { factoringDefaults, formatPercent } from './factoring';

const answers: EstimateAnswers = {
  monthlyRevenue: '50k-100k',
  yearsInBusiness: '3-5',
  businessType: 'small-fleet',
  numberOfTrucks: 6,
  servicesInterested: 'factoring',
};

describe('estimateFee', () => {
  it('spans Excellent to Good credit on the rate tool formula: 1.6-2.2 % for a mid-size established carrier', () => {
    expect(estimateFee(answers)).toEqual({ low: 1.6, high: 2.2 });
  });

  it('takes the volume discount above $100,000 a month: 1.5-1.9 %', () => {
    expect(estimateFee({ ...answers, monthlyRevenue: '100k-250k' })).toEqual({ low: 1.5, high: 1.9 });
    expect(estimateFee({ ...answers, monthlyRevenue: 'over-500k' })).toEqual({ low: 1.5, high: 1.9 });
  });

  it('adds the startup surcharge under 1 year: 2.0-2.6 %', () => {
    expect(estimateFee({ ...answers, monthlyRevenue: 'under-25k', yearsInBusiness: 'startup' })).toEqual({
      low: 2,
      high: 2.6,
    });
    expect(estimateFee({ ...answers, yearsInBusiness: '1-2' })).toEqual({ low: 1.6, high: 2.2 });
  });

  it('is not moved by trucks, business type or service, as the rate tool has no such factor', () => {
    expect(
      estimateFee({
        ...answers,
        numberOfTrucks: 80,
        businessType: 'large-fleet',
        servicesInterested: 'all-services',
      }),
    ).toEqual({ low: 1.6, high: 2.2 });
  });
});

describe('feeInPlainWords', () => {
  it('names the calculator defaults: $4,500 today, $350 later, a $150 fee, 27.04 % a year', () => {
    const words = feeInPlainWords(factoringDefaults);
    expect(words).toMatchObject({ invoice: 5000, today: 4500, later: 350, paymentTerms: 45, fee: 150 });
    expect(formatPercent(words.yearlyRate!)).toBe('27.04%');
  });

  it('words an estimate on a $5,000 load paid in 30 days at its high end: $110 fee, 29.74 % a year', () => {
    const words = feeInPlainWords(estimateExampleInputs({ low: 1.6, high: 2.2 }));
    expect(words).toMatchObject({ invoice: 5000, today: 4500, later: 390, paymentTerms: 30, fee: 110 });
    expect(formatPercent(words.yearlyRate!)).toBe('29.74%');
  });

  it('has no yearly rate when nothing is advanced', () => {
    expect(feeInPlainWords({ ...factoringDefaults, advanceRate: 0 }).yearlyRate).toBeNull();
  });
});
