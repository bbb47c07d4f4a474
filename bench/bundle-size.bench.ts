/**
 * Gzipped JavaScript each public page downloads before it is interactive: the scripts and
 * modulepreloads its prerendered HTML names. Budget: 110 KB per page (issue: public first load).
 *   npm run build && npm run bench:bundle
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { requireBuild, root } from '../scripts/spawn-server';

const BUDGET_KB = 110;
const dist = join(root, 'frontend/dist');

const pages = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : pages(path);
    return name.endsWith('.html') ? [path] : [];
  });

const scriptsOf = (html: string): string[] =>
  [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (m) => m[1],
  );

function main(): void {
  requireBuild();
  let failed = false;
  for (const page of pages(dist).sort()) {
    const html = readFileSync(page, 'utf8');
    if (/<meta name="robots" content="noindex/.test(html) && !page.endsWith('404.html')) continue;
    const scripts = [...new Set(scriptsOf(html))];
    const gzipped = scripts.reduce((sum, src) => {
      const file = join(dist, src);
      return sum + (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
    }, 0);
    const kb = gzipped / 1024;
    const route = `/${relative(dist, page).replace(/(^|\/)index\.html$/, '')}`;
    console.log(
      `${route.padEnd(42)} ${kb.toFixed(1).padStart(6)} KB gzip JS  ${kb <= BUDGET_KB ? 'PASS' : 'FAIL'}`,
    );
    failed ||= kb > BUDGET_KB;
  }
  console.log(`Budget: ≤ ${BUDGET_KB} KB of gzipped JS per public page.`);
  if (failed) process.exitCode = 1;
}

main();
