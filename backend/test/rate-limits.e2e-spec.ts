import { fuelCardApplication, quoteRequest } from '@trucking-finance/contracts/testing';
import { startTestApp, type TestApp } from './support/test-app';

describe('Per-address limits on the public forms', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_FORMS_PER_MINUTE: '3', TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(() => t.close());

  it.each([
    ['/api/quotes', quoteRequest],
    ['/api/fuel-card-applications', fuelCardApplication],
  ])('answers 429 on %s after the limit, per visitor', async (path, payload) => {
    const from = (address: string) => t.http().post(path).set('X-Forwarded-For', address).send(payload());
    const address = `198.51.100.${path.length}`;
    for (let i = 0; i < 3; i += 1) expect((await from(address)).status).toBe(201);

    const limited = await from(address);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      error: 'Too many requests. Please wait a minute and try again.',
      code: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    expect((await from('203.0.113.99')).status).toBe(201);
  });

  it('limits the external login too, per visitor (invalid attempts count)', async () => {
    const from = (address: string) =>
      t.http().post('/api/auth/external-redirect').set('X-Forwarded-For', address).send({ username: 'x' });
    for (let i = 0; i < 3; i += 1) expect((await from('198.51.100.77')).status).toBe(400);
    expect((await from('198.51.100.77')).status).toBe(429);
    expect((await from('198.51.100.78')).status).toBe(400);
  });

  it('does not limit the admin lists or the team page', async () => {
    const admin = `Bearer ${await t.adminToken()}`;
    for (let i = 0; i < 6; i += 1) {
      expect((await t.http().get('/api/quotes').set('Authorization', admin)).status).toBe(200);
      expect((await t.http().get('/api/team-members')).status).toBe(200);
    }
  });
});
