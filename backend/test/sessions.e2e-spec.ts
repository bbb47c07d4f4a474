import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream';
import { startTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('Admin sessions', () => {
  let t: TestApp;
  let upstream: FakeUpstream;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  const logIn = async (): Promise<string> =>
    (await t.http().post('/api/auth/login').send(TEST_ADMIN).expect(200)).body.token as string;
  const me = (token: string) => t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
  const logOut = (token: string) => t.http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`);

  describe('POST /api/auth/logout', () => {
    it("ends that token at once on the server; the admin's other sessions go on", async () => {
      const laptop = await logIn();
      const phone = await logIn();
      expect((await me(laptop)).status).toBe(200);

      const out = await logOut(laptop);
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true });

      const after = await me(laptop);
      expect(after.status).toBe(401);
      expect(after.body.error).toBe('Your session has ended. Please log in again.');
      expect((await t.http().get('/api/quotes').set('Authorization', `Bearer ${laptop}`)).status).toBe(401);
      expect((await logOut(laptop)).status).toBe(401);

      expect((await me(phone)).status).toBe(200);
    });

    it('keeps a revocation only until the token would have expired', async () => {
      const token = await logIn();
      const { jti, exp, sub } = claimsOf(token);
      await t.dataSource.query(
        `INSERT INTO revoked_tokens (jti, account_id, expires_at) VALUES (gen_random_uuid(), $1, now() - interval '1 minute')`,
        [sub],
      );

      expect((await logOut(token)).status).toBe(200);
      const rows: { jti: string; expires_at: Date }[] = await t.dataSource.query(
        'SELECT jti, expires_at FROM revoked_tokens',
      );
      expect(rows.map((row) => row.jti)).toContain(jti);
      expect(rows.find((row) => row.jti === jti)!.expires_at.getTime()).toBe(exp * 1000);
      expect(rows.every((row) => row.expires_at.getTime() > Date.now())).toBe(true);
    });

    it('needs an admin token', async () => {
      expect((await t.http().post('/api/auth/logout')).status).toBe(401);
    });
  });

  describe('audiences', () => {
    it('issues admin tokens for the admin audience, each with its own id', async () => {
      const [first, second] = [claimsOf(await logIn()), claimsOf(await logIn())];
      expect(first).toMatchObject({ aud: 'admin', role: 'admin' });
      expect(first.jti).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.jti).not.toBe(first.jti);
    });

    it('issues client tokens for the client audience, which the admin routes refuse with 403', async () => {
      upstream.answer((_req, res) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}'),
      );
      const { body } = await t
        .http()
        .post('/api/auth/external-redirect')
        .send({
          username: 'maria@ridgeline-freight.com',
          password: 'her TMS password',
          externalUrl: `${upstream.origin}/login`,
          systemType: 'trucking-software',
        })
        .expect(200);
      expect(claimsOf(body.token)).toMatchObject({ aud: 'client', role: 'client' });

      for (const call of [me(body.token), logOut(body.token)]) {
        const { status, body: refusal } = await call;
        expect(status).toBe(403);
        expect(refusal.error).toBe('This area is for administrators only.');
      }
    });

    it('refuses an admin token for the wrong audience, and one that names none (401)', async () => {
      const { sub, ver, staffRole } = claimsOf(await logIn());
      const admin = { sub, role: 'admin', username: TEST_ADMIN.username, ver, staffRole };
      expect((await me(t.sign(admin))).status).toBe(200);

      for (const token of [
        t.sign({ ...admin, aud: 'client' }),
        t.sign({ ...admin, aud: ['admin', 'client'] }),
        t.sign({ ...admin, role: 'client', aud: 'admin' }),
        t.sign(admin, { issuedClaims: false, expiresIn: 3600 }),
      ]) {
        const { status, body } = await me(token);
        expect(status).toBe(401);
        expect(body.error).toMatch(/^Your session (is not valid|has ended)\. Please log in again\.$/);
      }
    });
  });
});

describe('A revoked token after a restart', () => {
  it('stays refused: the revocation lives in the database, not in one process', async () => {
    const first = await startTestApp();
    const revoked = await first.adminToken();
    const kept = (await first.http().post('/api/auth/login').send(TEST_ADMIN).expect(200)).body.token;
    await first.http().post('/api/auth/logout').set('Authorization', `Bearer ${revoked}`).expect(200);
    await first.close({ keepDatabase: true });

    const second = await startTestApp({ database: first.database });
    try {
      const me = (token: string) => second.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      expect((await me(revoked)).status).toBe(401);
      expect((await me(kept)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
