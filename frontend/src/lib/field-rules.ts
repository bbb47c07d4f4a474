/**
 * Small field checks for forms: each answers the message to show, or undefined when the value
 * is fine. Values are judged trimmed, as the API trims them before its own checks.
 */
export type FieldRule = (value: string) => string | undefined;

export const required =
  (message: string): FieldRule =>
  (value) =>
    value.trim() ? undefined : message;

/** A format check; a blank value is left to `required`. */
export const satisfies =
  (isValid: (value: string) => boolean, message: string): FieldRule =>
  (value) =>
    !value.trim() || isValid(value.trim()) ? undefined : message;

export const maxLength =
  (max: number, message: string): FieldRule =>
  (value) =>
    value.trim().length > max ? message : undefined;

export const oneOf = (allowed: readonly string[], message: string): FieldRule =>
  satisfies((value) => allowed.includes(value), message);

/** The first message of each field whose rules a value breaks. */
export function checkFields<V extends Record<string, unknown>>(
  values: V,
  rules: { [K in keyof V & string]?: readonly FieldRule[] },
): Partial<Record<keyof V & string, string>> {
  const errors: Partial<Record<keyof V & string, string>> = {};
  for (const [name, fieldRules] of Object.entries(rules) as [keyof V & string, readonly FieldRule[]][]) {
    const value = values[name];
    const message =
      typeof value === 'string' ? fieldRules.map((rule) => rule(value)).find(Boolean) : undefined;
    if (message) errors[name] = message;
  }
  return errors;
}
