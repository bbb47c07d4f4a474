import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { sendApiError } from '../common/api-error';

interface Variant {
  body: Buffer;
  etag: string;
  /** Every response header, worked out at load: a request only picks a variant and writes. */
  headers: OutgoingHttpHeaders;
  /** The same without a body length, for 304. */
  notModifiedHeaders: OutgoingHttpHeaders;
}

interface SiteFile {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HOUR = 'public, max-age=3600';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Accepted content codings from an Accept-Encoding header (q=0 means refused). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (coding && (!q || Number(q.slice(2)) > 0)) accepted.add(coding);
  }
  return accepted;
}

const isApi = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/** `/about//` → `/about`, in one pass (a regex anchored at the end rescans every run of slashes). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return path.slice(0, end);
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

type Encoding = 'br' | 'gzip';

/** The Spanish twin of the site, built into dist/es (frontend `vite build --mode es`). */
const SPANISH_SITE = '/es';
const isSpanish = (path: string): boolean => path === SPANISH_SITE || path.startsWith(`${SPANISH_SITE}/`);
/** Vite's content-hashed files, of either language's build: never change under their name. */
const isHashedAsset = (rel: string): boolean => rel.startsWith('assets/') || rel.startsWith('es/assets/');

/**
 * The built React site, held in memory and answered before Express sees the request (it is a
 * lookup; the framework's per-request work would cost most of the throughput): the page for
 * `/about` is `about/index.html`; hashed files under `assets/` are cached for good; HTML is
 * revalidated; the build's `.br` / `.gz` siblings go to browsers that accept them (nothing is
 * compressed per request); an unknown page gets `404.html` with status 404. Every answer carries
 * the same security headers as the API.
 */
export class StaticSite {
  private constructor(
    private readonly files: Map<string, SiteFile>,
    private readonly notFoundPage: SiteFile | undefined,
    /** The Spanish site's 404 page, for any unknown address under /es. */
    private readonly spanishNotFoundPage: SiteFile | undefined,
    private readonly securityHeaders: OutgoingHttpHeaders,
  ) {}

  static load(distDir: string, securityHeaders: OutgoingHttpHeaders): StaticSite {
    const files = new Map<string, SiteFile>();
    if (!existsSync(distDir)) return new StaticSite(files, undefined, undefined, securityHeaders);

    const paths = walk(distDir);
    const present = new Set(paths);
    for (const path of paths) {
      const ext = extname(path);
      if ((ext === '.br' || ext === '.gz') && present.has(path.slice(0, -3))) continue;
      const rel = relative(distDir, path).split(sep).join('/');
      const compressed = present.has(`${path}.br`) || present.has(`${path}.gz`);
      const variant = (body: Buffer, encoding?: Encoding): Variant => {
        const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}${encoding ? `-${encoding}` : ''}"`;
        const notModifiedHeaders: OutgoingHttpHeaders = {
          ...securityHeaders,
          'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
          'Cache-Control': isHashedAsset(rel) ? IMMUTABLE : ext === '.html' ? REVALIDATE : HOUR,
          ETag: etag,
          ...(compressed && { Vary: 'Accept-Encoding' }),
          ...(encoding && { 'Content-Encoding': encoding }),
        };
        return {
          body,
          etag,
          notModifiedHeaders,
          headers: { ...notModifiedHeaders, 'Content-Length': body.length },
        };
      };
      const file: SiteFile = { identity: variant(readFileSync(path)) };
      if (present.has(`${path}.br`)) file.br = variant(readFileSync(`${path}.br`), 'br');
      if (present.has(`${path}.gz`)) file.gzip = variant(readFileSync(`${path}.gz`), 'gzip');

      files.set(`/${rel}`, file);
      if (rel === 'index.html') files.set('/', file);
      else if (rel.endsWith('/index.html')) files.set(`/${rel.slice(0, -'/index.html'.length)}`, file);
    }
    const notFoundPage = files.get('/404.html');
    const spanishNotFoundPage = files.get(`${SPANISH_SITE}/404.html`);
    files.delete('/404.html');
    files.delete(`${SPANISH_SITE}/404.html`);
    return new StaticSite(files, notFoundPage, spanishNotFoundPage ?? notFoundPage, securityHeaders);
  }

  get isBuilt(): boolean {
    return this.files.size > 0;
  }

  /** Answers any request outside `/api` and returns true; leaves `/api` alone and returns false. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (isApi(path)) return false;

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendApiError(res, 'method_not_allowed', {
        ...this.securityHeaders,
        Allow: 'GET, HEAD',
      });
    } else if (!this.isBuilt) {
      sendApiError(res, 'site_not_built', this.securityHeaders);
    } else if (path.length > 1 && path.endsWith('/') && this.files.has(withoutTrailingSlashes(path))) {
      // One address per page: /about/ → /about. Only ever to a page of this site: any other target
      // ending in a slash (//evil.example/, /\evil.example/, http://evil.example/) is just not a page.
      const location = withoutTrailingSlashes(path) + (queryAt === -1 ? '' : url.slice(queryAt));
      res.writeHead(301, { ...this.securityHeaders, Location: location, 'Content-Length': 0 }).end();
    } else {
      const file = this.files.get(path);
      const notFoundPage = isSpanish(path) ? this.spanishNotFoundPage : this.notFoundPage;
      if (file) this.send(req, res, file, 200);
      else if (notFoundPage) this.send(req, res, notFoundPage, 404);
      else sendApiError(res, 'page_not_found', this.securityHeaders);
    }
    return true;
  }

  private send(req: IncomingMessage, res: ServerResponse, file: SiteFile, status: number): void {
    const accepted = file.br || file.gzip ? acceptedEncodings(req.headers['accept-encoding']) : null;
    const variant = (accepted?.has('br') && file.br) || (accepted?.has('gzip') && file.gzip) || file.identity;
    if (status === 200 && req.headers['if-none-match'] === variant.etag) {
      res.writeHead(304, variant.notModifiedHeaders).end();
      return;
    }
    res.writeHead(status, variant.headers);
    res.end(req.method === 'HEAD' ? undefined : variant.body);
  }
}
