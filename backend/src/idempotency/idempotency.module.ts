import { Module } from '@nestjs/common';
import { IdempotencyPurge } from './idempotency-purge';

/** Idempotency-Key answers: the clean-up. The interceptor and helpers are used by the lead modules. */
@Module({ providers: [IdempotencyPurge] })
export class IdempotencyModule {}
