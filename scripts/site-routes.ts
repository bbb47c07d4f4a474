import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './spawn-server';

const dist = join(root, 'frontend/dist');

/**
 * Every public page in both languages (`/about` and `/es/about`), read from the built sitemap
 * (which the build writes from the one route list, frontend/src/config/paths.ts, leaving out only
 * the admin area and the 404 page), so the browser tests and benchmarks visit exactly what it lists.
 */
export function sitemapPaths(): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The Spanish twin of an English page's path: `/about` → `/es/about`, `/` → `/es`. */
export const spanishTwinOf = (path: string): string => (path === '/' ? '/es' : `/es${path}`);

export const isSpanishPath = (path: string): boolean => path === '/es' || path.startsWith('/es/');

/** The English twin of a Spanish page's path: `/es/about` → `/about`, `/es` → `/`. */
export const englishTwinOf = (path: string): string => path.replace(/^\/es/, '') || '/';

/**
 * The client portal's pages in both languages (`/client-dashboard`, `/es/client-dashboard/brokers`,
 * …): the prerendered pages outside the admin area that carry `noindex`, so the sitemap leaves them
 * out. Signed out, they show 'Please log in', which the browser tests and benchmarks can visit
 * like any public page.
 */
export function portalPaths(): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html') && !/^(es\/)?admin\//.test(file))
    .filter((file) =>
      readFileSync(join(dist, file), 'utf8').includes('<meta name="robots" content="noindex"'),
    )
    .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
    .sort();
}
