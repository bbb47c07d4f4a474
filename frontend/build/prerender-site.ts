import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { headTags, pageDocument, pageFile } from './page-document.ts';
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

/** Writes every page's HTML, 404.html, sitemap.xml and robots.txt into outDir; returns their paths. */
export async function prerenderSite({ server, outDir, siteOrigin }: PrerenderSiteOptions): Promise<string[]> {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const files = new Map<string, string>();

  for (const page of server.pages) {
    const head = headTags(
      page,
      pageUrl(siteOrigin, page.path),
      server.structuredDataFor(page.path, siteOrigin),
    );
    files.set(pageFile(page.path), pageDocument(template, head, await server.render(page.path)));
  }
  files.set(
    '404.html',
    pageDocument(template, headTags(server.notFoundMeta), await server.render(UNKNOWN_URL)),
  );
  files.set('sitemap.xml', sitemapXml(siteOrigin, server.pages));
  files.set('robots.txt', robotsTxt(siteOrigin, server.crawlerDisallowedPaths));

  for (const [file, content] of files) {
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return [...files.keys()];
}
