import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';

/**
 * What the app under fuzz needs around it: a built site to serve (the real build may be absent or
 * stale, and what is fuzzed there is the serving code, not the pages) and a client's external
 * system for the external-login relay to call.
 */

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

/** The stand-in site's files; each `index.html` is a page at its folder's path. */
const SITE_FILES: Record<string, string> = {
  'index.html': page('Home'),
  'about/index.html': page('About'),
  'get-quote/index.html': page('Get a quote'),
  'resources/cash-flow-management/index.html': page('Cash flow management'),
  '404.html': page('404 Page Not Found'),
  'assets/index-Fz9Kq2Lm.js': 'console.log("fuzz");',
  'robots.txt': 'User-agent: *\nDisallow: /admin\n',
};

/** The paths the stand-in site answers with 200, plus one it does not have. */
export const SITE_PATHS = [
  '/',
  '/about',
  '/get-quote',
  '/resources/cash-flow-management',
  '/assets/index-Fz9Kq2Lm.js',
  '/robots.txt',
  '/no-such-page',
];

export function writeStandInSite(dir: string): void {
  for (const [name, content] of Object.entries(SITE_FILES)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
}

export interface Upstream {
  origin: string;
  /** The host (with port) to put on the app's allow-list. */
  host: string;
  close(): Promise<void>;
}

/**
 * A client's external system that accepts every login, and names a page to send the client to:
 * in turn its own, one of ours, and places off both sites. The app must pass on only its own or
 * an allow-listed one, so the fuzzer checks every `redirectUrl` it hands back.
 */
export async function startUpstream(): Promise<Upstream> {
  let answers = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const origin = `http://${req.headers.host ?? ''}`;
      const redirects = [
        `${origin}/dashboard`,
        '/client-dashboard',
        'https://evil.example/phish',
        '//evil.example/phish',
        '/\\evil.example/phish',
        'javascript:alert(document.domain)',
        `${origin}@evil.example/`,
        'http://evil.example%2f@127.0.0.1/',
      ];
      const body = JSON.stringify({
        success: true,
        user: { firstName: 'Fuzz', lastName: 'Upstream', username: 'fuzz', email: 'fuzz@example.com' },
        redirectUrl: redirects[answers++ % redirects.length],
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
