import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { AttemptLimit, LoginAttemptStore, Reservation } from './login-attempt-store';

/**
 * KEYS: the counters; ARGV: now, the attempt id, then limit and window of each key. Trims each
 * sorted set to its window; when one is full, returns how long until it has room (counting
 * nothing); otherwise counts the attempt on every key and returns 0. Atomic, as Redis runs a
 * script alone, so two instances can never both take the last attempt.
 */
const RESERVE = `
local now = tonumber(ARGV[1])
local id = ARGV[2]
local retry = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + i * 2])
  local window = tonumber(ARGV[2 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local oldest = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    local wait = tonumber(oldest[2]) + window - now
    if wait > retry then retry = wait end
  end
end
if retry > 0 then return retry end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, id)
  redis.call('PEXPIRE', key, tonumber(ARGV[2 + i * 2]))
end
return 0
`;

const PREFIX = 'login:';

type WithReserve = Redis & { loginReserve(...args: (string | number)[]): Promise<number> };

/**
 * The login counters in Redis, shared by every instance: the operations LoginAttemptStore
 * describes, one sorted set of attempt ids scored by time per key.
 */
export class RedisLoginAttemptStore implements LoginAttemptStore {
  private readonly redis: WithReserve;

  constructor(redis: Redis) {
    if (!('loginReserve' in redis)) redis.defineCommand('loginReserve', { lua: RESERVE });
    this.redis = redis as WithReserve;
  }

  async reserve(limits: AttemptLimit[], now: number): Promise<Reservation> {
    const id = randomUUID();
    const retryAfterMs = await this.redis.loginReserve(
      limits.length,
      ...limits.map(({ key }) => PREFIX + key),
      now,
      id,
      ...limits.flatMap(({ limit, windowMs }) => [limit, windowMs]),
    );
    return retryAfterMs > 0 ? { granted: false, retryAfterMs } : { granted: true, id };
  }

  async release(keys: string[], id: string): Promise<void> {
    await Promise.all(keys.map((key) => this.redis.zrem(PREFIX + key, id)));
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length) await this.redis.del(...keys.map((key) => PREFIX + key));
  }

  async remember(key: string, ttlMs: number): Promise<void> {
    await this.redis.set(PREFIX + key, '1', 'PX', ttlMs);
  }

  async recalls(key: string): Promise<boolean> {
    return (await this.redis.exists(PREFIX + key)) === 1;
  }
}
