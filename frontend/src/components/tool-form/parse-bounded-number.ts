import type { Parsed } from './use-calculator-form';

/** Where a number input may go; `max` absent means no upper limit. */
export interface NumberBounds {
  min: number;
  max?: number;
  step?: number;
}

/** How a field names itself in its messages. */
export interface NumberFieldWording {
  /** Lower case, as it reads mid-sentence: "invoice amount". */
  noun: string;
  /** A limit as people write it: 100 → "100%". */
  formatLimit: (limit: number) => string;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Reads a number input's text and checks it against its bounds, answering the sentence to show
 * beside the field when it is blank or out of range. The step is left to the spinner: real
 * invoices are not round hundreds.
 */
export function parseBoundedNumber(
  raw: string,
  bounds: NumberBounds,
  { noun, formatLimit }: NumberFieldWording,
): Parsed<number> {
  const text = raw.trim();
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) return { ok: false, error: `Enter the ${noun} as a number.` };

  const { min, max } = bounds;
  const tooLow = value < min;
  const tooHigh = max !== undefined && value > max;
  if (!tooLow && !tooHigh) return { ok: true, value };

  const subject = capitalised(noun);
  if (max !== undefined) {
    return {
      ok: false,
      error: `${subject} must be between ${formatLimit(min)} and ${formatLimit(max)}.`,
    };
  }
  return {
    ok: false,
    error: min === 0 ? `${subject} can't be negative.` : `${subject} must be ${formatLimit(min)} or more.`,
  };
}

/** Limits as the tools print them. */
export const limitFormats = {
  dollars: (limit: number): string => `$${limit.toLocaleString('en-US')}`,
  percent: (limit: number): string => `${limit}%`,
  days: (limit: number): string => `${limit} days`,
  years: (limit: number): string => `${limit} years`,
} as const;
