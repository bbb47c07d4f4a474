import { quoteRequest } from './factories/leads';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { startTestApp, type TestApp } from './support/test-app';

describe('Platform', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      env: { GA_MEASUREMENT_ID: 'G-TEST12345', CLIENT_PORTAL_URL: 'https://clients.example.com/login' },
    });
  });
  afterAll(() => t.close());

  it('GET /api/health answers 200 when the database answers', async () => {
    const { status, body } = await t.http().get('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    for (const path of ['/api/nothing-here', '/api/quotes/extra/segments', '/api']) {
      const { status, body, headers } = await t.http().get(path);
      expect(status).toBe(404);
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(body).toEqual({ success: false, error: `There is no API endpoint at GET ${path}.` });
    }
    const { status, body } = await t.http().patch('/api/quotes');
    expect(status).toBe(404);
    expect(body.error).toBe('There is no API endpoint at PATCH /api/quotes.');
  });

  it('GET /api/config gives the browser its runtime settings', async () => {
    const { status, body } = await t.http().get('/api/config');
    expect(status).toBe(200);
    expect(body).toEqual({
      clientPortalUrl: 'https://clients.example.com/login',
      gaMeasurementId: 'G-TEST12345',
      providerPhone: '(801) 555-0199',
      businessTimeZone: 'America/Denver',
    });
  });

  it('sends security headers with a CSP that lets in only this origin, the portal form and Google tag', async () => {
    const { headers } = await t.http().get('/api/health');
    const csp: string = headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toContain("form-action 'self' https://clients.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('leaves Google out of the CSP when analytics is not configured', async () => {
    const plain = await startTestApp();
    try {
      const csp: string = (await plain.http().get('/api/health')).headers['content-security-policy'];
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('google');
      expect((await plain.http().get('/api/config')).body.gaMeasurementId).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('describes every endpoint in OpenAPI at /api/docs', async () => {
    const ui = await t.http().get('/api/docs/');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
    const { body } = await t.http().get('/api/docs-json');
    const operations = Object.entries(body.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'POST /api/quotes',
        'GET /api/quotes',
        'GET /api/quotes/email/{email}',
        'DELETE /api/quotes/{id}',
        'POST /api/fuel-card-applications',
        'GET /api/fuel-card-applications',
        'GET /api/fuel-card-applications/email/{email}',
        'DELETE /api/fuel-card-applications/{id}',
        'GET /api/team-members',
        'GET /api/team-members/{id}/photo',
        'POST /api/team-members',
        'PUT /api/team-members/{id}',
        'DELETE /api/team-members/{id}',
        'POST /api/team-members/{id}/move',
        'POST /api/auth/login',
        'GET /api/auth/me',
        'POST /api/auth/external-redirect',
        'GET /api/leads/stats',
        'GET /api/health',
        'GET /api/config',
        'GET /api/placeholder/{width}/{height}',
      ].sort(),
    );
    expect(body.components.schemas.CreateQuoteDto.required).toEqual(
      expect.arrayContaining(['companyName', 'email', 'numberOfTrucks', 'agreeToTerms']),
    );
  });
});

describe('When the database goes away', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxy(database.url);
    t = await startTestApp({ database, databaseUrl: proxy.url });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  it('answers 503 with a clear sentence, then recovers by itself when it returns', async () => {
    expect((await t.http().post('/api/quotes').send(quoteRequest())).status).toBe(201);

    await proxy.cut();
    const down = await t.http().post('/api/quotes').send(quoteRequest());
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      success: false,
      error: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    const health = await t.http().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.success).toBe(false);

    await proxy.restore();
    let recovered = 0;
    for (let attempt = 0; attempt < 20 && recovered !== 201; attempt += 1) {
      recovered = (await t.http().post('/api/quotes').send(quoteRequest())).status;
      if (recovered !== 201) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(201);
    expect((await t.http().get('/api/health')).status).toBe(200);
    const { body } = await t
      .http()
      .get('/api/quotes')
      .set('Authorization', `Bearer ${await t.adminToken()}`);
    expect(body.total).toBe(2);
  });
});
