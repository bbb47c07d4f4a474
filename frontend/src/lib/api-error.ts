/** Reading the failures RTK Query hands back (`{ status, data }`), whatever the endpoint. */

/** The server's sentence in an error answer (`{ success: false, error }`), if there is one. */
export function serverErrorMessage(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  const message = (data as { error?: unknown } | undefined)?.error;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** The HTTP status of a failed call, or undefined when the server was not reached. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}
