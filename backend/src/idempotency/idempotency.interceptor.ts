import {
  CallHandler,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { catchError, from, Observable, of, switchMap, throwError } from 'rxjs';
import { DataSource } from 'typeorm';
import {
  fingerprintOf,
  IdempotentReplay,
  parseIdempotencyKey,
  replayIfAnswered,
  type IdempotentRequest,
} from './idempotency';

type IdempotentHttpRequest = Request & { idempotency?: IdempotentRequest | null };

/**
 * Reads the Idempotency-Key of a public submission (400 when malformed), answers a repeat from
 * the stored answer before the body is even validated, and otherwise hands the handler the key
 * (`@IdempotencyKey()`), whose service claims and completes it in the lead's transaction.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<IdempotentHttpRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = parseIdempotencyKey(req.headers['idempotency-key']);
    if (key === undefined) {
      req.idempotency = null;
      return next.handle();
    }
    const request: IdempotentRequest = {
      scope: `${req.method} ${(req.route as { path?: string } | undefined)?.path ?? req.path}`.slice(0, 64),
      key,
      fingerprint: fingerprintOf(req.body),
    };
    req.idempotency = request;
    return from(replayIfAnswered(this.dataSource.manager, request)).pipe(
      switchMap(() => next.handle()),
      catchError((error: unknown) => {
        if (!(error instanceof IdempotentReplay)) return throwError(() => error);
        res.status(error.status).setHeader('Idempotent-Replayed', 'true');
        return of(error.body);
      }),
    );
  }
}

/** The header, for OpenAPI. */
export const IDEMPOTENCY_KEY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description:
    'Optional, 1 to 255 visible ASCII characters. A repeat with the same key and body within 24 hours gets the first answer again (header Idempotent-Replayed: true); another body 422; while the first is still running 409.',
};

/** Marks a create endpoint as taking an Idempotency-Key (docs/api.md#idempotency-keys). */
export const Idempotent = () => UseInterceptors(IdempotencyInterceptor);

/** The handler's view of the key: pass it to the service, which claims and completes it. */
export const IdempotencyKey = createParamDecorator(
  (_data: unknown, context: ExecutionContext): IdempotentRequest | null =>
    context.switchToHttp().getRequest<IdempotentHttpRequest>().idempotency ?? null,
);
