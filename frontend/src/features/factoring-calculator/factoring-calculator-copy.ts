import {
  formatPercent,
  formatUsd,
  type FactoringInputs,
  type FactoringResult,
} from '@trucking-finance/contracts';
import { limitFormats } from '@/components/tool-form/parse-bounded-number';
import type { ResultRow } from '@/components/tool-form/tool-results';

type InputKey = keyof FactoringInputs;

/** The submit button and the heading of the results. */
export const factoringCalculatorLabels = {
  submit: 'Calculate',
  resultsHeading: 'Your Factoring Estimate',
} as const;

interface InputCopy {
  label: string;
  hint: string;
  /** How messages name the field, mid-sentence. */
  noun: string;
  formatLimit: (limit: number) => string;
}

/** The calculator's inputs, in the order they are shown. */
export const factoringInputs: readonly (InputCopy & { key: InputKey })[] = [
  {
    key: 'invoiceAmount',
    label: 'Invoice Amount ($)',
    hint: 'The full value of the invoice you would factor.',
    noun: 'invoice amount',
    formatLimit: limitFormats.dollars,
  },
  {
    key: 'advanceRate',
    label: 'Advance Rate (%)',
    hint: 'The share of the invoice paid to you up front. We advance up to 95%.',
    noun: 'advance rate',
    formatLimit: limitFormats.percent,
  },
  {
    key: 'factoringRate',
    label: 'Factoring Rate (%)',
    hint: 'The fee for each 30 days until your customer pays. Our rates start at 1.5%.',
    noun: 'factoring rate',
    formatLimit: limitFormats.percent,
  },
  {
    key: 'paymentTerms',
    label: 'Payment Terms (days)',
    hint: 'How long your customer takes to pay, such as 30, 45 or 60 days.',
    noun: 'payment terms',
    formatLimit: limitFormats.days,
  },
];

export const factoringResultRows: readonly ResultRow<FactoringResult>[] = [
  { label: 'Advance Amount', value: (result) => formatUsd(result.advance) },
  { label: 'Factoring Fee', value: (result) => formatUsd(result.fee) },
  { label: 'Reserve Amount', value: (result) => formatUsd(result.reserve) },
  { label: 'Final Payout', value: (result) => formatUsd(result.finalPayout) },
  { label: 'Total Received', value: (result) => formatUsd(result.totalReceived), featured: true },
  { label: 'Effective Rate', value: (result) => formatPercent(result.effectiveRate) },
];

export const annualRateLabel = 'Fee as an Annual Rate';
export const annualRateNotApplicable = 'Not applicable';

export const payoutTimingNote =
  'The advance reaches you within 24 hours of approval; the final payout, your reserve minus the fee, follows when your customer pays the invoice.';

export const staleResultsNote = 'You changed an input. Press Calculate to see results for the new figures.';
