import { factoringInputBounds, type FactoringInputs } from '@trucking-finance/contracts';
import { parseBoundedNumber } from '@/components/tool-form/parse-bounded-number';
import type { FieldParsers } from '@/components/tool-form/use-calculator-form';

/** The calculator's field checks, worded with each input's copy (factoring-calculator-copy.ts). */
export const factoringParsersOf = (
  inputs: readonly { key: keyof FactoringInputs; noun: string; formatLimit: (limit: number) => string }[],
): FieldParsers<FactoringInputs> =>
  Object.fromEntries(
    inputs.map(({ key, noun, formatLimit }) => [
      key,
      (raw: string) => parseBoundedNumber(raw, factoringInputBounds[key], { noun, formatLimit }),
    ]),
  ) as FieldParsers<FactoringInputs>;
