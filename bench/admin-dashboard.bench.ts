/**
 * The admin at scale, against baselines measured in the same run on the same server:
 *
 * - every list filter (status, assignedTo id/me/none, from/to, q on each searched field, utmSource,
 *   combinations), the lead detail and GET /api/leads/stats: p95 over 40 requests each, budget
 *   50 ms, beside the bare SQL of the same query sent straight to the database with `pg`;
 * - the CSV export of every lead of both kinds (spam included): rows received and the server's
 *   peak RSS growth while streaming (sampled from /proc every 20 ms), budget < 100 MB;
 * - the dashboard's first table row, budget 2× a static page: in Chromium, /admin/quotes signed in
 *   (rendered on the server with its data, docs/architecture.md#admin-first-paint) until its first
 *   row, against a static prerendered page (/privacy-policy) until its heading. For information, the
 *   same two pages fetched over HTTP (the rendered dashboard with the admin's cookie): the server's
 *   share of that time.
 *
 *   npm run build && npm run bench:admin                      (embedded PGlite, 100,000 leads)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_LEADS=1000000 npm run bench:admin
 *   BENCH_SEEDED_URL=postgres://…/bench_admin npm run bench:admin   (a database seeded before)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { Client } from 'pg';
import { SEARCH_COUNT_CAP } from '@trucking-finance/contracts';
import { fmt } from './support/load';
import { createScratchDatabase } from '../scripts/scratch-database';
import { openAppDatabase, seedLeads } from '../scripts/seed-leads';
import {
  BY_KIND_AND_STATUS_SQL,
  MEDIAN_MINUTES_SQL,
  MEDIAN_TENTHS_SQL,
  STATS_SQL,
  WAITING_SQL,
  WAITING_TOTAL_SQL,
} from '../backend/src/leads/lead-stats.service';
import { launchChromium } from '../scripts/chromium';
import { requireBuild, runMigrations, spawnServer } from '../scripts/spawn-server';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = 7;
const SAMPLES = 40;
const API_BUDGET_MS = 50;
const RSS_BUDGET_MB = 100;
/** The dashboard may take this many times the static page's time to show its first row. */
const BUDGET = 2;
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

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
const ZONE = 'America/Denver';
const businessDate = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() - daysAgo * 86_400_000));
const UNASSIGNED = '00000000-0000-0000-0000-000000000000';
const DIGITS = (column: string) => `regexp_replace(${column}, '\\D', '', 'g')`;

interface ListFilters {
  status?: string;
  assignedTo?: string;
  from?: string;
  to?: string;
  q?: string;
  utmSource?: string;
}
type Sql = { text: string; values: unknown[] };

/** The bare SQL of a quote list page: its 20 rows and its total, as the service sends them. */
function listSql(filters: ListFilters, me: string): Sql[] {
  const statuses = filters.status?.split(',') ?? ['new', 'contacted', 'qualified', 'won', 'lost'];
  const values: unknown[] = [statuses];
  const where = ['status = ANY($1)'];
  const rollup = ['kind = $2', 'status = ANY($1)'];
  const add = (value: unknown) => `$${values.push(value)}`;
  const assignee = filters.assignedTo === 'me' ? me : filters.assignedTo;
  if (assignee === 'none') where.push('assigned_to IS NULL');
  else if (assignee) where.push(`assigned_to = ${add(assignee)}`);
  if (filters.from)
    where.push(`submitted_at >= (${add(filters.from)}::date::timestamp AT TIME ZONE '${ZONE}')`);
  if (filters.to)
    where.push(`submitted_at < ((${add(filters.to)}::date + 1)::timestamp AT TIME ZONE '${ZONE}')`);
  if (filters.utmSource) where.push(`lower(utm_source) = lower(${add(filters.utmSource)})`);
  if (filters.q) {
    const prefix = add(`${filters.q.toLowerCase()}%`);
    const search = ['email', 'company_name', 'contact_name', 'mc_number'].map(
      (c) => `lower(${c}) LIKE ${prefix}`,
    );
    const digits = filters.q.replace(/\D/g, '');
    if (digits.length >= 3) {
      const d = add(`${digits}%`);
      search.push(`${DIGITS('phone')} LIKE ${d}`, `${DIGITS('dot_number')} LIKE ${d}`);
    }
    where.push(`(${search.join(' OR ')})`);
  }
  const rows = {
    text: `SELECT * FROM quote_requests WHERE ${where.join(' AND ')} ORDER BY submitted_at DESC, id DESC LIMIT 20`,
    values,
  };
  if (filters.q) {
    // Counted up to one past the cap, as the API counts a search (docs/api.md#working-the-leads-admin).
    const capped = `SELECT 1 FROM quote_requests WHERE ${where.join(' AND ')} LIMIT ${SEARCH_COUNT_CAP + 1}`;
    return [rows, { text: `SELECT count(*) FROM (${capped}) capped`, values }];
  }
  const rollupValues: unknown[] = [statuses, 'quotes'];
  const radd = (value: unknown) => `$${rollupValues.push(value)}`;
  if (assignee) rollup.push(`assignee = ${radd(assignee === 'none' ? UNASSIGNED : assignee)}::uuid`);
  if (filters.utmSource) rollup.push(`utm_source = lower(${radd(filters.utmSource)})`);
  if (filters.from) rollup.push(`day >= ${radd(filters.from)}::date`);
  if (filters.to) rollup.push(`day <= ${radd(filters.to)}::date`);
  const table = filters.from || filters.to ? 'lead_daily' : 'lead_counts';
  return [
    rows,
    { text: `SELECT coalesce(sum(n), 0) FROM ${table} WHERE ${rollup.join(' AND ')}`, values: rollupValues },
  ];
}

/** The bare SQL of a lead's detail: the row, its notes, its history and its duplicates. */
function detailSql(lead: { id: string; email: string; phone: string; dot_number: string }): Sql[] {
  const part = (
    table: string,
    kind: string,
  ) => `SELECT '${kind}' AS kind, id, submitted_at, status FROM ${table}
    WHERE id <> $1 AND submitted_at >= now() - make_interval(days => 180)
      AND (lower(email) = lower($2) OR ${DIGITS('phone')} = $3 OR ($4 <> '' AND ${DIGITS('dot_number')} = $4))`;
  return [
    { text: 'SELECT * FROM quote_requests WHERE id = $1', values: [lead.id] },
    { text: 'SELECT * FROM lead_notes WHERE lead_id = $1 ORDER BY created_at, id', values: [lead.id] },
    { text: 'SELECT * FROM lead_history WHERE lead_id = $1 ORDER BY id', values: [lead.id] },
    {
      text: `${part('quote_requests', 'quotes')} UNION ALL ${part('fuel_card_applications', 'fuel-card-applications')}
        ORDER BY submitted_at DESC, id DESC LIMIT 50`,
      values: [lead.id, lead.email, lead.phone.replace(/\D/g, ''), lead.dot_number.replace(/\D/g, '')],
    },
  ];
}

const STATS_BARE: Sql[] = [
  { text: STATS_SQL, values: [] },
  { text: BY_KIND_AND_STATUS_SQL, values: [] },
  { text: MEDIAN_MINUTES_SQL, values: [30] },
  { text: MEDIAN_TENTHS_SQL, values: [30, 600, 609] },
  { text: WAITING_SQL, values: [60, 20] },
  { text: WAITING_TOTAL_SQL, values: [60] },
];

/** Peak growth of a process's resident memory while `work` runs, in MB (sampled every 20 ms). */
async function rssGrowth<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const rss = () => {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(match?.[1] ?? 0) / 1024;
  };
  const before = rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 20);
  try {
    const result = await work();
    peak = Math.max(peak, rss());
    return { result, growthMb: peak - before };
  } finally {
    clearInterval(timer);
  }
}

/** Streams a CSV export to nowhere, counting its lines. */
async function exportLines(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return lines;
}

/** Admin API p95s against the bare SQL of the same queries, the export's memory, list+stats vs a static page. */
async function measureApi(
  origin: string,
  token: string,
  pid: number,
  databaseUrl: string | undefined,
): Promise<boolean> {
  let ok = true;
  const client = databaseUrl ? new Client({ connectionString: databaseUrl }) : undefined;
  await client?.connect();
  const sql = async (statements: Sql[]) => {
    const started = performance.now();
    for (const { text, values } of statements) await client!.query(text, values);
    return performance.now() - started;
  };
  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  try {
    const me = (await (
      await fetch(`${origin}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { user?: { id: string }; admin?: { id: string } };
    const meId = me.user?.id ?? me.admin?.id ?? UNASSIGNED;
    const sample = (await (
      await fetch(`${origin}/api/quotes?page=1&pageSize=50&status=contacted,qualified`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as {
      quotes: {
        id: string;
        email: string;
        phone: string;
        dotNumber: string;
        companyName: string;
        contactName: string;
        mcNumber: string;
        assignedTo: string | null;
      }[];
    };
    const lead = sample.quotes.find((quote) => quote.assignedTo) ?? sample.quotes[0]!;
    const agent = lead.assignedTo ?? UNASSIGNED;
    const week = { from: businessDate(7), to: businessDate(0) };
    const cases: [string, ListFilters][] = [
      ['no filter (all but spam)', {}],
      ['status=new', { status: 'new' }],
      ['status=won,lost', { status: 'won,lost' }],
      ['status=spam', { status: 'spam' }],
      ['assignedTo=<agent>', { assignedTo: agent }],
      ['assignedTo=me', { assignedTo: 'me' }],
      ['assignedTo=none', { assignedTo: 'none' }],
      ['from/to (7 days)', week],
      ['q=email prefix', { q: lead.email.slice(0, 6) }],
      ['q=company prefix', { q: lead.companyName.slice(0, 5) }],
      ['q=contact prefix', { q: lead.contactName.slice(0, 5) }],
      ['q=MC prefix', { q: lead.mcNumber.slice(0, 6) }],
      ['q=phone digits', { q: lead.phone.replace(/\D/g, '').slice(0, 6) }],
      ['q=DOT digits', { q: lead.dotNumber.slice(0, 5) }],
      ['utmSource=google', { utmSource: 'google' }],
      [
        'status+assignee+utm+from/to',
        { status: 'contacted,qualified', assignedTo: agent, utmSource: 'google', ...week },
      ],
      ['status+assignedTo=none+from/to', { status: 'new', assignedTo: 'none', ...week }],
      [
        'q+status+assignee',
        { q: lead.companyName.slice(0, 4), status: 'contacted,qualified,won', assignedTo: agent },
      ],
    ];
    const detailLeads = (await (
      await fetch(`${origin}/api/quotes?page=3&pageSize=${SAMPLES}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { quotes: { id: string; email: string; phone: string; dotNumber: string }[] };

    const line = (name: string, api: number[], bare: number[]) => {
      const pass = p95(api) <= API_BUDGET_MS;
      ok &&= pass;
      console.log(
        `  ${name.padEnd(34)} p95 ${p95(api).toFixed(1).padStart(6)} ms   bare SQL p95 ${bare.length ? p95(bare).toFixed(1).padStart(6) : '   n/a'} ms   ${pass ? 'PASS' : 'FAIL'}`,
      );
    };
    console.log(
      `Admin API, p95 of ${SAMPLES} requests (budget ≤ ${API_BUDGET_MS} ms), bare SQL of the same queries:`,
    );
    for (const [name, filters] of cases) {
      const query = new URLSearchParams(Object.entries(filters) as [string, string][]).toString();
      const api: number[] = [];
      const bare: number[] = [];
      for (let i = 0; i < SAMPLES; i += 1) {
        api.push(await get(`/api/quotes?page=1&pageSize=20&${query}`));
        if (client) bare.push(await sql(listSql(filters, meId)));
      }
      line(`GET /api/quotes ${name}`, api, bare);
    }
    const api: number[] = [];
    const bare: number[] = [];
    for (const quote of detailLeads.quotes) {
      api.push(await get(`/api/quotes/${quote.id}`));
      if (client) bare.push(await sql(detailSql({ ...quote, dot_number: quote.dotNumber })));
    }
    line('GET /api/quotes/{id} (detail)', api, bare);
    const statsApi: number[] = [];
    const statsBare: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      statsApi.push(await get('/api/leads/stats'));
      if (client) statsBare.push(await sql(STATS_BARE));
    }
    line('GET /api/leads/stats', statsApi, statsBare);

    // For information: the dashboard page as the server renders it for a signed-in admin, against
    // a static page, fetched the same way. The budget is the first row in Chromium (measureBrowser).
    const dashboard: number[] = [];
    const page: number[] = [];
    const headers = { Cookie: `admin_session=${token}`, 'Accept-Encoding': 'gzip' };
    for (let i = 0; i < SAMPLES; i += 1) {
      const started = performance.now();
      await (await fetch(`${origin}/admin/quotes`, { headers })).arrayBuffer();
      dashboard.push(performance.now() - started);
      const pageStarted = performance.now();
      await (
        await fetch(`${origin}/privacy-policy`, { headers: { 'Accept-Encoding': 'gzip' } })
      ).arrayBuffer();
      page.push(performance.now() - pageStarted);
    }
    console.log(
      `Dashboard page rendered on the server: ${median(dashboard).toFixed(1)} ms vs static /privacy-policy ${median(page).toFixed(1)} ms (medians; for information)`,
    );

    // Every lead of both kinds, spam included, as CSV.
    const all = 'status=new,contacted,qualified,won,lost,spam';
    const started = performance.now();
    const { result: lines, growthMb } = await rssGrowth(pid, async () => {
      const quotes = await exportLines(`${origin}/api/quotes/export.csv?${all}`, token);
      const applications = await exportLines(`${origin}/api/fuel-card-applications/export.csv?${all}`, token);
      return quotes + applications - 2;
    });
    const rssOk = growthMb < RSS_BUDGET_MB && lines >= LEADS;
    ok &&= rssOk;
    console.log(
      `CSV export of every lead: ${fmt(lines)} rows in ${((performance.now() - started) / 1000).toFixed(1)} s, server RSS peak growth ${growthMb.toFixed(1)} MB (budget < ${RSS_BUDGET_MB} MB) ${rssOk ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await client?.end();
  }
  return ok;
}

async function main(): Promise<void> {
  requireBuild();
  const serverUrl = process.env.DATABASE_URL;
  const seededUrl = process.env.BENCH_SEEDED_URL;
  const database = seededUrl
    ? { env: { DATABASE_URL: seededUrl }, rate: Number.NaN, drop: async () => undefined }
    : await seededDatabase(serverUrl);
  const server = await spawnServer({
    ...database.env,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const login = await fetch(`${server.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const where = database.env.DATABASE_URL ? 'the PostgreSQL server' : 'embedded PGlite';
    console.log(`Admin at scale: ${fmt(LEADS)} leads on ${where}`);
    if (!seededUrl) console.log(`  seeding: ${fmt(database.rate)} leads/s`);
    let ok = await measureApi(server.origin, token, server.pid, database.env.DATABASE_URL);
    if (process.env.BENCH_BROWSER !== '0') ok = (await measureBrowser(server.origin)) && ok;
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.drop();
  }
}

/** In Chromium: /admin/quotes until its first table row, against a static page until its heading. */
async function measureBrowser(origin: string): Promise<boolean> {
  const browser = await launchChromium();
  const server = { origin };
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
    await login.close();

    const dashboard: number[] = [];
    const staticPage: number[] = [];
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
    }

    const firstRow = median(dashboard);
    const page = median(staticPage);
    console.log(`In Chromium (median of ${RUNS}, cold cache):`);
    console.log(`  /admin/quotes until the first row:    ${fmt(firstRow)} ms`);
    console.log(`  /privacy-policy until its heading:    ${fmt(page)} ms`);
    const ratio = firstRow / page;
    const ok = ratio <= BUDGET;
    console.log(
      `Dashboard first row: ${ratio.toFixed(1)}× the static page (budget ≤ ${BUDGET}×) ${ok ? 'PASS' : 'FAIL'}`,
    );
    return ok;
  } finally {
    await browser.close();
  }
}

void main();
