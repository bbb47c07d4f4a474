import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './spawn-server';

/**
 * The indexable pages, read from the built sitemap (which the build writes from the one route list,
 * frontend/src/config/paths.ts), so the browser tests and benchmarks visit exactly what it lists.
 */
export function sitemapPaths(): string[] {
  const sitemap = readFileSync(join(root, 'frontend/dist/sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The client pages: public, but kept out of the sitemap. */
export const CLIENT_PATHS = ['/client-login', '/client-dashboard', '/external-login'];
