import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendApiError } from '../common/api-error';

interface Variant {
  body: Buffer;
  etag: string;
  encoding?: 'br' | 'gzip';
}

interface SiteFile {
  type: string;
  cacheControl: string;
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

/** Accepted content codings, best first, from an Accept-Encoding header (q=0 means refused). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (coding && (!q || Number(q.slice(2)) > 0)) accepted.add(coding);
  }
  return accepted;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const variantOf = (body: Buffer, encoding?: Variant['encoding']): Variant => ({
  body,
  encoding,
  etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}${encoding ? `-${encoding}` : ''}"`,
});

/**
 * The built React site, held in memory and answered without touching the disk: the page for
 * `/about` is `about/index.html`; hashed files under `assets/` are cached for good; HTML is
 * revalidated; the build's `.br` / `.gz` siblings are sent to browsers that accept them (nothing
 * is compressed per request); an unknown page gets `404.html` with status 404.
 */
export class StaticSite {
  private constructor(
    private readonly files: Map<string, SiteFile>,
    private readonly notFoundPage: SiteFile | undefined,
  ) {}

  static load(distDir: string): StaticSite {
    const files = new Map<string, SiteFile>();
    if (!existsSync(distDir)) return new StaticSite(files, undefined);

    const paths = walk(distDir);
    const present = new Set(paths);
    for (const path of paths) {
      const ext = extname(path);
      if ((ext === '.br' || ext === '.gz') && present.has(path.slice(0, -3))) continue;
      const rel = relative(distDir, path).split(sep).join('/');
      const file: SiteFile = {
        type: contentTypes[ext] ?? 'application/octet-stream',
        cacheControl: rel.startsWith('assets/') ? IMMUTABLE : ext === '.html' ? REVALIDATE : HOUR,
        identity: variantOf(readFileSync(path)),
      };
      if (present.has(`${path}.br`)) file.br = variantOf(readFileSync(`${path}.br`), 'br');
      if (present.has(`${path}.gz`)) file.gzip = variantOf(readFileSync(`${path}.gz`), 'gzip');

      files.set(`/${rel}`, file);
      if (rel === 'index.html') files.set('/', file);
      else if (rel.endsWith('/index.html')) files.set(`/${rel.slice(0, -'/index.html'.length)}`, file);
    }
    const notFoundPage = files.get('/404.html');
    files.delete('/404.html');
    return new StaticSite(files, notFoundPage);
  }

  get isBuilt(): boolean {
    return this.files.size > 0;
  }

  /** Express middleware for everything outside `/api`. */
  handler(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.path === '/api' || req.path.startsWith('/api/')) return next();
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendApiError(res, 405, 'Pages can only be read (GET or HEAD).');
      }
      if (!this.isBuilt) {
        return sendApiError(res, 503, 'The site has not been built yet. Run `npm run build`, then restart.');
      }
      // One address per page: /about/ → /about.
      if (req.path.length > 1 && req.path.endsWith('/')) {
        const query = req.originalUrl.slice(req.path.length);
        return res.redirect(301, req.path.replace(/\/+$/, '') + query);
      }
      const file = this.files.get(req.path);
      if (file) return this.send(req, res, file, 200);
      if (this.notFoundPage) return this.send(req, res, this.notFoundPage, 404);
      return sendApiError(res, 404, 'Page not found.');
    };
  }

  private send(req: Request, res: Response, file: SiteFile, status: number): void {
    const accepted = file.br || file.gzip ? acceptedEncodings(req.headers['accept-encoding']) : null;
    const variant =
      (accepted?.has('br') && file.br) || (accepted?.has('gzip') && file.gzip) || file.identity;

    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', file.cacheControl);
    res.setHeader('ETag', variant.etag);
    if (accepted) res.setHeader('Vary', 'Accept-Encoding');
    if (variant.encoding) res.setHeader('Content-Encoding', variant.encoding);

    if (status === 200 && req.headers['if-none-match'] === variant.etag) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', variant.body.length);
    res.status(status);
    if (req.method === 'HEAD') res.end();
    else res.end(variant.body);
  }
}
