import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ApiException } from '../common/api-error';

/** How long an answer is kept for repeats of its submission (docs/api.md#idempotency-keys). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** The header's value: 1 to 255 visible ASCII characters. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** The first half of every idempotency advisory lock (the migrations use another). */
const LOCK_CLASS = 7_651;

/** A submission sent with an Idempotency-Key, as the interceptor read it from the request. */
export interface IdempotentRequest {
  /** The endpoint (`POST /api/quotes`). */
  scope: string;
  key: string;
  /** SHA-256 of the body with its keys sorted. */
  fingerprint: string;
}

/** The first answer to a key, to be sent again instead of running the submission a second time. */
export class IdempotentReplay extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('Replaying the first answer to this Idempotency-Key.');
  }
}

/** The header's value, checked: undefined when absent; 400 `idempotency_key_invalid` when malformed. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new ApiException('idempotency_key_invalid');
  }
  return header;
}

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};

/** The same JSON body however its keys are ordered gives the same fingerprint. */
export const fingerprintOf = (body: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');

interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

/**
 * The answer already stored for this key, if any (and not expired): a repeat with the same body
 * is replayed (throws IdempotentReplay); another body is refused with 422.
 */
export async function replayIfAnswered(manager: EntityManager, request: IdempotentRequest): Promise<void> {
  const rows = (await manager.query(
    `SELECT fingerprint, status, body FROM idempotency_keys
     WHERE scope = $1 AND key = $2 AND expires_at > now()`,
    [request.scope, request.key],
  )) as StoredAnswer[];
  const stored = rows[0];
  if (!stored) return;
  if (stored.fingerprint !== request.fingerprint) throw new ApiException('idempotency_key_reused');
  throw new IdempotentReplay(stored.status, stored.body);
}

/**
 * Call first inside the transaction that creates the lead. Holds the key until the transaction
 * ends (a transaction-scoped advisory lock, so it can never outlive a crashed request): while
 * another request holds it, 409 `idempotency_request_in_progress`; once an answer is stored, the
 * repeat gets it (or 422 for another body). Nothing is written: the record is only written, by
 * `completeIdempotentRequest`, when the lead is, so a failed attempt leaves the key free to retry.
 */
export async function claimIdempotentRequest(
  manager: EntityManager,
  request: IdempotentRequest | null,
): Promise<void> {
  if (!request) return;
  const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked`, [
    LOCK_CLASS,
    `${request.scope} ${request.key}`,
  ])) as { locked: boolean }[];
  if (!locked) throw new ApiException('idempotency_request_in_progress');
  await replayIfAnswered(manager, request);
}

/**
 * Call last inside the same transaction: stores the answer with the lead, so there is never a
 * lead without its answer nor an answer without its lead. An expired record of the key is replaced.
 */
export async function completeIdempotentRequest(
  manager: EntityManager,
  request: IdempotentRequest | null,
  status: number,
  body: unknown,
): Promise<void> {
  if (!request) return;
  const written = (await manager.query(
    `INSERT INTO idempotency_keys (scope, key, fingerprint, status, body, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6))
     ON CONFLICT (scope, key) DO UPDATE
       SET fingerprint = EXCLUDED.fingerprint, status = EXCLUDED.status, body = EXCLUDED.body,
           created_at = now(), expires_at = EXCLUDED.expires_at
       WHERE idempotency_keys.expires_at <= now()
     RETURNING key`,
    [request.scope, request.key, request.fingerprint, status, JSON.stringify(body), IDEMPOTENCY_TTL_HOURS],
  )) as unknown[];
  // Only possible if the claim was skipped: never store a second lead under a live key.
  if (written.length === 0) throw new ApiException('idempotency_request_in_progress');
}
