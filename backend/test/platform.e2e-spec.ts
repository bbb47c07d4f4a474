import { apiErrorCodes } from '@trucking-finance/contracts';
import { quoteRequest } from '@trucking-finance/contracts/testing';
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
      expect(body).toEqual({
        success: false,
        error: `There is no API endpoint at GET ${path}.`,
        code: 'route_not_found',
      });
    }
    const { status, body } = await t.http().patch('/api/quotes');
    expect(status).toBe(404);
    expect(body.error).toBe('There is no API endpoint at PATCH /api/quotes.');
  });

  it('marks every API answer, errors included, as not to be stored by browsers or proxies', async () => {
    const answers = [
      await t.http().get('/api/health'),
      await t.http().post('/api/quotes').send(quoteRequest()),
      await t.http().post('/api/quotes').send({}),
      await t.http().post('/api/quotes').set('Content-Type', 'application/json').send('{"broken'),
      await t.http().post('/api/quotes').set('Content-Type', 'text/plain').send('hello'),
      await t
        .http()
        .post('/api/quotes')
        .send({ comments: 'x'.repeat(200_000) }),
      await t.http().get('/api/quotes'),
      await t.http().put('/api/team-members/5b9dc68d-881a-4a1b-81a1-b94f7e8dcb70').send({ name: 'X' }),
      await t.http().get('/api/nothing-here'),
      await t.http().get('/api/team-members/5b9dc68d-881a-4a1b-81a1-b94f7e8dcb70/photo'),
      await t.http().get('/api/placeholder/0/0'),
      await t.http().get('/api/docs-json'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 201, 400, 400, 415, 413, 401, 401, 404, 404, 400, 200,
    ]);
    for (const answer of answers) expect(answer.headers['cache-control']).toMatch(/(^|, )no-store(,|$)/);
  });

  it('GET /api/config gives the browser its runtime settings', async () => {
    const { status, body } = await t.http().get('/api/config');
    expect(status).toBe(200);
    expect(body).toEqual({
      clientPortalUrl: 'https://clients.example.com/login',
      gaMeasurementId: 'G-TEST12345',
      providerPhone: '(801) 555-0199',
      businessTimeZone: 'America/Denver',
      carrierLookup: false,
      brand: expect.objectContaining({
        textNumber: '(801) 555-0187',
        supportEmail: 'support@summitfreightcapital.com',
        office: expect.objectContaining({ city: 'Salt Lake City' }),
        socialLinks: expect.arrayContaining([
          { network: 'Facebook', href: 'https://www.facebook.com/summitfreightcapital' },
        ]),
      }),
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
        'POST /api/auth/logout',
        'GET /api/auth/me',
        'GET /api/audit',
        'POST /api/auth/external-redirect',
        'GET /api/leads/stats',
        'GET /api/health',
        'GET /api/health/live',
        'GET /api/health/ready',
        'GET /api/config',
        'GET /api/placeholder/{width}/{height}',
        'GET /api/quotes/{id}',
        'PATCH /api/quotes/{id}',
        'POST /api/quotes/{id}/notes',
        'GET /api/quotes/export.csv',
        'GET /api/fuel-card-applications/{id}',
        'PATCH /api/fuel-card-applications/{id}',
        'POST /api/fuel-card-applications/{id}/notes',
        'GET /api/fuel-card-applications/export.csv',
        'GET /api/leads/assignees',
        'GET /api/staff',
        'POST /api/staff',
        'PATCH /api/staff/{id}',
        'DELETE /api/staff/{id}',
        'GET /api/notifications',
        'POST /api/notifications/{id}/retry',
        'POST /api/lead-status',
        'GET /api/carriers/{dotNumber}',
      ].sort(),
    );
    expect(body.components.schemas.CreateQuoteDto.required).toEqual(
      expect.arrayContaining(['companyName', 'email', 'numberOfTrucks', 'agreeToTerms']),
    );
  });
});

describe('The OpenAPI document', () => {
  let doc: {
    paths: Record<string, Record<string, { responses: Record<string, OpenApiResponse> }>>;
    components: {
      schemas: Record<string, { properties?: Record<string, { enum?: unknown[] }>; required?: string[] }>;
    };
  };
  interface OpenApiResponse {
    content?: Record<string, { schema?: { $ref?: string; type?: string } }>;
  }

  beforeAll(async () => {
    const t = await startTestApp();
    try {
      doc = (await t.http().get('/api/docs-json')).body;
    } finally {
      await t.close();
    }
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );

  it("describes the body of every operation's success response", () => {
    expect(operations()).toHaveLength(42);
    for (const { name, operation } of operations()) {
      const success = Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status));
      expect([name, success.length]).toEqual([name, 1]);
      const content = Object.values(operation.responses[success[0]].content ?? {});
      expect([name, content.length > 0]).toEqual([name, true]);
      for (const { schema } of content) {
        expect([name, Boolean(schema?.$ref || schema?.type)]).toEqual([name, true]);
        if (!schema?.$ref) continue;
        const described = doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
        expect([name, Object.keys(described?.properties ?? {}).length > 0]).toEqual([name, true]);
      }
    }
    expect(doc.components.schemas.QuoteListResponseDto.required).toEqual(
      expect.arrayContaining(['success', 'quotes', 'page', 'pageSize', 'total']),
    );
  });

  it('describes every error response with the API error body, its codes listed', () => {
    for (const { name, operation } of operations()) {
      const errors = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400);
      expect([name, errors.length > 0]).toEqual([name, true]);
      for (const [status, response] of errors) {
        expect([name, status, response.content?.['application/json']?.schema?.$ref]).toEqual([
          name,
          status,
          '#/components/schemas/ApiErrorBodyDto',
        ]);
      }
    }
    const errorBody = doc.components.schemas.ApiErrorBodyDto;
    expect(errorBody.required).toEqual(expect.arrayContaining(['success', 'error', 'code']));
    expect(errorBody.properties?.code.enum).toEqual([...apiErrorCodes]);
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
      code: 'database_unavailable',
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
