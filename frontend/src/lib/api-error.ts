import type { ApiErrorBody } from '@trucking-finance/contracts';

/** Reading the failures RTK Query hands back (`{ status, data }`), whatever the endpoint. */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The API's error body (`{ success: false, error, code, details?, fields? }`) inside an RTK Query error, if the server sent one. */
export function apiErrorBodyOf(error: unknown): ApiErrorBody | undefined {
  const data = isRecord(error) ? error.data : undefined;
  return isRecord(data) && typeof data.error === 'string' ? (data as unknown as ApiErrorBody) : undefined;
}

/** The server's sentence in an error answer (`{ success: false, error }`), if there is one. */
export function serverErrorMessage(error: unknown): string | undefined {
  const message = apiErrorBodyOf(error)?.error;
  return message?.trim() ? message : undefined;
}

/**
 * A line for the console: the status and the server's sentence, or what went wrong on the way.
 * Never the submitted values: the server names fields, not what was typed in them.
 */
export function describeSubmitError(error: unknown): string {
  if (isRecord(error) && 'status' in error) {
    const detail =
      apiErrorBodyOf(error)?.error ?? (typeof error.error === 'string' ? error.error : undefined);
    return detail ? `${String(error.status)}: ${detail}` : String(error.status);
  }
  return error instanceof Error ? error.message : String(error);
}

/** The HTTP status of a failed call, or undefined when the server was not reached. */
export function errorStatus(error: unknown): number | undefined {
  const status = isRecord(error) ? error.status : undefined;
  return typeof status === 'number' ? status : undefined;
}
