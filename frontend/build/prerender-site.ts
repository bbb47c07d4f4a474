import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { headTags, pageDocument, pageFile, type Alternate } from './page-document.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';
import { pageUrl } from './site-origin.ts';

export type ServerEntry = typeof import('../src/entry-server');

/** Matches no route, so the catch-all renders the 404 page. */
const UNKNOWN_URL = '/404-not-found';

interface PrerenderSiteOptions {
  server: ServerEntry;
  /** The client build's output; its index.html is the template. */
  outDir: string;
  siteOrigin: string;
}

/** A page's two language versions and the default for any other language (English). */
function alternatesOf(server: ServerEntry, siteOrigin: string, path: string): Alternate[] {
  const url = (locale: 'en' | 'es') => pageUrl(siteOrigin, server.localizedPath(path, locale));
  return [
    { hreflang: 'en', href: url('en') },
    { hreflang: 'es', href: url('es') },
    { hreflang: 'x-default', href: url('en') },
  ];
}

/**
 * The admin pages' antd stylesheet, named by its content like Vite's assets (served as immutable),
 * and the tag that links it: before the site's own stylesheet, which may override it.
 */
async function adminStylesheet(server: ServerEntry): Promise<{ file: string; css: string; link: string }> {
  const css = await server.adminStyles();
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  const file = `assets/admin-antd-${hash}.css`;
  return { file, css, link: `<link rel="stylesheet" id="${server.ADMIN_STYLESHEET_ID}" href="/${file}" />` };
}

/**
 * Writes every page's HTML, 404.html, sitemap.xml and robots.txt into outDir, and the admin
 * pages' antd stylesheet when this build has admin pages; returns their paths.
 */
export async function prerenderSite({ server, outDir, siteOrigin }: PrerenderSiteOptions): Promise<string[]> {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const files = new Map<string, string>();
  const admin = server.pages.some((page) => server.isAdminPath(page.path))
    ? await adminStylesheet(server)
    : undefined;
  if (admin) files.set(admin.file, admin.css);

  const locale = server.siteLocale.code;
  for (const page of server.pages) {
    const head = headTags(
      page,
      pageUrl(siteOrigin, server.localizedPath(page.path, locale)),
      server.structuredDataFor(page.path, siteOrigin),
      server.hasTwin(page.path) ? alternatesOf(server, siteOrigin, page.path) : [],
    );
    const stylesheet = admin && server.isAdminPath(page.path) ? `\n    ${admin.link}` : '';
    files.set(pageFile(page.path), pageDocument(template, head + stylesheet, await server.render(page.path)));
  }
  files.set(
    '404.html',
    pageDocument(template, headTags(server.notFoundMeta), await server.render(UNKNOWN_URL)),
  );
  // One sitemap and robots.txt for the site, at its root: the English build writes them, with
  // every page's Spanish twin beside it.
  if (locale === 'en') {
    const twins = server.pages.filter((page) => server.hasTwin(page.path));
    files.set(
      'sitemap.xml',
      sitemapXml(siteOrigin, server.pages, (path) =>
        twins.some((page) => page.path === path) ? alternatesOf(server, siteOrigin, path) : [],
      ),
    );
    files.set('robots.txt', robotsTxt(siteOrigin, server.crawlerDisallowedPaths));
  }

  for (const [file, content] of files) {
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return [...files.keys()];
}
