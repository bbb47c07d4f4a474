/**
 * How long the admin dashboard takes to show its first lead with 100,000 leads in the database:
 * from navigating to /admin/quotes (signed in, empty browser cache) until the first table row is
 * visible, in Chromium against the built server. Baselines from the same run, on the same server
 * and browser: a prerendered static page (/privacy-policy) until its heading shows, and the API
 * answering the dashboard's first page directly (GET /api/quotes?page=1).
 *   npm run build && npm run bench:admin                      (embedded PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:admin
 *   BENCH_LEADS=1000000 npm run bench:admin                   (another size)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { fmt } from './support/load';
import { createScratchDatabase } from '../scripts/scratch-database';
import { openAppDatabase, seedLeads } from '../scripts/seed-leads';
import { launchChromium } from '../scripts/chromium';
import { requireBuild, runMigrations, spawnServer } from '../scripts/spawn-server';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = 7;
/** The dashboard may take this many times the static page's time to show its first row. */
const BUDGET = 8;
const ADMIN = { username: 'bench-admin', password: 'bench admin passphrase' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Seeds the migrated database `env` names through the app's own data source; leads per second. */
async function seeded(env: { DATABASE_URL?: string; DATA_DIR?: string }): Promise<number> {
  const db = await openAppDatabase(env);
  try {
    const started = performance.now();
    await seedLeads(db.dataSource, { count: LEADS });
    return LEADS / ((performance.now() - started) / 1000);
  } finally {
    await db.close();
  }
}

/** A migrated, seeded database and the server environment that points at it. */
async function seededDatabase(
  serverUrl: string | undefined,
): Promise<{ env: Record<string, string>; rate: number; drop: () => Promise<void> }> {
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'bench_admin');
    runMigrations({ DATABASE_URL: scratch.url });
    const rate = await seeded({ DATABASE_URL: scratch.url });
    return { env: { DATABASE_URL: scratch.url }, rate, drop: scratch.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
  runMigrations({ DATA_DIR: dataDir });
  const rate = await seeded({ DATA_DIR: dataDir });
  return {
    env: { DATA_DIR: dataDir },
    rate,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Milliseconds from navigating to `path` in a fresh context (cold cache) until `ready` resolves. */
async function timeNavigation(
  browser: Browser,
  options: BrowserContextOptions,
  path: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<number> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(path, { waitUntil: 'commit' });
  await ready(page);
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}

async function main(): Promise<void> {
  requireBuild();
  const serverUrl = process.env.DATABASE_URL;
  const database = await seededDatabase(serverUrl);
  const server = await spawnServer({
    ...database.env,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const browser = await launchChromium();
  try {
    // Sign in once through the login page; every measured visit starts from that stored session.
    const login = await browser.newContext({ baseURL: server.origin });
    const loginPage = await login.newPage();
    await loginPage.goto('/admin/login');
    await loginPage.getByLabel('Username').fill(ADMIN.username);
    await loginPage.getByLabel('Password').fill(ADMIN.password);
    await loginPage.getByRole('button', { name: 'Log In' }).click();
    await loginPage.waitForURL('**/admin/team');
    const storageState = await login.storageState();
    const signedIn: BrowserContextOptions = { baseURL: server.origin, storageState };
    const token = storageState.origins
      .flatMap((stored) => stored.localStorage)
      .find((item) => item.name === 'adminToken')?.value;
    await login.close();

    const dashboard: number[] = [];
    const staticPage: number[] = [];
    const apiPage: number[] = [];
    const apiStats: number[] = [];
    const timeApi = async (path: string, into: number[]) => {
      const started = performance.now();
      const response = await fetch(`${server.origin}${path}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { total?: number };
      into.push(performance.now() - started);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return body;
    };
    for (let run = 0; run < RUNS; run += 1) {
      dashboard.push(
        await timeNavigation(browser, signedIn, '/admin/quotes', (page) =>
          page.locator('tr.ant-table-row').first().waitFor({ state: 'visible' }),
        ),
      );
      staticPage.push(
        await timeNavigation(browser, signedIn, '/privacy-policy', (page) =>
          page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' }),
        ),
      );
      const { total } = await timeApi('/api/quotes?page=1&pageSize=20', apiPage);
      if ((total ?? 0) < LEADS / 2) throw new Error(`/api/quotes counted only ${total} quotes`);
      await timeApi('/api/leads/stats', apiStats);
    }

    const where = serverUrl ? 'the PostgreSQL server' : 'embedded PGlite';
    const firstRow = median(dashboard);
    const page = median(staticPage);
    console.log(`Admin dashboard with ${fmt(LEADS)} leads on ${where} (median of ${RUNS}, cold cache):`);
    console.log(`  seeding:                              ${fmt(database.rate)} leads/s`);
    console.log(`  /admin/quotes until the first row:    ${fmt(firstRow)} ms`);
    console.log(`  /privacy-policy until its heading:    ${fmt(page)} ms`);
    console.log(`  GET /api/quotes?page=1 (20 rows):     ${fmt(median(apiPage))} ms`);
    console.log(`  GET /api/leads/stats (4 numbers):     ${fmt(median(apiStats))} ms`);
    const ratio = firstRow / page;
    const ok = ratio <= BUDGET;
    console.log(
      `Dashboard first row: ${ratio.toFixed(1)}× the static page (budget ≤ ${BUDGET}×) ${ok ? 'PASS' : 'FAIL'}`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
}

void main();
