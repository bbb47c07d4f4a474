import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  const config = { retryDelayMs: 30_000, maxRetryDelayMs: 3_600_000 };

  it('starts at NOTIFY_RETRY_SECONDS and doubles after each failure', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(config, attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(retryDelayMs(config, 8)).toBe(3_600_000);
    expect(retryDelayMs(config, 10_000)).toBe(3_600_000);
  });
});
