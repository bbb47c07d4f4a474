import { messages } from '@trucking-finance/contracts';
import { LoginAttempts } from '../src/auth/login-attempts';
import { startTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

describe('Admin authentication', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Behind one proxy hop, each test can come from its own visitor address.
    t = await startTestApp({ env: { RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE: '5', TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(() => t.close());

  let visitor = 0;
  const login = (credentials: object, address = `203.0.113.${(visitor += 1)}`) =>
    t.http().post('/api/auth/login').set('X-Forwarded-For', address).send(credentials);

  describe('POST /api/auth/login', () => {
    it('gives a token that expires in 24 hours', async () => {
      const { status, body } = await login(TEST_ADMIN);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.token.split('.')).toHaveLength(3);
      const hoursLeft = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
      expect(hoursLeft).toBeGreaterThan(23.9);
      expect(hoursLeft).toBeLessThanOrEqual(24);

      const [, payload] = body.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      expect(claims).toMatchObject({ role: 'admin', username: TEST_ADMIN.username });
      expect(claims.exp - claims.iat).toBe(24 * 3600);
    });

    it('matches the username whatever its case, the password exactly', async () => {
      const upper = await login({ ...TEST_ADMIN, username: TEST_ADMIN.username.toUpperCase() });
      expect(upper.status).toBe(200);
      const padded = await login({ ...TEST_ADMIN, password: ` ${TEST_ADMIN.password}` });
      expect(padded.status).toBe(401);
    });

    it('refuses a wrong password and an unknown user with the same sentence', async () => {
      for (const credentials of [
        { ...TEST_ADMIN, password: 'wrong password' },
        { username: 'nobody', password: TEST_ADMIN.password },
      ]) {
        const { status, body } = await login(credentials);
        expect(status).toBe(401);
        expect(body).toEqual({
          success: false,
          error: messages.invalidCredentials,
          code: 'invalid_credentials',
        });
      }
    });

    it('asks for both fields', async () => {
      const { status, body } = await login({ username: 'ops-admin' });
      expect(status).toBe(400);
      expect(body.error).toBe('Please correct these fields: password is required.');
      expect(body).toMatchObject({ code: 'validation_failed', fields: { password: 'required' } });
    });

    it('refuses a 6th attempt after 5 failures in a minute, even with the right password, then lets it through', async () => {
      const address = '198.51.100.20';
      for (let i = 0; i < 5; i += 1) {
        expect((await login({ ...TEST_ADMIN, password: `guess ${i}` }, address)).status).toBe(401);
      }
      const blocked = await login(TEST_ADMIN, address);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        success: false,
        error: messages.tooManyLoginAttempts,
        code: 'too_many_login_attempts',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

      // Counted per visitor: another address is not affected.
      expect((await login(TEST_ADMIN, '198.51.100.21')).status).toBe(200);

      const attempts = t.app.get(LoginAttempts);
      const realNow = attempts.now;
      attempts.now = () => realNow() + 61_000;
      try {
        expect((await login(TEST_ADMIN, address)).status).toBe(200);
      } finally {
        attempts.now = realNow;
      }
    });

    it('forgets failures after a successful login', async () => {
      const address = '198.51.100.30';
      for (let i = 0; i < 4; i += 1) await login({ ...TEST_ADMIN, password: 'nope' }, address);
      expect((await login(TEST_ADMIN, address)).status).toBe(200);
      for (let i = 0; i < 4; i += 1) {
        expect((await login({ ...TEST_ADMIN, password: 'nope' }, address)).status).toBe(401);
      }
    });

    it('stores the password only as an argon2id hash', async () => {
      const [row] = await t.dataSource.query(
        'SELECT password_hash FROM admin_users WHERE lower(username) = $1',
        [TEST_ADMIN.username],
      );
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(TEST_ADMIN.password);
    });
  });

  describe('tokens on admin routes', () => {
    it('GET /api/auth/me names the admin of a valid token', async () => {
      const { status, body } = await t
        .http()
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${await t.adminToken()}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, user: { username: TEST_ADMIN.username, role: 'admin' } });
    });

    it('refuses an expired token with its own sentence', async () => {
      const { body: me } = await t
        .http()
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${await t.adminToken()}`);
      const expired = t.sign({
        sub: me.user.id,
        role: 'admin',
        username: TEST_ADMIN.username,
        exp: Math.floor(Date.now() / 1000) - 10,
      });
      const { status, body } = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${expired}`);
      expect(status).toBe(401);
      expect(body.error).toBe('Your session has expired. Please log in again.');
      expect(body.code).toBe('session_expired');
    });

    it('refuses tokens signed with another secret or with no signature', async () => {
      const { body: me } = await t
        .http()
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${await t.adminToken()}`);
      const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
      const claims = Buffer.from(
        JSON.stringify({ sub: me.user.id, role: 'admin', username: 'x', iat: Math.floor(Date.now() / 1000) }),
      ).toString('base64url');
      for (const token of [`${header('none')}.${claims}.`, `${header('HS256')}.${claims}.c2lnbmF0dXJl`]) {
        const { status } = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
        expect(status).toBe(401);
      }
    });

    it('refuses an admin token whose account is gone', async () => {
      const token = t.sign({ sub: '5b9dc68d-881a-4a1b-81a1-b94f7e8dcb70', role: 'admin', username: 'ghost' });
      const { status, body } = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      expect(status).toBe(401);
      expect(body.error).toBe('Your session has ended. Please log in again.');
      expect(body.code).toBe('session_ended');
    });

    it('refuses a client token on an admin route with 403', async () => {
      const client = t.sign({ sub: 'quickbooks:127.0.0.1:maria', role: 'client', username: 'maria' });
      const { status, body } = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${client}`);
      expect(status).toBe(403);
      expect(body.error).toBe('This area is for administrators only.');
      expect(body.code).toBe('admin_only');
    });
  });
});

describe('Admin account from ADMIN_USERNAME / ADMIN_PASSWORD', () => {
  it('is created at boot, and a changed password at the next boot replaces it and ends old sessions', async () => {
    const first = await startTestApp();
    const oldToken = await first.adminToken();
    await first.close({ keepDatabase: true });

    const second = await startTestApp({
      database: first.database,
      env: { ADMIN_PASSWORD: 'a brand new passphrase' },
    });
    try {
      const old = await second.http().get('/api/auth/me').set('Authorization', `Bearer ${oldToken}`);
      expect(old.status).toBe(401);
      expect(old.body.error).toBe('Your session has ended. Please log in again.');
      expect((await second.http().post('/api/auth/login').send(TEST_ADMIN)).status).toBe(401);
      const fresh = await second
        .http()
        .post('/api/auth/login')
        .send({ ...TEST_ADMIN, password: 'a brand new passphrase' });
      expect(fresh.status).toBe(200);
      const [{ count }] = await second.dataSource.query('SELECT count(*)::int AS count FROM admin_users');
      expect(count).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('keeps sessions when the app restarts with the same password', async () => {
    const first = await startTestApp();
    const token = await first.adminToken();
    await first.close({ keepDatabase: true });
    const second = await startTestApp({ database: first.database });
    try {
      expect((await second.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`)).status).toBe(
        200,
      );
    } finally {
      await second.close();
    }
  });
});
