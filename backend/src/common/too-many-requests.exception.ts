import { ApiException } from './api-error';

/** 429 with the seconds to wait, which the error filter sends as `Retry-After`. */
export class TooManyRequestsException extends ApiException<'too_many_login_attempts' | 'rate_limited'> {
  constructor(
    code: 'too_many_login_attempts' | 'rate_limited',
    readonly retryAfterSeconds: number,
  ) {
    super(code);
  }
}
