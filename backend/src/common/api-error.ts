import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ApiErrorBody } from '@trucking-finance/contracts';

export const apiError = (error: string, details?: ApiErrorBody['details']): ApiErrorBody =>
  details ? { success: false, error, details } : { success: false, error };

/** Answers with the API's one error shape, outside Nest's pipeline (body parsing, static files). */
export function sendApiError(
  res: ServerResponse,
  status: number,
  error: string,
  headers: OutgoingHttpHeaders = {},
): void {
  const body = JSON.stringify(apiError(error));
  res
    .writeHead(status, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    })
    .end(body);
}

/** Default sentences for statuses whose exception carried none of ours. */
export const statusSentences: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Authentication required. Please log in.',
  403: 'You do not have access to this.',
  404: 'Not found.',
  413: 'The request body is too large.',
  415: 'Send the request body as JSON (Content-Type: application/json).',
  429: 'Too many requests. Please wait a minute and try again.',
  500: 'Something went wrong on our side. Please try again.',
  502: 'A system we depend on answered with an error. Please try again.',
  503: 'The service is temporarily unavailable. Please try again in a moment.',
  504: 'A system we depend on did not answer in time. Please try again.',
};
