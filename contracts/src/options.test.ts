import {
  businessTypes,
  businessTypeLabels,
  externalSystemTypes,
  fuelCardTiers,
  monthlyFuelSpends,
  monthlyRevenues,
  optionLabel,
  serviceLabels,
  servicesInterested,
  usStates,
  yearsInBusinessOptions,
} from './options';

describe('option lists (docs/product.md#option-lists)', () => {
  it('hold exactly the spec values', () => {
    expect(monthlyRevenues).toEqual([
      'under-25k',
      '25k-50k',
      '50k-100k',
      '100k-250k',
      '250k-500k',
      'over-500k',
    ]);
    expect(businessTypes).toEqual([
      'owner-operator',
      'small-fleet',
      'medium-fleet',
      'large-fleet',
      'freight-broker',
      'logistics',
    ]);
    expect(yearsInBusinessOptions).toEqual(['startup', '1-2', '3-5', '6-10', 'over-10']);
    expect(monthlyFuelSpends).toEqual(['under-1k', '1k-3k', '3k-5k', '5k-10k', '10k-20k', 'over-20k']);
    expect(fuelCardTiers).toEqual(['fleet']);
    expect(externalSystemTypes).toEqual(['quickbooks', 'sage', 'xero', 'trucking-software', 'custom']);
  });

  it('offer the five services plus fuel-card-{tier}', () => {
    expect(servicesInterested).toEqual([
      'factoring',
      'line-of-credit',
      'fuel-cards',
      'factoring-credit',
      'all-services',
      'fuel-card-fleet',
    ]);
    expect(Object.keys(serviceLabels).sort()).toEqual([...servicesInterested].sort());
  });

  it('list the 50 US states once each', () => {
    expect(usStates).toHaveLength(50);
    expect(new Set(usStates).size).toBe(50);
    expect(usStates).toContain('UT');
  });

  it('label fleet sizes as the spec counts trucks', () => {
    expect(businessTypeLabels['small-fleet']).toBe('Small Fleet (2-10 trucks)');
    expect(businessTypeLabels['medium-fleet']).toBe('Medium Fleet (11-50 trucks)');
    expect(businessTypeLabels['large-fleet']).toBe('Large Fleet (50+ trucks)');
  });

  it('show a stored value the lists no longer offer as Other', () => {
    expect(optionLabel(serviceLabels, 'factoring')).toBe('Invoice Factoring');
    expect(optionLabel(serviceLabels, 'other')).toBe('Other');
    expect(optionLabel(serviceLabels, 'toString')).toBe('Other');
  });
});
