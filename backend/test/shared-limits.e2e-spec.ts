import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { quoteRequest } from '@trucking-finance/contracts/testing';
import { startTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

/**
 * docs/architecture.md#several-instances: with REDIS_URL, two instances on one database share the
 * form and login limits (N instances never means N times the limit). Needs the Redis at
 * REDIS_TEST_URL (default redis://127.0.0.1:6379; CI runs one); each run uses its own key prefix
 * and deletes only its own keys. Without a reachable Redis the suite says so and checks nothing,
 * so `npm test` still needs no service.
 */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

describe('Limits shared by two instances through Redis', () => {
  const prefix = `test-${randomUUID()}:`;
  const env = {
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    RATE_LIMIT_FORMS_PER_MINUTE: '3',
    RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE: '2',
    TRUST_PROXY_HOPS: '1',
  };
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  let available = false;
  const whenRedis = (name: string, test: () => Promise<void>) =>
    it(name, () => (available ? test() : Promise.resolve()));

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000 });
    available = await redis.connect().then(
      () => true,
      () => false,
    );
    if (!available) {
      console.warn(`No Redis at ${REDIS_URL}: the shared-limit checks did not run.`);
      return;
    }
    a = await startTestApp({ env });
    b = await startTestApp({ env, database: a.database });
  });
  afterAll(async () => {
    if (!available) return redis.disconnect();
    await b.close({ keepDatabase: true });
    await a.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  whenRedis('counts the form limit once across both instances', async () => {
    const visitor = '198.51.100.40';
    const send = (app: TestApp) =>
      app.http().post('/api/quotes').set('X-Forwarded-For', visitor).send(quoteRequest());
    const statuses = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await send(app)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    // Another visitor is not affected, on either instance.
    expect(
      (await b.http().post('/api/quotes').set('X-Forwarded-For', '203.0.113.9').send(quoteRequest())).status,
    ).toBe(201);
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
  });

  whenRedis('counts failed admin logins once across both instances', async () => {
    const visitor = '198.51.100.41';
    const login = (app: TestApp, password: string) =>
      app
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', visitor)
        .send({ username: TEST_ADMIN.username, password });
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await login(app, 'wrong password here')).status);
    expect(statuses).toEqual([401, 401, 429, 429]);
    const limited = await login(b, TEST_ADMIN.password);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too_many_login_attempts');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address signs in on either instance.
    const other = await a
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.10')
      .send(TEST_ADMIN);
    expect(other.status).toBe(200);
  });
});
