import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { startTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

/** The prerendered dashboard as the build leaves it: its root holds the checking state. */
const TEMPLATE =
  '<!doctype html><html><head><title>Admin Dashboard</title></head>' +
  '<body><div id="root"><div><h1>Admin Dashboard</h1><p role="status">Checking your session…</p></div></div>\n  </body></html>';

/*
 * A stand-in for the frontend's server bundle (frontend/src/entry-server.tsx, covered by the
 * browser tests against the real build): it makes its calls to the server's own API with the token
 * it is given, as the real one does, and renders what they return. `?fail` makes it throw.
 */
const SERVER_BUNDLE = `
export async function renderAdminPage(url, { origin, token }) {
  if (new URL(url, 'http://localhost').searchParams.has('fail')) throw new Error('the render broke');
  const get = (path) => fetch(origin + '/api/' + path, { headers: { Authorization: 'Bearer ' + token } });
  const me = await get('auth/me');
  const quotes = await get('quotes?page=1&pageSize=20&order=newest');
  if (!me.ok || !quotes.ok) return { outcome: 'not-rendered' };
  const { user } = await me.json();
  const list = await quotes.json();
  const rows = list.quotes.map((quote) => '<tr><td>' + quote.companyName + '</td></tr>').join('');
  return {
    outcome: 'rendered',
    html: '<div><h1>Admin Dashboard</h1><p>' + user.displayName + ' (' + user.staffRole + ')</p><table>' + rows + '</table></div>',
    state: { url, total: list.total },
  };
}
`;

/** A built site with the dashboard's prerendered page and, unless `bundle` is false, a server bundle. */
function writeBuild(bundle: boolean): { distDir: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'admin-page-'));
  const distDir = join(root, 'dist');
  mkdirSync(join(distDir, 'admin', 'quotes'), { recursive: true });
  writeFileSync(join(distDir, 'admin', 'quotes', 'index.html'), TEMPLATE);
  if (bundle) {
    mkdirSync(join(root, 'dist-server'));
    // An ES module, as the frontend's package.json makes its bundle.
    writeFileSync(join(root, 'dist-server', 'package.json'), '{ "type": "module" }');
    writeFileSync(join(root, 'dist-server', 'entry-server.js'), SERVER_BUNDLE);
  }
  return { distDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

const CLEARED =
  /^admin_session=; Path=\/admin; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/;
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="api-state">(.*?)<\/script>/.exec(html)![1]);

describe('The admin dashboard rendered with its data (GET /admin/quotes with the admin cookie)', () => {
  let t: TestApp;
  let build: ReturnType<typeof writeBuild>;

  beforeAll(async () => {
    build = writeBuild(true);
    t = await startTestApp({ configure: (config) => void (config.site.distDir = build.distDir) });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  const logIn = async (credentials: { username: string; password: string } = TEST_ADMIN) => {
    const login = await t.http().post('/api/auth/login').send(credentials).expect(200);
    return login.body.token as string;
  };
  const dashboard = (token: string, path = '/admin/quotes') =>
    t.http().get(path).set('Cookie', `admin_session=${token}`);

  it('login leaves the token in an HttpOnly, same-site cookie for /admin only, as long as the token lasts', async () => {
    const login = await t.http().post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const [cookie] = login.headers['set-cookie'] as unknown as string[];
    expect(cookie).toMatch(
      new RegExp(
        `^admin_session=${login.body.token}; Max-Age=\\d+; Path=/admin; Expires=[^;]+; HttpOnly; SameSite=Strict$`,
      ),
    );
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    const tokenLifetime = (Date.parse(login.body.expiresAt) - Date.now()) / 1000;
    expect(Math.abs(maxAge - tokenLifetime)).toBeLessThan(5);
  });

  it("renders the page with the signed-in admin's leads, uncached, and the state the browser takes over", async () => {
    const quote = await t.newQuote({ companyName: 'Cookie Render Lines' });
    const token = await logIn();
    const page = await dashboard(token, '/admin/quotes?status=new&page=1').set('Accept-Encoding', 'identity');

    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(page.headers['set-cookie']).toBeUndefined();
    // The site's security headers, as on every page.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain(`<tr><td>${quote.companyName}</td></tr>`);
    expect(page.text).toContain(`<p>${TEST_ADMIN.username} (owner)</p>`);
    expect(page.text).not.toContain('Checking your session');
    // The page and query as requested reach the render.
    expect(stateOf(page.text)).toEqual({ url: '/admin/quotes?status=new&page=1', total: expect.any(Number) });
  });

  it('sends it gzipped to a browser that accepts gzip', async () => {
    await t.newQuote({ companyName: 'Gzip Freight' });
    const token = await logIn();
    const page = await dashboard(token).set('Accept-Encoding', 'gzip, deflate, br');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.text).toContain('<tr><td>Gzip Freight</td></tr>'); // supertest inflates it
  });

  it("renders an agent's page as the agent: the API's guard decides what the render gets", async () => {
    const owner = await logIn();
    const agent = { username: 'render-agent', password: 'render agent passphrase' };
    await t
      .http()
      .post('/api/staff')
      .set('Authorization', `Bearer ${owner}`)
      .send({ ...agent, displayName: 'Riley Render', role: 'agent' })
      .expect(201);
    const page = await dashboard(await logIn(agent));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<p>Riley Render (agent)</p>');
  });

  it('sends the prerendered page when the API refuses the token (it sends the visitor to the login)', async () => {
    const token = await logIn();
    await t.http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(200);

    for (const refused of [
      token,
      'not-a-token',
      t.sign({ sub: 'nobody', role: 'admin' }, { expiresIn: -60 }),
    ]) {
      const page = await dashboard(refused).set('Accept-Encoding', 'identity');
      expect(page.status).toBe(200);
      expect(page.text).toBe(TEMPLATE);
      expect(page.headers['cache-control']).toBe('no-store');
    }
  });

  it('logout removes the cookie', async () => {
    const token = await logIn();
    const logout = await t
      .http()
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect((logout.headers['set-cookie'] as unknown as string[])[0]).toMatch(CLEARED);
  });

  it('sends the prerendered page when the render fails', async () => {
    const token = await logIn();
    const page = await dashboard(token, '/admin/quotes?fail=1').set('Accept-Encoding', 'identity');
    expect(page.status).toBe(200);
    expect(page.text).toBe(TEMPLATE);
  });

  it('answers HEAD with the headers alone', async () => {
    const page = await t
      .http()
      .head('/admin/quotes')
      .set('Cookie', `admin_session=${await logIn()}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toBeUndefined();
  });

  it('leaves a request without the cookie, or for another page or method, to the static site', async () => {
    const plain = await t.http().get('/admin/quotes').set('Accept-Encoding', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.text).toBe(TEMPLATE);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.etag).toBeDefined();

    const token = await logIn();
    const post = await t.http().post('/admin/quotes').set('Cookie', `admin_session=${token}`);
    expect(post.status).toBe(405);
    const trailingSlash = await dashboard(token, '/admin/quotes/');
    expect(trailingSlash.status).toBe(301);
    expect(trailingSlash.headers.location).toBe('/admin/quotes');
  });
});

describe('The admin dashboard without a server bundle, behind a proxy', () => {
  let t: TestApp;
  let build: ReturnType<typeof writeBuild>;

  beforeAll(async () => {
    build = writeBuild(false);
    t = await startTestApp({
      env: { TRUST_PROXY_HOPS: '1' },
      configure: (config) => void (config.site.distDir = build.distDir),
    });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('marks the cookie Secure behind TLS (a trusted proxy saying so), and only there', async () => {
    const cookieOf = async (proto: string) => {
      const login = await t.http().post('/api/auth/login').set('X-Forwarded-Proto', proto).send(TEST_ADMIN);
      expect(login.status).toBe(200);
      return (login.headers['set-cookie'] as unknown as string[])[0];
    };
    expect(await cookieOf('https')).toMatch(
      /; Path=\/admin; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(await cookieOf('http')).not.toContain('Secure');
  });

  it('sends the prerendered page, which loads its data in the browser as before, and says why', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const token = (await t.http().post('/api/auth/login').send(TEST_ADMIN).expect(200)).body.token as string;
    const page = await t
      .http()
      .get('/admin/quotes')
      .set('Cookie', `admin_session=${token}`)
      .set('Accept-Encoding', 'identity');
    expect(page.status).toBe(200);
    expect(page.text).toBe(TEMPLATE);
    expect(page.headers['set-cookie']).toBeUndefined();
    // The operator learns from the log that the build left the bundle out, with the path it looked at.
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^No server bundle at \S+dist-server\/entry-server\.js /),
    );
    warn.mockRestore();
  });
});
