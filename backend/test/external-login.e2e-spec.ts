import { messages } from '@trucking-finance/contracts';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream';
import { startTestApp, type TestApp } from './support/test-app';

const json = (status: number, body: unknown) => (_req: unknown, res: import('node:http').ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('POST /api/auth/external-redirect', () => {
  let t: TestApp;
  let upstream: FakeUpstream;
  const login = (body: Record<string, unknown>) => t.http().post('/api/auth/external-redirect').send(body);
  const request = (overrides: Record<string, unknown> = {}) => ({
    username: 'maria@ridgeline-freight.com',
    password: 'her QuickBooks password',
    externalUrl: `${upstream.origin}/api/login`,
    systemType: 'quickbooks',
    ...overrides,
  });

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    t = await startTestApp({
      env: { EXTERNAL_LOGIN_ALLOWED_HOSTS: '127.0.0.1,portal.example.com' },
      configure: (config) => {
        // Short enough for the timeout test, long enough that a loaded CI machine answers the
        // other tests' instant upstream in time (at 400 ms one of them once got the 504).
        config.externalLogin.timeoutMs = 2_000;
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.requests.length = 0;
  });

  it('relays the credentials once and answers with our own client token, the user and where to go', async () => {
    upstream.answer(
      json(200, {
        user: {
          firstName: 'Maria',
          lastName: 'Alvarez',
          email: 'maria@ridgeline-freight.com',
          companyName: 'Ridgeline Freight LLC',
        },
      }),
    );
    const { status, body } = await login(request());

    expect(status).toBe(200);
    expect(upstream.requests).toEqual([
      {
        method: 'POST',
        path: '/api/login',
        body: {
          username: 'maria@ridgeline-freight.com',
          password: 'her QuickBooks password',
          systemType: 'quickbooks',
        },
      },
    ]);
    expect(body).toMatchObject({
      success: true,
      user: {
        firstName: 'Maria',
        lastName: 'Alvarez',
        username: 'maria@ridgeline-freight.com',
        email: 'maria@ridgeline-freight.com',
        companyName: 'Ridgeline Freight LLC',
      },
      redirectUrl: '/client-dashboard',
    });
    expect(JSON.stringify(body)).not.toContain('her QuickBooks password');
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ role: 'client', username: 'maria@ridgeline-freight.com' });

    // A client token is a client token: the admin area stays closed to it.
    const admin = await t.http().get('/api/quotes').set('Authorization', `Bearer ${body.token}`);
    expect(admin.status).toBe(403);
  });

  it('follows the redirect the external system names on an allowed host, and no other', async () => {
    upstream.answer(json(200, { redirectUrl: `${upstream.origin}/portal/home` }));
    expect((await login(request())).body.redirectUrl).toBe(`${upstream.origin}/portal/home`);

    upstream.answer(json(200, { redirectUrl: 'https://phishing.example.net/login' }));
    expect((await login(request())).body.redirectUrl).toBe('/client-dashboard');

    upstream.answer(json(200, { redirectUrl: 'javascript:alert(1)' }));
    expect((await login(request())).body.redirectUrl).toBe('/client-dashboard');
  });

  it('fills the user from the request when the external system says little', async () => {
    upstream.answer(json(200, {}));
    const { body } = await login(request({ username: 'dispatch7' }));
    expect(body.user).toEqual({
      firstName: '',
      lastName: '',
      username: 'dispatch7',
      email: '',
      companyName: '',
    });
  });

  describe('validation (docs/product.md#external-login)', () => {
    afterEach(() => expect(upstream.requests).toHaveLength(0));

    it('asks for the external URL with the spec sentence', async () => {
      for (const externalUrl of [undefined, '', '   ']) {
        const { status, body } = await login(request({ externalUrl }));
        expect(status).toBe(400);
        expect(body.error).toBe(messages.externalUrlRequired);
        expect(body).toMatchObject({ code: 'validation_failed', fields: { externalUrl: 'required' } });
      }
    });

    it('refuses something that is not an http(s) URL', async () => {
      for (const externalUrl of ['portal.example.com', 'ftp://127.0.0.1/login', 'not a url']) {
        const { status, body } = await login(request({ externalUrl }));
        expect(status).toBe(400);
        expect(body.error).toBe(messages.externalUrlInvalid);
        expect(body.fields).toEqual({ externalUrl: 'invalid_url' });
      }
    });

    it('refuses a URL the relay could not open, with 400 instead of a crash', async () => {
      // validator's isURL took these; WHATWG `new URL()`, which the relay uses, throws on them.
      for (const externalUrl of ['https://xn--a/', 'https://xn--a.example.com/login']) {
        const { status, body } = await login(request({ externalUrl }));
        expect(status).toBe(400);
        expect(body).toMatchObject({
          error: messages.externalUrlInvalid,
          code: 'validation_failed',
          fields: { externalUrl: 'invalid_url' },
        });
      }
    });

    it('refuses control characters in the URL and the credentials, naming the field', async () => {
      const { status, body } = await login(
        request({ username: 'maria\u0000', externalUrl: `${upstream.origin}/api/\u0007login` }),
      );
      expect(status).toBe(400);
      expect(body.fields).toEqual({ username: 'invalid_characters', externalUrl: 'invalid_characters' });
    });

    it('asks for username and password', async () => {
      const { status, body } = await login(request({ username: '', password: undefined }));
      expect(status).toBe(400);
      expect(body.error).toBe(messages.externalCredentialsRequired);
      expect(Object.keys(body.details)).toEqual(['username', 'password']);
      expect(body.fields).toEqual({ username: 'required', password: 'required' });
    });

    it('refuses an unknown system type', async () => {
      const { status, body } = await login(request({ systemType: 'excel' }));
      expect(status).toBe(400);
      expect(body.error).toBe(
        'Please correct these fields: systemType must be one of: quickbooks, sage, xero, trucking-software, custom.',
      );
    });
  });

  describe('only allow-listed hosts are contacted', () => {
    it('refuses a host that is not on the list without contacting it', async () => {
      const other = upstream.origin.replace('127.0.0.1', 'localhost');
      const { status, body } = await login(request({ externalUrl: `${other}/api/login` }));
      expect(status).toBe(400);
      expect(body.error).toMatch(
        /^We cannot connect to localhost:\d+: it is not one of the systems this site may contact\./,
      );
      expect(body.code).toBe('external_host_not_allowed');
      expect(upstream.requests).toHaveLength(0);
    });

    it('refuses plain http to an allowed host that is not this machine', async () => {
      const { status, body } = await login(request({ externalUrl: 'http://portal.example.com/api/login' }));
      expect(status).toBe(400);
      expect(body.error).toBe('Please use an https:// address for the external system.');
      expect(body.fields).toEqual({ externalUrl: 'url_not_https' });
    });

    it('refuses credentials written into the URL', async () => {
      const { status, body } = await login(
        request({ externalUrl: upstream.origin.replace('//', '//maria:secret@') }),
      );
      expect(status).toBe(400);
      expect(body.error).toContain('take the username and password out of the URL');
      expect(body.fields).toEqual({ externalUrl: 'url_has_credentials' });
      expect(upstream.requests).toHaveLength(0);
    });
  });

  describe('upstream failures', () => {
    it('maps a refusal (401) to 401 with a clear sentence', async () => {
      upstream.answer(json(401, { error: 'bad password' }));
      const { status, body } = await login(request());
      expect(status).toBe(401);
      expect(body).toEqual({
        success: false,
        error: 'The external system did not accept that username and password.',
        code: 'external_login_refused',
      });
    });

    it('maps { success: false } in a 200 to a refusal too', async () => {
      upstream.answer(json(200, { success: false }));
      const { status, body } = await login(request());
      expect(status).toBe(401);
      expect(body.error).toBe('The external system did not accept that username and password.');
    });

    it('maps an upstream error to 502', async () => {
      upstream.answer(json(500, { error: 'database down' }));
      const { status, body } = await login(request());
      expect(status).toBe(502);
      expect(body.error).toBe(
        'The external system answered with an error (HTTP 500). Please try again later.',
      );
      expect(body.code).toBe('external_system_error');
    });

    it('does not follow a redirect (it could lead off the allow-list)', async () => {
      upstream.answer((_req, res) =>
        res.writeHead(302, { location: 'https://elsewhere.example.com/' }).end(),
      );
      const { status, body } = await login(request());
      expect(status).toBe(502);
      expect(body.error).toContain('HTTP 302');
      expect(upstream.requests).toHaveLength(1);
    });

    it('maps an unreadable answer to 502', async () => {
      upstream.answer((_req, res) =>
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>'),
      );
      const { status, body } = await login(request());
      expect(status).toBe(502);
      expect(body.error).toBe('The external system sent an answer we could not read.');
      expect(body.code).toBe('external_system_unreadable');
    });

    it('gives up after the timeout with 504', async () => {
      upstream.answer((_req, res) => setTimeout(() => json(200, {})(_req, res), 6_000));
      const started = Date.now();
      const { status, body } = await login(request());
      expect(status).toBe(504);
      expect(body.error).toBe('The external system did not answer in time. Please try again.');
      expect(body.code).toBe('external_system_timeout');
      // Gave up at the deadline, not when the upstream finally answered.
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('maps an unreachable system to 502', async () => {
      const closed = await startFakeUpstream();
      const origin = closed.origin;
      await closed.close();
      const { status, body } = await login(request({ externalUrl: `${origin}/api/login` }));
      expect(status).toBe(502);
      expect(body.error).toBe('We could not reach the external system. Please check the URL and try again.');
      expect(body.code).toBe('external_system_unreachable');
    });
  });
});
