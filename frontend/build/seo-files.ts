import type { RouteMeta } from '../src/content/page-meta';
import type { Alternate } from './page-document.ts';
import { pageUrl } from './site-origin.ts';

/**
 * sitemap.xml listing the indexable pages only. A page with language versions (`alternatesOf`)
 * is listed once per version, each entry naming all of them, as search engines ask.
 */
export function sitemapXml(
  origin: string,
  pages: readonly RouteMeta[],
  alternatesOf: (path: string) => readonly Alternate[] = () => [],
): string {
  const entry = (loc: string, alternates: readonly Alternate[]) =>
    [
      '  <url>',
      `    <loc>${loc}</loc>`,
      ...alternates.map(
        ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}" />`,
      ),
      '  </url>',
    ].join('\n');
  const urls = pages
    .filter((page) => page.indexable)
    .flatMap((page) => {
      const alternates = alternatesOf(page.path);
      const versions = alternates.filter((alternate) => alternate.hreflang !== 'x-default');
      return versions.length > 0
        ? versions.map((version) => entry(version.href, alternates))
        : [entry(pageUrl(origin, page.path), [])];
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
