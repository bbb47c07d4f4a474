/**
 * Gzipped JavaScript each public page downloads on its first load, as measured in Chromium: every
 * script the page fetched until the network went idle (entry, lazy page chunks, the store chunk
 * where a page talks to the API), each counted at its gzip -9 size from the build. The baseline is
 * the shared entry chunk every page loads. Budgets: 110 KB on content pages (issue 3); each Spanish
 * page within 5 KB of its English twin (issue 11).
 *   npm run build && npm run bench:bundle
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../scripts/chromium';
import { englishTwinOf, isSpanishPath, portalPaths, sitemapPaths } from '../scripts/site-routes';
import { requireBuild, root, spawnServer } from '../scripts/spawn-server';

const BUDGET_KB = 110;
const TWIN_BUDGET_KB = 5;
const dist = join(root, 'frontend/dist');
const gzipKb = (asset: string): number =>
  gzipSync(readFileSync(join(dist, asset)), { level: 9 }).length / 1024;

/** Pages that talk to the API carry Redux Toolkit and RTK Query; the budget is for content pages. */
// /application-status posts the status lookup (docs/product.md#application-status), /client-login
// the sign-in link and its token (docs/product.md#client-login).
const ENGLISH_API_PAGES = [
  '/get-quote',
  '/fuel-card-application',
  '/about',
  '/external-login',
  '/application-status',
  '/client-login',
];
const API_PAGES = [
  ...ENGLISH_API_PAGES,
  ...ENGLISH_API_PAGES.map((path) => `/es${path}`),
  '/admin/login',
  '/admin/quotes',
];

async function main(): Promise<void> {
  requireBuild();
  // The client portal's pages load signed out, as a first visit does: Redux and RTK Query come with a session.
  const routes = [...sitemapPaths(), ...portalPaths(), '/admin/login', '/admin/quotes'];
  const entry = readFileSync(join(dist, 'index.html'), 'utf8').match(/<script[^>]+src="\/([^"]+\.js)"/)?.[1];
  const measured = new Map<string, number>();
  if (!entry) throw new Error('No entry script in index.html');
  const entryKb = gzipKb(entry);

  const server = await spawnServer();
  const browser = await launchChromium();
  let failed = false;
  try {
    console.log(`baseline: shared entry chunk ${entryKb.toFixed(1)} KB gzip`);
    console.log(`${'route'.padEnd(36)} ${'JS KB gz'.padStart(9)} ${'× entry'.padStart(8)}  files`);
    for (const route of routes) {
      const page = await browser.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith('.js')) scripts.add(pathname.slice(1));
      });
      await page.goto(`${server.origin}${route}`, { waitUntil: 'networkidle' });
      await page.close();
      const kb = [...scripts].reduce((sum, asset) => sum + gzipKb(asset), 0);
      measured.set(route, kb);
      const budgeted = !API_PAGES.includes(route);
      const verdicts = [budgeted ? (kb <= BUDGET_KB ? 'PASS' : 'FAIL') : 'api page'];
      failed ||= budgeted && kb > BUDGET_KB;
      const english = isSpanishPath(route) ? measured.get(englishTwinOf(route)) : undefined;
      if (english !== undefined) {
        const more = kb - english;
        verdicts.push(
          `${more >= 0 ? '+' : ''}${more.toFixed(1)} KB vs English ${more <= TWIN_BUDGET_KB ? 'PASS' : 'FAIL'}`,
        );
        failed ||= more > TWIN_BUDGET_KB;
      }
      console.log(
        `${route.padEnd(36)} ${kb.toFixed(1).padStart(9)} ${(kb / entryKb).toFixed(2).padStart(8)}  ${String(scripts.size).padStart(2)}  ${verdicts.join(', ')}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `Budgets: ≤ ${BUDGET_KB} KB of gzipped JS on each content page; each Spanish page ≤ ${TWIN_BUDGET_KB} KB more than its English twin.`,
  );
  if (failed) process.exitCode = 1;
}

void main();
