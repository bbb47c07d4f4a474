import type { RouteMeta } from '../src/content/page-meta';
import { pageUrl } from './site-origin.ts';

/** sitemap.xml listing the indexable pages only. */
export function sitemapXml(origin: string, pages: readonly RouteMeta[]): string {
  const urls = pages
    .filter((page) => page.indexable)
    .map((page) => `  <url>\n    <loc>${pageUrl(origin, page.path)}</loc>\n  </url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string, disallowedPaths: readonly string[]): string {
  return [
    'User-agent: *',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${pageUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
