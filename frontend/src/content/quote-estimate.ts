import type { FeeEstimate } from '@trucking-finance/contracts';

const percent = (value: number): string => `${value.toFixed(1)}%`;

/** The instant estimate's words (docs/product.md#instant-estimate). */
export const quoteEstimateCopy = {
  heading: 'Your instant estimate',
  reference: 'Reference ID',
  feeLabel: 'Estimated fee per invoice',
  range: (estimate: FeeEstimate): string =>
    estimate.low === estimate.high
      ? `${percent(estimate.low)} per 30 days`
      : `${percent(estimate.low)} to ${percent(estimate.high)} per 30 days`,
  caveat:
    'This is an estimate worked out from your answers, not an offer. Your final rate depends on the credit of the brokers and shippers you haul for, your freight, volume and payment terms, and our review of your application.',
  exampleHeading: 'What that means on a $5,000 load',
  statusLead: 'Keep your reference: you can',
  statusLink: 'check where your request stands',
  statusTail: 'at any time.',
} as const;
