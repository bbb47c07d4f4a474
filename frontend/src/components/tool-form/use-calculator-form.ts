import { useEffect, useRef, useState, type FormEvent } from 'react';

export type Parsed<V> = { ok: true; value: V } | { ok: false; error: string };
/** One reader per input: the field's text in, its typed value or the sentence to show out. */
export type FieldParsers<T> = { [K in keyof T]: (raw: string) => Parsed<T[K]> };
export type FieldTexts<T> = Record<keyof T, string>;

const textsOf = <T extends object>(values: T): FieldTexts<T> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])) as FieldTexts<T>;

/**
 * The behaviour both calculators share (docs/product.md#tools): inputs start at their defaults, results appear
 * only after Calculate and only for inputs that pass their bounds, Reset restores the defaults and
 * hides results. Results always match the inputs on screen: editing an input after calculating
 * withdraws them (`stale`) until Calculate is pressed again.
 */
export function useCalculatorForm<T extends object, R>(
  defaults: T,
  parsers: FieldParsers<T>,
  compute: (inputs: T) => R,
) {
  const [texts, setTexts] = useState<FieldTexts<T>>(() => textsOf(defaults));
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [outcome, setOutcome] = useState<{ inputs: T; result: R } | null>(null);
  const [stale, setStale] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused Calculate, take the keyboard to the first field that needs fixing, once its
  // message is rendered and tied to it.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setField = <K extends keyof T>(key: K, raw: string) => {
    setTexts((previous) => ({ ...previous, [key]: raw }));
    // A field already flagged is re-checked as it is corrected, so the message goes once it is right.
    if (errors[key] !== undefined) {
      const parsed = parsers[key](raw);
      setErrors((previous) => ({ ...previous, [key]: parsed.ok ? undefined : parsed.error }));
    }
    if (outcome) {
      setOutcome(null);
      setStale(true);
    }
  };

  const calculate = () => {
    const nextErrors: Partial<Record<keyof T, string>> = {};
    const inputs = {} as T;
    for (const key of Object.keys(parsers) as (keyof T)[]) {
      const parsed = parsers[key](texts[key]);
      if (parsed.ok) inputs[key] = parsed.value;
      else nextErrors[key] = parsed.error;
    }
    setErrors(nextErrors);
    setStale(false);
    if (Object.keys(nextErrors).length > 0) {
      setOutcome(null);
      setFocusRequest((count) => count + 1);
      return;
    }
    setOutcome({ inputs, result: compute(inputs) });
  };

  const reset = () => {
    setTexts(textsOf(defaults));
    setErrors({});
    setOutcome(null);
    setStale(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    calculate();
  };

  return { texts, errors, outcome, stale, setField, reset, onSubmit, formRef };
}
