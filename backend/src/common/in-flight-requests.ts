import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable, finalize } from 'rxjs';

/**
 * Counts API handlers still running, including those whose client has hung up: closing the HTTP
 * server only waits for open connections, and a lead whose sender disconnected must still be
 * saved before the database closes.
 */
@Injectable()
export class InFlightRequests implements NestInterceptor {
  private running = 0;
  private waiting: (() => void)[] = [];

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.running += 1;
    return next.handle().pipe(
      finalize(() => {
        this.running -= 1;
        if (this.running === 0) this.waiting.splice(0).forEach((resolve) => resolve());
      }),
    );
  }

  /** Resolves once no handler is running. */
  drained(): Promise<void> {
    return this.running === 0 ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }
}
