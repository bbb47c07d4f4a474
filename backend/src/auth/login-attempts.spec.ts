import { loadConfig } from '../config/configuration';
import { LoginAttempts } from './login-attempts';

describe('LoginAttempts', () => {
  let clock: number;
  let attempts: LoginAttempts;

  beforeEach(() => {
    clock = 1_000_000;
    attempts = new LoginAttempts(
      loadConfig({ DATA_DIR: 'memory://', RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE: '3' }),
    );
    attempts.now = () => clock;
  });

  it('lets an address try until it has failed the limit within a minute', () => {
    attempts.recordFailure('203.0.113.5');
    attempts.recordFailure('203.0.113.5');
    expect(attempts.retryAfterSeconds('203.0.113.5')).toBe(0);
    attempts.recordFailure('203.0.113.5');
    expect(attempts.retryAfterSeconds('203.0.113.5')).toBe(60);
    expect(attempts.retryAfterSeconds('203.0.113.6')).toBe(0);
  });

  it('counts down until the oldest failure is a minute old', () => {
    for (let i = 0; i < 3; i += 1) {
      attempts.recordFailure('203.0.113.5');
      clock += 10_000;
    }
    expect(attempts.retryAfterSeconds('203.0.113.5')).toBe(30);
    clock += 30_001;
    expect(attempts.retryAfterSeconds('203.0.113.5')).toBe(0);
  });

  it('forgets an address on clear (a successful login)', () => {
    for (let i = 0; i < 3; i += 1) attempts.recordFailure('203.0.113.5');
    attempts.clear('203.0.113.5');
    expect(attempts.retryAfterSeconds('203.0.113.5')).toBe(0);
  });
});
