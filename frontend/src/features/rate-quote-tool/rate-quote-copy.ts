import {
  creditRatings,
  formatPercent,
  formatUsd,
  isOneOf,
  rateInputBounds,
  rateToolIndustries,
  WEEKS_PER_MONTH,
  type RateEstimate,
  type RateInputs,
} from '@trucking-finance/contracts';
import { limitFormats, parseBoundedNumber } from '@/components/tool-form/parse-bounded-number';
import type { ResultRow } from '@/components/tool-form/tool-results';
import type { FieldParsers, Parsed } from '@/components/tool-form/use-calculator-form';

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

const oneOf =
  <V extends string>(list: readonly V[], message: string) =>
  (raw: string): Parsed<V> =>
    isOneOf(list, raw) ? { ok: true, value: raw } : { ok: false, error: message };

export const rateParsers: FieldParsers<RateInputs> = {
  monthlyVolume: (raw) =>
    parseBoundedNumber(raw, rateInputBounds.monthlyVolume, {
      noun: 'monthly invoice volume',
      formatLimit: limitFormats.dollars,
    }),
  creditRating: oneOf(creditRatings, 'Choose a credit rating.'),
  yearsInBusiness: (raw) =>
    parseBoundedNumber(raw, rateInputBounds.yearsInBusiness, {
      noun: 'years in business',
      formatLimit: limitFormats.years,
    }),
  industry: oneOf(rateToolIndustries, 'Choose an industry.'),
  advanceRate: (raw) =>
    parseBoundedNumber(raw, rateInputBounds.advanceRate, {
      noun: 'desired advance rate',
      formatLimit: limitFormats.percent,
    }),
};

export const rateEstimateRows: readonly ResultRow<RateEstimate>[] = [
  { label: 'Estimated Rate', value: (estimate) => formatPercent(estimate.rate), featured: true },
  {
    label: 'Likely Range',
    value: (estimate) => `${formatPercent(estimate.rangeLow)} – ${formatPercent(estimate.rangeHigh)}`,
  },
  { label: 'Risk Profile', value: (estimate) => estimate.riskLabel },
  { label: 'Weekly Cash Access', value: (estimate) => formatUsd(estimate.weeklyCashAccess), featured: true },
];

export const weeklyCashNote = `Weekly cash access is your monthly volume spread over ${WEEKS_PER_MONTH} weeks, at your advance rate.`;

export const illustrativeNote =
  "These estimates are illustrative, worked out only from what you enter here. Your actual rate depends on your customers' credit and a short review of your business.";
export const firmQuoteLinkText = 'Request a free quote';
export const firmQuoteAfterLink = ' for a firm rate: we reply within 1 hour during business hours.';

export const staleEstimateNote =
  'You changed an input. Press Get Rate Estimate to see an estimate for the new figures.';
