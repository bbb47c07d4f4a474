import {
  CallHandler,
  ExecutionContext,
  Inject,
  Injectable,
  NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import { ApiException } from './api-error';

const NO_REQUEST_DEADLINE = 'noRequestDeadline';

/**
 * Exempts a route from the per-request deadline: for answers that stream for as long as they need
 * (a large CSV export). Its queries keep their own deadlines.
 */
export const NoRequestDeadline = () => SetMetadata(NO_REQUEST_DEADLINE, true);

/**
 * Every API request gets REQUEST_TIMEOUT_SECONDS (docs/architecture.md#deadlines): past that, the
 * client gets 503 `request_timed_out` at once. The handler itself is not torn down (a lead being
 * written is still written, and still counted in flight until it ends): a retry with the same
 * Idempotency-Key then gets its answer. Registered before InFlightRequests, so it wraps it.
 */
@Injectable()
export class RequestDeadline implements NestInterceptor {
  private readonly timeoutMs: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly reflector: Reflector,
  ) {
    this.timeoutMs = config.requestTimeoutMs;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const exempt = this.reflector.getAllAndOverride<boolean>(NO_REQUEST_DEADLINE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (exempt) return next.handle();
    return new Observable((subscriber) => {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        subscriber.error(new ApiException('request_timed_out'));
      }, this.timeoutMs);
      const handler = next.handle().subscribe({
        next: (value) => subscriber.next(value),
        error: (error: unknown) => {
          clearTimeout(timer);
          subscriber.error(error);
        },
        complete: () => {
          clearTimeout(timer);
          subscriber.complete();
        },
      });
      // After a timeout the handler runs to its end on its own (unsubscribing would not stop it,
      // only hide its end from InFlightRequests).
      return () => {
        clearTimeout(timer);
        if (!timedOut) handler.unsubscribe();
      };
    });
  }
}
