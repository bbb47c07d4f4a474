import { randomUUID } from 'node:crypto';

/** One counter an attempt is checked against: at most `limit` attempts per `windowMs` on `key`. */
export interface AttemptLimit {
  key: string;
  limit: number;
  windowMs: number;
}

export type Reservation = { granted: true; id: string } | { granted: false; retryAfterMs: number };

/**
 * Where login attempts are counted. Kept behind this interface so the counters can move to a
 * shared store (Redis, once REDIS_URL exists) and every instance sees the same numbers. Each
 * operation maps onto Redis directly: a sorted set of attempt ids scored by time per key
 * (`reserve` is one Lua script: trim, count, add; `release` a ZREM; `clear` a DEL) and plain keys
 * with an expiry for what is remembered.
 */
export interface LoginAttemptStore {
  /**
   * Atomically: when every key has fewer than its limit of attempts within its window, counts one
   * more attempt on each and grants it; otherwise counts nothing and tells how long until the
   * fullest key has room again.
   */
  reserve(limits: AttemptLimit[], now: number): Promise<Reservation>;
  /** Takes back one granted attempt on these keys (it never reached the password check). */
  release(keys: string[], id: string): Promise<void>;
  /** Forgets every attempt counted on these keys. */
  clear(keys: string[]): Promise<void>;
  /** Keeps a fact until `now + ttlMs`. */
  remember(key: string, ttlMs: number, now: number): Promise<void>;
  recalls(key: string, now: number): Promise<boolean>;
}

/** Bounds memory under a flood of addresses and usernames; the least recently counted go first. */
const MAX_TRACKED_KEYS = 10_000;
const MAX_REMEMBERED = 10_000;

interface Attempt {
  id: string;
  at: number;
}

/** The in-process store: one instance counts its own attempts. */
export class MemoryLoginAttemptStore implements LoginAttemptStore {
  private readonly attempts = new Map<string, Attempt[]>();
  private readonly remembered = new Map<string, number>();

  reserve(limits: AttemptLimit[], now: number): Promise<Reservation> {
    let retryAfterMs = 0;
    const counted = limits.map(({ key, limit, windowMs }) => {
      const recent = (this.attempts.get(key) ?? []).filter(({ at }) => at > now - windowMs);
      if (recent.length >= limit) {
        retryAfterMs = Math.max(retryAfterMs, recent[recent.length - limit].at + windowMs - now);
      }
      return { key, recent };
    });
    if (retryAfterMs > 0) return Promise.resolve({ granted: false, retryAfterMs });

    const id = randomUUID();
    for (const { key, recent } of counted) {
      recent.push({ id, at: now });
      this.attempts.delete(key);
      this.attempts.set(key, recent);
    }
    while (this.attempts.size > MAX_TRACKED_KEYS) this.attempts.delete(this.attempts.keys().next().value!);
    return Promise.resolve({ granted: true, id });
  }

  release(keys: string[], id: string): Promise<void> {
    for (const key of keys) {
      const remaining = this.attempts.get(key)?.filter((attempt) => attempt.id !== id);
      if (remaining?.length) this.attempts.set(key, remaining);
      else this.attempts.delete(key);
    }
    return Promise.resolve();
  }

  clear(keys: string[]): Promise<void> {
    for (const key of keys) this.attempts.delete(key);
    return Promise.resolve();
  }

  remember(key: string, ttlMs: number, now: number): Promise<void> {
    this.remembered.delete(key);
    this.remembered.set(key, now + ttlMs);
    while (this.remembered.size > MAX_REMEMBERED)
      this.remembered.delete(this.remembered.keys().next().value!);
    return Promise.resolve();
  }

  recalls(key: string, now: number): Promise<boolean> {
    const until = this.remembered.get(key);
    if (until !== undefined && until <= now) this.remembered.delete(key);
    return Promise.resolve(until !== undefined && until > now);
  }
}
