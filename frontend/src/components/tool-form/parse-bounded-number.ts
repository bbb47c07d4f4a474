import { toolFormCopy } from './tool-form-copy';
import type { Parsed } from './use-calculator-form';

export { limitFormats } from './tool-form-copy';

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
  const messages = toolFormCopy.numberMessages;
  if (text === '' || !Number.isFinite(value)) return { ok: false, error: messages.notANumber(noun) };

  const { min, max } = bounds;
  const tooLow = value < min;
  const tooHigh = max !== undefined && value > max;
  if (!tooLow && !tooHigh) return { ok: true, value };

  if (max !== undefined) {
    return { ok: false, error: messages.outOfRange(noun, formatLimit(min), formatLimit(max)) };
  }
  return {
    ok: false,
    error: min === 0 ? messages.negative(noun) : messages.belowMinimum(noun, formatLimit(min)),
  };
}
