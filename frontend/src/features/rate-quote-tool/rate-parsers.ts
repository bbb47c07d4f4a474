import {
  creditRatings,
  isOneOf,
  rateInputBounds,
  rateToolIndustries,
  type RateInputs,
} from '@trucking-finance/contracts';
import { limitFormats, parseBoundedNumber } from '@/components/tool-form/parse-bounded-number';
import type { FieldParsers, Parsed } from '@/components/tool-form/use-calculator-form';

const oneOf =
  <V extends string>(list: readonly V[], message: string) =>
  (raw: string): Parsed<V> =>
    isOneOf(list, raw) ? { ok: true, value: raw } : { ok: false, error: message };

/** The rate quote tool's field checks, worded with `messages` (rate-quote-copy.ts, in the page's language). */
export const rateParsersOf = (
  messages: Readonly<Record<keyof RateInputs, string>>,
): FieldParsers<RateInputs> => ({
  monthlyVolume: (raw) =>
    parseBoundedNumber(raw, rateInputBounds.monthlyVolume, {
      noun: messages.monthlyVolume,
      formatLimit: limitFormats.dollars,
    }),
  creditRating: oneOf(creditRatings, messages.creditRating),
  yearsInBusiness: (raw) =>
    parseBoundedNumber(raw, rateInputBounds.yearsInBusiness, {
      noun: messages.yearsInBusiness,
      formatLimit: limitFormats.years,
    }),
  industry: oneOf(rateToolIndustries, messages.industry),
  advanceRate: (raw) =>
    parseBoundedNumber(raw, rateInputBounds.advanceRate, {
      noun: messages.advanceRate,
      formatLimit: limitFormats.percent,
    }),
});
