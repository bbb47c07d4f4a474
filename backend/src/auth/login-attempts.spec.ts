import { loadConfig } from '../config/configuration';
import { MemoryLoginAttemptStore } from './login-attempt-store';
import { LoginAttempts, type LoginAttemptOutcome } from './login-attempts';

describe('LoginAttempts', () => {
  let clock: number;
  let attempts: LoginAttempts;

  beforeEach(() => {
    clock = 1_000_000;
    attempts = new LoginAttempts(
      loadConfig({ DATA_DIR: 'memory://', RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE: '3' }),
      new MemoryLoginAttemptStore(),
    );
    attempts.now = () => clock;
  });

  const retryAfter = (outcome: LoginAttemptOutcome) => (outcome.allowed ? 0 : outcome.retryAfterSeconds);
  /** An attempt whose password turned out wrong: it stays counted. */
  const fail = async (username: string, address: string) => {
    const outcome = await attempts.begin(username, address);
    expect(outcome.allowed).toBe(true);
  };

  it('lets an address try until it has failed the limit within a minute', async () => {
    await fail('ops-admin', '203.0.113.5');
    await fail('someone', '203.0.113.5');
    await fail('ops-admin', '203.0.113.5');
    expect(retryAfter(await attempts.begin('anyone', '203.0.113.5'))).toBe(60);
    expect(retryAfter(await attempts.begin('ops-admin', '203.0.113.6'))).toBe(0);
  });

  it('counts down until the oldest failure is a minute old', async () => {
    for (let i = 0; i < 3; i += 1) {
      await fail('ops-admin', '203.0.113.5');
      clock += 10_000;
    }
    expect(retryAfter(await attempts.begin('ops-admin', '203.0.113.5'))).toBe(30);
    clock += 30_001;
    expect(retryAfter(await attempts.begin('ops-admin', '203.0.113.5'))).toBe(0);
  });

  it('forgets the address and the username on a success', async () => {
    for (let i = 0; i < 2; i += 1) await fail('ops-admin', '203.0.113.5');
    const outcome = await attempts.begin('ops-admin', '203.0.113.5');
    if (!outcome.allowed) throw new Error('refused');
    await outcome.attempt.succeeded();
    for (let i = 0; i < 3; i += 1) await fail('ops-admin', '203.0.113.5');
  });

  it('does not count an abandoned attempt (the password was never checked)', async () => {
    for (let i = 0; i < 2; i += 1) await fail('ops-admin', '203.0.113.5');
    const outcome = await attempts.begin('ops-admin', '203.0.113.5');
    if (!outcome.allowed) throw new Error('refused');
    await outcome.attempt.abandoned();
    await fail('ops-admin', '203.0.113.5');
    expect(retryAfter(await attempts.begin('ops-admin', '203.0.113.5'))).toBe(60);
  });

  it('counts attempts in flight: the limit holds before any password is checked', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => attempts.begin('ops-admin', '203.0.113.5')),
    );
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(3);
  });

  it('counts an IPv6 /64 as one address, and IPv4-mapped IPv6 as IPv4', async () => {
    await fail('a', '2001:db8:aa:bb::1');
    await fail('b', '2001:DB8:AA:BB:ffff:ffff:ffff:ffff');
    await fail('c', '2001:db8:aa:bb:0:0:0:9');
    expect(retryAfter(await attempts.begin('d', '2001:db8:aa:bb::77'))).toBe(60);
    expect(retryAfter(await attempts.begin('d', '2001:db8:aa:bc::1'))).toBe(0);

    for (let i = 0; i < 3; i += 1) await fail('e', '198.51.100.7');
    expect(retryAfter(await attempts.begin('e', '::ffff:198.51.100.7'))).toBe(60);
  });

  it('limits a username, whatever its case, across addresses to twice the address limit', async () => {
    for (let i = 1; i <= 6; i += 1) await fail(i % 2 ? 'Ops-Admin' : 'ops-admin', `203.0.113.${i}`);
    expect(retryAfter(await attempts.begin('OPS-ADMIN', '203.0.113.50'))).toBe(60);
    expect(retryAfter(await attempts.begin('another-admin', '203.0.113.50'))).toBe(0);
    clock += 60_001;
    expect(retryAfter(await attempts.begin('ops-admin', '203.0.113.51'))).toBe(0);
  });

  it("exempts an address that signed in to the account from that account's username limit", async () => {
    const usual = await attempts.begin('ops-admin', '198.51.100.9');
    if (!usual.allowed) throw new Error('refused');
    await usual.attempt.succeeded();

    for (let i = 1; i <= 6; i += 1) await fail('ops-admin', `203.0.113.${i}`);
    expect(retryAfter(await attempts.begin('ops-admin', '203.0.113.99'))).toBe(60);
    expect(retryAfter(await attempts.begin('ops-admin', '198.51.100.9'))).toBe(0);
  });
});
