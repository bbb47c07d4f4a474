import { formatPercent, formatUsd, type FeeInPlainWords } from '@trucking-finance/contracts';

const daysText = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * The fee on one load in plain words (docs/product.md#the-fee-in-plain-words): what arrives today,
 * what arrives when the broker pays, the fee in dollars, and the fee as a yearly rate beside a loan's APR.
 */
export function feeInPlainWordsText(words: FeeInPlainWords): string {
  const today = words.today > 0 ? `${formatUsd(words.today)} arrives today` : 'nothing arrives today';
  const when = words.paymentTerms > 0 ? ` in ${daysText(words.paymentTerms)}` : '';
  const arrivals = `On a ${formatUsd(words.invoice)} invoice, ${today} and ${formatUsd(words.later)} when the broker pays${when}.`;
  if (words.today <= 0) {
    return `${arrivals} The fee is ${formatUsd(words.fee)}. Nothing is advanced with these figures, so there is no annual rate to compare with a loan's APR.`;
  }
  if (words.yearlyRate === null) {
    return `${arrivals} The fee is ${formatUsd(words.fee)}. With 0-day payment terms there is no wait to pay for, so the fee has no annual rate to compare with a loan's APR.`;
  }
  return `${arrivals} The fee is ${formatUsd(words.fee)}, which works out to ${formatPercent(words.yearlyRate)} a year on the money advanced: that, not the factoring rate, is the figure to compare with a loan's APR.`;
}
