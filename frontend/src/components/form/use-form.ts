import { useCallback, useMemo, useState } from 'react';
import type { FieldBinding } from './inputs';

export type FormValues = Record<string, string | boolean>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

type KeysOf<V, T> = { [K in keyof V & string]: V[K] extends T ? K : never }[keyof V & string];

interface UseFormOptions<V extends FormValues> {
  /** The blank form; its key order is the order fields are checked and focused in. */
  emptyValues: V;
  /** The message for each invalid field (a stable function: it runs on every change). */
  validate: (values: V) => FieldErrors<V>;
}

/**
 * Values, and the errors a visitor should see: a field's problem shows once the visitor has left
 * it with something typed, or after a submit attempt, and then follows their corrections live.
 * Errors the server reports show until that field changes.
 */
export function useForm<V extends FormValues>({ emptyValues, validate }: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(emptyValues);
  const [visited, setVisited] = useState<Partial<Record<keyof V, true>>>({});
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const errors = useMemo(() => validate(values), [validate, values]);
  const fieldOrder = useMemo(() => Object.keys(emptyValues) as (keyof V & string)[], [emptyValues]);

  const errorOf = (name: keyof V & string): string | undefined =>
    serverErrors[name] ?? (submitAttempted || visited[name] ? errors[name] : undefined);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }, []);

  const bind = <K extends KeysOf<V, string>>(name: K): FieldBinding<string> => ({
    name,
    value: values[name] as string,
    error: errorOf(name),
    onChange: (value) => setValue(name, value as V[K]),
    onBlur: () => {
      // Leaving a field untouched is not a mistake yet; leaving it with a typo is.
      if (String(values[name]).trim()) setVisited((current) => ({ ...current, [name]: true }));
    },
  });

  const bindCheckbox = <K extends KeysOf<V, boolean>>(name: K): FieldBinding<boolean> => ({
    name,
    value: values[name] as boolean,
    error: errorOf(name),
    onChange: (value) => setValue(name, value as V[K]),
    onBlur: () => undefined,
  });

  /** Shows every field's problem; answers the first invalid field in form order, if any. */
  const checkAll = (): (keyof V & string) | undefined => {
    setSubmitAttempted(true);
    return fieldOrder.find((name) => errors[name]);
  };

  /** Shows the server's messages on their fields; answers the first such field in form order. */
  const showServerErrors = (fieldErrors: FieldErrors<V>): (keyof V & string) | undefined => {
    setServerErrors(fieldErrors);
    return fieldOrder.find((name) => fieldErrors[name]);
  };

  /** Puts values in without marking anything as visited (presets, a restored draft). */
  const fill = useCallback((partial: Partial<V>) => setValues((current) => ({ ...current, ...partial })), []);

  const reset = useCallback(() => {
    setValues(emptyValues);
    setVisited({});
    setSubmitAttempted(false);
    setServerErrors({});
  }, [emptyValues]);

  return { values, errors, setValue, bind, bindCheckbox, checkAll, showServerErrors, fill, reset };
}

/** A form's field by name, to move focus to. */
export function fieldElement(form: HTMLFormElement | null, name: string): HTMLElement | undefined {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLElement ? field : undefined;
}
