/**
 * Lighthouse 12 (mobile emulation, simulated throttling) on every public page (both languages) of the built
 * site, served by the real server, against a baseline measured in the same run: a plain static
 * HTML page from a bare node:http server. Prints one row per route with the four scores.
 *   npm run build && npm run bench:lighthouse
 *   LIGHTHOUSE_RUNS=3 npm run bench:lighthouse -- /get-quote /es/get-quote
 * LIGHTHOUSE_RUNS (default 1) runs each page that many times and prints each category's median
 * and the performance scores of every run: Lighthouse's own advice for scores that vary between
 * runs (on a shared 2-core machine, one page's total blocking time moves from 100 to 480 ms).
 * Lighthouse is fetched by npx (pinned below) so it is not an install-time dependency of the app.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { serveBaseline } from './support/load';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { sitemapPaths } from '../scripts/site-routes';
import { requireBuild, spawnServer } from '../scripts/spawn-server';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Scores = Record<(typeof categories)[number], number>;

const run = promisify(execFile);

async function lighthouseOnce(url: string): Promise<Scores> {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      '--quiet',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      '--max-wait-for-load=45000',
    ],
    {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout) as { categories: Record<string, { score: number | null }> };
  return Object.fromEntries(
    categories.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Scores;
}

/**
 * Lighthouse now and then fails to record a page load's trace (NO_NAVSTART, "Please run Lighthouse
 * again"): such a run has no scores, so it is run again, up to twice.
 */
async function lighthouse(url: string): Promise<Scores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (
        attempt === 3 ||
        !String((error as { stderr?: string }).stderr ?? error).includes('run Lighthouse again')
      ) {
        throw error;
      }
    }
  }
}

const BASELINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline page</title>
<meta name="description" content="A plain static page measured as the baseline."></head>
<body><main><h1>Baseline</h1><p>A plain static page with no script and no image.</p></main></body></html>`;

const RUNS = Math.max(1, Math.trunc(Number(process.env.LIGHTHOUSE_RUNS ?? 1)) || 1);

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each category's median over RUNS runs of `url`, and every run's performance score. */
async function measure(url: string): Promise<{ scores: Scores; performanceRuns: number[] }> {
  const runs: Scores[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouse(url));
  const scores = Object.fromEntries(
    categories.map((category) => [category, median(runs.map((scores) => scores[category]))]),
  ) as Scores;
  return { scores, performanceRuns: runs.map((scores) => scores.performance) };
}

function row(label: string, { scores, performanceRuns }: Awaited<ReturnType<typeof measure>>): string {
  const runs = RUNS > 1 ? ` runs: ${performanceRuns.join(', ')}` : '';
  return `| ${label.padEnd(36)} | ${categories.map((category) => String(scores[category]).padStart(3)).join(' | ')} |${runs}`;
}

async function main(): Promise<void> {
  requireBuild();
  const paths = sitemapPaths();
  const only = process.argv.slice(2);
  const routes = only.length ? paths.filter((path) => only.includes(path)) : paths;

  const baseline = await serveBaseline((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BASELINE_PAGE);
  });
  const server = await spawnServer();
  try {
    console.log(`| ${'route'.padEnd(36)} | perf | a11y | best | seo |`);
    console.log(`|${'-'.repeat(38)}|------|------|------|-----|`);
    if (RUNS > 1)
      console.log(`(median of ${RUNS} runs per page; the performance score of each run after the row)`);
    console.log(row('baseline: plain static page', await measure(`${baseline.origin}/`)));
    for (const path of routes) console.log(row(path, await measure(`${server.origin}${path}`)));
  } finally {
    await server.stop();
    await baseline.close();
  }
}

void main();
