import { HttpException, HttpStatus } from '@nestjs/common';
import { apiError } from './api-error';

/** 429 with the seconds to wait, which the error filter sends as `Retry-After`. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(apiError(message), HttpStatus.TOO_MANY_REQUESTS);
  }
}
