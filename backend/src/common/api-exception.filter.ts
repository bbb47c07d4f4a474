import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';
import type { ApiErrorBody } from '@trucking-finance/contracts';
import { apiError, statusSentences } from './api-error';
import { databaseRejection, isDatabaseUnavailable } from './database-errors';
import { redact } from './redact';
import { TooManyRequestsException } from './too-many-requests.exception';

interface ErrorResponse {
  status: number;
  body: ApiErrorBody;
}

/**
 * Every failure leaves the API as `{ success: false, error, details? }` with a fitting status:
 * never a stack trace, never a 5xx for bad input. Unexpected errors are logged (redacted).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const { status, body } = this.toErrorResponse(exception, req);
    if (res.headersSent) return;
    if (exception instanceof TooManyRequestsException) {
      res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    res.status(status).json(body);
  }

  private toErrorResponse(exception: unknown, req: Request): ErrorResponse {
    if (exception instanceof ThrottlerException) {
      return { status: 429, body: apiError(statusSentences[429]) };
    }
    if (exception instanceof NotFoundException && isRouteNotFound(exception)) {
      return {
        status: 404,
        body: apiError(`There is no API endpoint at ${req.method} ${req.path}.`),
      };
    }
    if (exception instanceof HttpException) {
      return { status: exception.getStatus(), body: bodyOf(exception) };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable: ${redact(messageOf(exception))}`);
      return { status: 503, body: apiError(statusSentences[503]) };
    }
    const rejection = databaseRejection(exception);
    if (rejection) return { status: rejection.status, body: apiError(rejection.error) };

    this.logger.error(
      redact(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)),
    );
    return { status: 500, body: apiError(statusSentences[500]) };
  }
}

const messageOf = (exception: unknown): string =>
  exception instanceof Error ? exception.message : String(exception);

// Nest's router answers an unmatched path with NotFoundException('Cannot GET /api/…').
const isRouteNotFound = (exception: NotFoundException): boolean =>
  /^Cannot [A-Z]+ /.test(String((exception.getResponse() as { message?: unknown }).message));

// Nest's defaults ('Unauthorized', 'Forbidden resource') say less than our sentences.
const isGenericMessage = (message: string, status: number): boolean =>
  message === STATUS_CODES[status] || message === 'Forbidden resource';

function bodyOf(exception: HttpException): ApiErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return apiError(response);
  const { error, message, details } = response as {
    error?: unknown;
    message?: unknown;
    details?: ApiErrorBody['details'];
  };
  // Our own exceptions carry `{ success: false, error }`; Nest's carry `{ message, error: 'Bad Request' }`.
  if ((response as { success?: unknown }).success === false && typeof error === 'string') {
    return apiError(error, details);
  }
  if (typeof message === 'string' && !isGenericMessage(message, status)) return apiError(message);
  if (Array.isArray(message)) return apiError(message.join('; '));
  return apiError(statusSentences[status] ?? statusSentences[500]);
}
