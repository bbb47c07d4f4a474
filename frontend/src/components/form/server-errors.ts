import { apiErrorBodyOf } from '@/lib/api-error';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A line for the console: the server's sentence, or what went wrong on the way. Never the
 * submitted values: the server names fields, not what was typed in them.
 */
export function describeSubmitError(error: unknown): string {
  const body = apiErrorBodyOf(error);
  if (isRecord(error) && 'status' in error) {
    const detail = body?.error ?? (typeof error.error === 'string' ? error.error : undefined);
    return detail ? `${String(error.status)}: ${detail}` : String(error.status);
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The server's per-field messages for the fields a form shows, each led by the field's label
 * instead of its property name ('email must be …' → 'Email Address must be …').
 */
export function fieldErrorsFromServer<K extends string>(
  error: unknown,
  labels: Record<K, string>,
): Partial<Record<K, string>> {
  const details = apiErrorBodyOf(error)?.details ?? {};
  const fieldErrors: Partial<Record<K, string>> = {};
  for (const [field, label] of Object.entries(labels) as [K, string][]) {
    const message = details[field]?.[0];
    if (message)
      fieldErrors[field] = message.startsWith(`${field} `) ? label + message.slice(field.length) : message;
  }
  return fieldErrors;
}
