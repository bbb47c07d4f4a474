import {
  formatPercent,
  formatUsd,
  WEEKS_PER_MONTH,
  type CreditRating,
  type RateEstimate,
  type RateInputs,
  type RateToolIndustry,
  type RiskLabel,
} from '@trucking-finance/contracts';
import type { ResultRow } from '@/components/tool-form/tool-results';

/** The submit button and the heading of the results. */
export const rateToolLabels = {
  submit: 'Get Rate Estimate',
  resultsHeading: 'Your Rate Estimate',
} as const;

export const rateFieldCopy = {
  monthlyVolume: {
    label: 'Monthly Invoice Volume ($)',
    hint: 'What you invoice in a typical month. There is no minimum volume.',
  },
  creditRating: {
    label: 'Credit Rating',
    hint: "Your business credit, as best you know it. We look mostly at your customers' credit.",
  },
  yearsInBusiness: {
    label: 'Years in Business',
    hint: 'Enter 0 if you started less than a year ago: we consider startups from 3 months.',
  },
  industry: {
    label: 'Industry',
    hint: 'The freight you haul most.',
  },
  advanceRate: {
    label: 'Desired Advance Rate (%)',
    hint: 'How much of each invoice you want up front, from 70% to 95%.',
  },
} as const satisfies Record<keyof RateInputs, { label: string; hint: string }>;

/** What the selects show for each stored option (the stored values are the shared contract's). */
export const creditRatingLabels: Readonly<Record<CreditRating, string>> = {
  Excellent: 'Excellent',
  Good: 'Good',
  Fair: 'Fair',
  Poor: 'Poor',
};

export const industryLabels: Readonly<Record<RateToolIndustry, string>> = {
  'General Freight': 'General Freight',
  'Dry Van': 'Dry Van',
  Refrigerated: 'Refrigerated',
  Flatbed: 'Flatbed',
  'Hot Shot': 'Hot Shot',
  'Auto Transport': 'Auto Transport',
  'Heavy Haul': 'Heavy Haul',
  LTL: 'LTL',
};

/** The estimate's risk profile as the results show it. */
export const riskLabelText: Readonly<Record<RiskLabel, string>> = {
  'Low Risk': 'Low Risk',
  'Standard Risk': 'Standard Risk',
  'Moderate Risk': 'Moderate Risk',
  'Higher Risk': 'Higher Risk',
};

/**
 * What each field's message says (rate-parsers.ts builds the checks): the noun a number's range
 * sentence names, or the whole sentence for a choice.
 */
export const rateFieldMessages: Readonly<Record<keyof RateInputs, string>> = {
  monthlyVolume: 'monthly invoice volume',
  creditRating: 'Choose a credit rating.',
  yearsInBusiness: 'years in business',
  industry: 'Choose an industry.',
  advanceRate: 'desired advance rate',
};

export const rateEstimateRows: readonly ResultRow<RateEstimate>[] = [
  { label: 'Estimated Rate', value: (estimate) => formatPercent(estimate.rate), featured: true },
  {
    label: 'Likely Range',
    value: (estimate) => `${formatPercent(estimate.rangeLow)} – ${formatPercent(estimate.rangeHigh)}`,
  },
  { label: 'Risk Profile', value: (estimate) => riskLabelText[estimate.riskLabel] },
  { label: 'Weekly Cash Access', value: (estimate) => formatUsd(estimate.weeklyCashAccess), featured: true },
];

export const weeklyCashNote = `Weekly cash access is your monthly volume spread over ${WEEKS_PER_MONTH} weeks, at your advance rate.`;

export const illustrativeNote =
  "These estimates are illustrative, worked out only from what you enter here. Your actual rate depends on your customers' credit and a short review of your business.";
export const firmQuoteLinkText = 'Request a free quote';
export const firmQuoteAfterLink = ' for a firm rate: we reply within 1 hour during business hours.';

export const staleEstimateNote =
  'You changed an input. Press Get Rate Estimate to see an estimate for the new figures.';
