import argon2 from '@node-rs/argon2';
import { messages } from '@trucking-finance/contracts';
import { startTestApp, TEST_ADMIN, type TestApp } from './support/test-app';
import { until } from './support/until';

const wrong = { ...TEST_ADMIN, password: 'not the password' };

describe('Admin login limits', () => {
  let t: TestApp;
  let verify: jest.SpiedFunction<typeof argon2.verify>;

  beforeAll(async () => {
    // Behind one proxy hop, X-Forwarded-For names the visitor's address.
    t = await startTestApp({ env: { RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE: '5', TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    // Watches the real argon2 check: how many logins reached the password hash.
    verify = jest.spyOn(argon2, 'verify');
  });
  afterEach(() => verify.mockRestore());

  const login = (address: string, credentials: object = wrong) =>
    t.http().post('/api/auth/login').set('X-Forwarded-For', address).send(credentials);

  it('lets exactly the limit of a simultaneous burst of wrong passwords reach the hash; the rest get 429', async () => {
    const guess = { username: 'burst-target', password: 'guess' };
    const burst = await Promise.all(Array.from({ length: 20 }, () => login('198.51.100.10', guess)));

    expect(burst.filter(({ status }) => status === 401)).toHaveLength(5);
    const refused = burst.filter(({ status }) => status === 429);
    expect(refused).toHaveLength(15);
    expect(refused[0].body).toEqual({
      success: false,
      error: messages.tooManyLoginAttempts,
      code: 'too_many_login_attempts',
    });
    expect(verify).toHaveBeenCalledTimes(5);
  });

  it('counts every address of one IPv6 /64 together, and an IPv4-mapped address as IPv4', async () => {
    // Each check gets its own username, so only the address limit can be met.
    for (const host of ['1', 'a:b:c:d', 'ffff:0:0:1', '2', '3']) {
      expect((await login(`2001:db8:7:8::${host}`, { username: 'v6-target', password: 'x' })).status).toBe(
        401,
      );
    }
    const sameNetwork = await login('2001:DB8:7:8:ffff:ffff:ffff:fffe', TEST_ADMIN);
    expect(sameNetwork.status).toBe(429);
    expect(Number(sameNetwork.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('2001:db8:7:9::1', TEST_ADMIN)).status).toBe(200);

    for (let i = 0; i < 5; i += 1) {
      expect((await login('203.0.113.70', { username: 'v4-target', password: 'x' })).status).toBe(401);
    }
    expect((await login('::ffff:203.0.113.70', TEST_ADMIN)).status).toBe(429);
  });

  it('limits one username, whatever its case, across many addresses (twice the per-address limit)', async () => {
    // A fresh account name: failures on it from ten addresses, one each.
    const target = { username: 'Night-Dispatch', password: 'guess' };
    for (let i = 1; i <= 10; i += 1) {
      const username = i % 2 ? target.username.toUpperCase() : target.username.toLowerCase();
      expect((await login(`192.0.2.${i}`, { ...target, username })).status).toBe(401);
    }
    const eleventh = await login('192.0.2.200', target);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toBe(messages.tooManyLoginAttempts);
    // The same new address may still try another username.
    expect((await login('192.0.2.200', { username: 'someone-else', password: 'guess' })).status).toBe(401);
  });

  it('keeps the real admin in from an address they signed in from while their username is under attack', async () => {
    const usual = '198.51.100.44';
    expect((await login(usual, TEST_ADMIN)).status).toBe(200);
    for (let i = 1; i <= 10; i += 1) expect((await login(`192.0.2.${100 + i}`)).status).toBe(401);
    expect((await login('192.0.2.150', TEST_ADMIN)).status).toBe(429);

    expect((await login(usual, TEST_ADMIN)).status).toBe(200);
    // That success ended the attack's hold on the username for everyone.
    expect((await login('192.0.2.150', TEST_ADMIN)).status).toBe(200);
  });
});

describe('Password hashing at capacity', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      env: { TRUST_PROXY_HOPS: '1' },
      configure: (config) => {
        config.auth.passwordHashing = { concurrent: 2, queued: 2, waitMs: 60_000 };
      },
    });
  });
  afterAll(() => t.close());

  it('hashes at most 2 at once, lets 2 wait, and answers the rest 503 at once instead of piling up', async () => {
    const realVerify = argon2.verify;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let started = 0;
    // The real argon2 check, held until the gate opens so the test sees who is hashing at once.
    const verify = jest.spyOn(argon2, 'verify').mockImplementation(async (...args) => {
      started += 1;
      await gate;
      return realVerify(...args);
    });

    const answers: { status: number; body: { error: string; code: string } }[] = [];
    const sent: Promise<unknown>[] = [];
    const send = (i: number) => {
      const answer = t
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', `198.51.100.${i}`)
        .send(wrong)
        .then((response) => {
          answers.push(response);
          return response;
        });
      sent.push(answer);
      return answer;
    };
    try {
      const first = [send(1), send(2)];
      await until('both sign-ins hashing', () => started === 2);
      const more = [3, 4, 5, 6, 7].map(send);
      // Two of the five wait in line; three are turned away while the hashes are still running.
      await until('three sign-ins turned away', () => answers.length === 3 || started > 2);
      expect(started).toBe(2);
      expect(answers.map(({ status }) => status)).toEqual([503, 503, 503]);
      expect(answers[0].body.error).toBe('Sign-in is busy right now. Please try again in a few seconds.');
      expect(answers[0].body.code).toBe('sign_in_busy');

      open();
      const settled = await Promise.all([...first, ...more]);
      expect(settled.map(({ status }) => status).sort()).toEqual([401, 401, 401, 401, 503, 503, 503]);
      expect(started).toBe(4);
    } finally {
      // Whatever happened, nothing stays held: every login still in flight finishes.
      open();
      await Promise.allSettled(sent);
      verify.mockRestore();
    }
  });
});
