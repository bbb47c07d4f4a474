import type { LoggerService } from '@nestjs/common';
import { startTestApp, type TestApp } from './support/test-app';

/** A logger that keeps what it is told (the test apps log nothing of their own). */
function captureLogs() {
  const warnings: { message: string; context?: string }[] = [];
  const logger: LoggerService = {
    log: () => undefined,
    error: () => undefined,
    warn: (message: unknown, context?: string) => warnings.push({ message: String(message), context }),
  };
  return { logger, warnings };
}

describe('X-Forwarded-For while TRUST_PROXY_HOPS is 0', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('warns once per process, naming the setting, without the address', async () => {
    t = await startTestApp({ env: { TRUST_PROXY_HOPS: '0' } });
    const { logger, warnings } = captureLogs();
    t.app.useLogger(logger);

    expect((await t.http().get('/api/health')).status).toBe(200);
    expect(warnings).toEqual([]);

    for (let i = 0; i < 3; i += 1) {
      await t
        .http()
        .get('/api/team-members')
        .set('X-Forwarded-For', `203.0.113.${i + 1}`);
      await t.http().post('/api/auth/login').set('X-Forwarded-For', '203.0.113.9').send({});
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toContain('TRUST_PROXY_HOPS');
    expect(warnings[0].message).toContain('Deployment');
    expect(warnings[0].message).not.toMatch(/203\.0\.113/);
  });

  it('says nothing once the proxy is trusted', async () => {
    t = await startTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
    const { logger, warnings } = captureLogs();
    t.app.useLogger(logger);

    await t.http().get('/api/team-members').set('X-Forwarded-For', '203.0.113.1');
    expect(warnings).toEqual([]);
  });
});
