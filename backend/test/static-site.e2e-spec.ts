import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './support/test-app';

const page = (heading: string) =>
  `<!doctype html><html><head><title>${heading}</title></head><body><h1>${heading}</h1>${'<p>Freight.</p>'.repeat(100)}</body></html>`;

/** A built site as the frontend build leaves it: pages, hashed assets, and their .br / .gz twins. */
function writeSite(dir: string): void {
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'about/index.html': page('About'),
    'resources/cash-flow-management/index.html': page('Cash flow'),
    '404.html': page('404 Page Not Found'),
    'es/index.html': page('Inicio'),
    'es/get-quote/index.html': page('Solicite una cotización'),
    'es/404.html': page('404 Página no encontrada'),
    'es/assets/index-Cq8Lr3Nn.js': `console.log(${JSON.stringify('y'.repeat(4000))});`,
    'assets/index-Bx7Kq2Lm.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'robots.txt': 'User-agent: *\nDisallow: /admin\n',
  };
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    if (content.length > 1024) {
      writeFileSync(`${path}.br`, brotliCompressSync(content));
      writeFileSync(`${path}.gz`, gzipSync(content));
    }
  }
}

describe('Serving the built site', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-'));
    writeSite(dir);
    t = await startTestApp({ configure: (config) => void (config.site.distDir = dir) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers / and each route with its own prerendered page, revalidated on every visit', async () => {
    for (const [path, heading] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/resources/cash-flow-management', 'Cash flow'],
    ]) {
      const { status, text, headers } = await t.http().get(path).set('Accept-Encoding', 'identity');
      expect(status).toBe(200);
      expect(text).toContain(`<h1>${heading}</h1>`);
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the Spanish twin under /es, its unknown pages with the Spanish 404, its assets cached for good', async () => {
    for (const [path, heading] of [
      ['/es', 'Inicio'],
      ['/es/get-quote', 'Solicite una cotización'],
    ]) {
      const { status, text } = await t.http().get(path).set('Accept-Encoding', 'identity');
      expect(status).toBe(200);
      expect(text).toContain(`<h1>${heading}</h1>`);
    }
    for (const path of ['/es/no-such-page', '/es/admin/team']) {
      const missing = await t.http().get(path).set('Accept-Encoding', 'identity');
      expect(missing.status).toBe(404);
      expect(missing.text).toContain('<h1>404 Página no encontrada</h1>');
    }
    // Only /es and below is the Spanish site: /estimates is an unknown English page.
    const english = await t.http().get('/estimates').set('Accept-Encoding', 'identity');
    expect(english.status).toBe(404);
    expect(english.text).toContain('<h1>404 Page Not Found</h1>');
    expect((await t.http().get('/es/')).headers.location).toBe('/es');

    const asset = await t.http().get('/es/assets/index-Cq8Lr3Nn.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the same security headers on pages, 404s and refusals as on the API', async () => {
    const api = (await t.http().get('/api/health')).headers;
    for (const response of [
      await t.http().get('/about'),
      await t.http().get('/no-such-page'),
      await t.http().post('/about').send({}),
    ]) {
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
      ]) {
        expect(response.headers[name]).toBe(api[name]);
      }
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends the brotli file to browsers that take it, else gzip, else the plain file', async () => {
    const br = await t
      .http()
      .get('/about')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');

    const gzip = await t.http().get('/about').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toContain('<h1>About</h1>');

    const refusesBr = await t.http().get('/about').set('Accept-Encoding', 'br;q=0, gzip');
    expect(refusesBr.headers['content-encoding']).toBe('gzip');

    const plain = await t.http().get('/about').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(page('About').length);
  });

  it('caches hashed assets for a year, immutably', async () => {
    const { status, headers } = await t.http().get('/assets/index-Bx7Kq2Lm.js').set('Accept-Encoding', 'br');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-encoding']).toBe('br');
  });

  it('answers 304 when the browser already has the page', async () => {
    const first = await t.http().get('/about').set('Accept-Encoding', 'gzip');
    const again = await t
      .http()
      .get('/about')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    const otherEncoding = await t
      .http()
      .get('/about')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', first.headers.etag);
    expect(otherEncoding.status).toBe(200);
  });

  it('answers an unknown page with the 404 page and status 404', async () => {
    for (const path of ['/no-such-page', '/resources/not-an-article', '/assets/missing.js']) {
      const { status, text, headers } = await t.http().get(path).set('Accept-Encoding', 'identity');
      expect(status).toBe(404);
      expect(text).toContain('<h1>404 Page Not Found</h1>');
      expect(headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends /about/ to /about, keeping the query', async () => {
    const { status, headers } = await t.http().get('/about/?ref=footer');
    expect(status).toBe(301);
    expect(headers.location).toBe('/about?ref=footer');
  });

  /** Sends the request line as given (supertest and fetch would normalise these targets). */
  async function rawGet(target: string): Promise<{ status: number; head: string; body: string }> {
    if (!t.server.listening)
      await new Promise<void>((listening) => t.server.listen(0, '127.0.0.1', listening));
    const socket = connect((t.server.address() as AddressInfo).port, '127.0.0.1');
    socket.write(
      `GET ${target} HTTP/1.1\r\nHost: www.summitfreightcapital.com\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`,
    );
    let response = '';
    socket.on('data', (data) => (response += data.toString('latin1')));
    await new Promise((ended) => socket.on('close', ended));
    const [head, body] = response.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head, body };
  }

  it.each([
    '//evil.example/',
    '//evil.example',
    '/\\evil.example/',
    '///evil.example//',
    '/\\/evil.example/',
    '/%2F%2Fevil.example/',
    'http://evil.example/',
    'http://evil.example/about/',
    'https://evil.example//',
  ])('never redirects %s anywhere: an odd path gets the 404 page', async (target) => {
    const { status, head, body } = await rawGet(target);
    expect(status).toBe(404);
    expect(head.toLowerCase()).not.toContain('location:');
    expect(body).toContain('<h1>404 Page Not Found</h1>');
  });

  it('answers a trailing slash after an unknown page with the 404 page, not a redirect', async () => {
    const { status, head } = await rawGet('/no-such-page/');
    expect(status).toBe(404);
    expect(head.toLowerCase()).not.toContain('location:');
  });

  it('answers HEAD without a body and refuses other methods on pages', async () => {
    const head = await t.http().head('/about').set('Accept-Encoding', 'identity');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(page('About').length));
    const post = await t.http().post('/about').send({});
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.body).toEqual({
      success: false,
      error: 'Pages can only be read (GET or HEAD).',
      code: 'method_not_allowed',
    });
  });

  it('serves small files as they are, with a short cache', async () => {
    const { status, text, headers } = await t.http().get('/robots.txt');
    expect(status).toBe(200);
    expect(text).toContain('Disallow: /admin');
    expect(headers['cache-control']).toBe('public, max-age=3600');
  });

  it('leaves /api to the API', async () => {
    expect((await t.http().get('/api/health')).status).toBe(200);
  });
});

describe('Before the site is built', () => {
  it('says how to build it, while the API works', async () => {
    const t = await startTestApp({
      configure: (config) => void (config.site.distDir = join(tmpdir(), 'no-such-dist')),
    });
    try {
      const { status, body } = await t.http().get('/');
      expect(status).toBe(503);
      expect(body.error).toContain('npm run build');
      expect(body.code).toBe('site_not_built');
      expect((await t.http().get('/api/health')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
