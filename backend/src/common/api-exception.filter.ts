import {
  ArgumentsHost,
  BadRequestException,
  Catch,
  ExceptionFilter,
  HttpException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';
import type { ApiErrorBody, ApiErrorCode } from '@trucking-finance/contracts';
import { ApiException } from './api-error';
import { databaseRejection, isDatabaseUnavailable } from './database-errors';
import { errorBody, localeOf, type Locale } from './error-text';
import { redact } from './redact';
import { TooManyRequestsException } from './too-many-requests.exception';

interface ErrorResponse {
  status: number;
  body: ApiErrorBody;
}

/**
 * Every failure leaves the API as `{ success: false, error, code, details?, fields? }` with a
 * fitting status, its sentence in the language the request asks for: never a stack trace, never
 * a 5xx for bad input. Unexpected errors are logged (redacted).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const locale = localeOf(req.headers['accept-language']);
    const { status, body } = this.toErrorResponse(exception, req, locale);
    if (res.headersSent) return;
    if (exception instanceof TooManyRequestsException) {
      res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    res.setHeader('Content-Language', locale);
    res.status(status).json(body);
  }

  private toErrorResponse(exception: unknown, req: Request, locale: Locale): ErrorResponse {
    if (exception instanceof ApiException) {
      return { status: exception.getStatus(), body: exception.bodyIn(locale) };
    }
    if (exception instanceof ThrottlerException) {
      return { status: 429, body: errorBody(locale, 'rate_limited') };
    }
    if (exception instanceof NotFoundException && isRouteNotFound(exception)) {
      return {
        status: 404,
        body: errorBody(locale, 'route_not_found', { method: req.method, path: req.path }),
      };
    }
    if (exception instanceof BadRequestException && hasMalformedEscape(req.originalUrl)) {
      return { status: 400, body: errorBody(locale, 'invalid_path') };
    }
    if (exception instanceof HttpException) {
      return { status: exception.getStatus(), body: bodyOf(exception, locale) };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable: ${redact(messageOf(exception))}`);
      return { status: 503, body: errorBody(locale, 'database_unavailable') };
    }
    if (isRedisUnavailable(exception)) {
      this.logger.warn(`Redis unavailable: ${redact(messageOf(exception))}`);
      return { status: 503, body: errorBody(locale, 'service_unavailable') };
    }
    const rejection = databaseRejection(exception);
    if (rejection) return { status: rejection.status, body: errorBody(locale, rejection.code) };

    this.logger.error(
      redact(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)),
    );
    return { status: 500, body: errorBody(locale, 'internal_error') };
  }
}

/** ioredis could not send a command or got no answer in time (REDIS_URL's server is down or stuck). */
const isRedisUnavailable = (exception: unknown): boolean =>
  exception instanceof Error &&
  (exception.name === 'MaxRetriesPerRequestError' ||
    /^(Command timed out|Stream isn't writeable|Connection is closed)/.test(exception.message));

const messageOf = (exception: unknown): string =>
  exception instanceof Error ? exception.message : String(exception);

// Nest's router answers an unmatched path with NotFoundException('Cannot GET /api/…').
const isRouteNotFound = (exception: NotFoundException): boolean =>
  /^Cannot [A-Z]+ /.test(String((exception.getResponse() as { message?: unknown }).message));

/** A `%` not followed by two hex digits, or escapes that do not spell UTF-8: Express refuses the path. */
function hasMalformedEscape(url: string): boolean {
  try {
    decodeURIComponent(url);
    return false;
  } catch {
    return true;
  }
}

/** The code of an HttpException that is not ours (Nest's, a library's): its status says what it is. */
function codeForStatus(status: number): ApiErrorCode {
  const codes: Record<number, ApiErrorCode> = {
    400: 'bad_request',
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'not_found',
    405: 'method_not_allowed',
    409: 'conflict',
    413: 'body_too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
    502: 'upstream_error',
    503: 'service_unavailable',
    504: 'upstream_timeout',
  };
  return codes[status] ?? (status < 500 ? 'bad_request' : 'internal_error');
}

// Nest's defaults ('Unauthorized', 'Forbidden resource') say less than our sentences.
const isGenericMessage = (message: string, status: number): boolean =>
  message === STATUS_CODES[status] || message === 'Forbidden resource';

/** Keeps a foreign exception's own sentence when it has a meaningful one; the code comes from its status. */
function bodyOf(exception: HttpException, locale: Locale): ApiErrorBody {
  const status = exception.getStatus();
  const code = codeForStatus(status);
  const response = exception.getResponse();
  const message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  if (typeof message === 'string' && message && !isGenericMessage(message, status)) {
    return { success: false, error: message, code };
  }
  return errorBody(locale, code);
}
