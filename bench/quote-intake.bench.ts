/**
 * Quote requests per second through the whole API (security headers, throttling, validation,
 * TypeORM), against the least a Node service can do for the same job: a bare node:http handler
 * that parses the JSON and runs the same INSERT … RETURNING on the same kind of database, with
 * the same pool size, under the same load, in the same run.
 *   npm run build && npm run bench:intake                      (embedded PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:intake
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { quoteRequest as quote } from '@trucking-finance/contracts/testing';
import { PgliteWireBridge } from '../backend/src/database/pglite-wire-bridge';
import { fmt, postRate, serveBaseline, verdict, type BaselineServer } from './support/load';
import { createScratchDatabase } from '../scripts/scratch-database';
import { requireBuild, runMigrations, spawnServer } from '../scripts/spawn-server';

// Express + Nest cost most of the gap (a trivial GET tops out near 5k req/s on this machine, the
// site's raw path near 38k): the budget guards against regressions such as extra round trips.
const BUDGET = 0.15;

const INSERT = `INSERT INTO quote_requests (company_name, contact_name, email, phone, mc_number, dot_number,
  monthly_revenue, business_type, years_in_business, number_of_trucks, services_interested, comments, agree_to_terms)
  VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) RETURNING id, submitted_at`;

/** The baseline: parse, insert, answer; nothing else. */
async function bareIntakeServer(databaseUrl: string): Promise<BaselineServer> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined); // a connection dropped while the database is torn down
  const server = await serveBaseline((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const lead = JSON.parse(body);
      const { rows } = await pool.query(INSERT, [
        lead.companyName, lead.contactName, lead.email, lead.phone, lead.mcNumber, lead.dotNumber,
        lead.monthlyRevenue, lead.businessType, lead.yearsInBusiness, lead.numberOfTrucks,
        lead.servicesInterested, lead.comments, lead.agreeToTerms,
      ]); // prettier-ignore
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, quote: { ...lead, ...rows[0] } }));
    });
  });
  return {
    origin: server.origin,
    close: async () => {
      await server.close();
      await pool.end();
    },
  };
}

/** A migrated database for the baseline: a fresh one on the server, or an embedded PGlite on disk, as the app's. */
async function baselineDatabase(
  serverUrl: string | undefined,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
    runMigrations({ DATA_DIR: dataDir });
    const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    const bridge = await PgliteWireBridge.listen(db);
    return {
      url: bridge.url,
      drop: async () => {
        await bridge.close();
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchDatabase(serverUrl, 'bench');
  runMigrations({ DATABASE_URL: scratch.url });
  return scratch;
}

async function main(): Promise<void> {
  requireBuild();
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? 'the PostgreSQL server' : 'embedded PGlite';

  const baselineDb = await baselineDatabase(serverUrl);
  const bare = await bareIntakeServer(baselineDb.url);
  const baseline = await postRate(`${bare.origin}/`, quote);
  await bare.close();
  await baselineDb.drop();

  const appDb = serverUrl ? await baselineDatabase(serverUrl) : undefined;
  const server = await spawnServer({
    RATE_LIMIT_FORMS_PER_MINUTE: '100000000',
    ...(appDb && { DATABASE_URL: appDb.url }),
  });
  const api = await postRate(`${server.origin}/api/quotes`, quote);
  await server.stop();
  await appDb?.drop();

  console.log(`Quote intake on ${database}, 50 connections, 10 s:`);
  console.log(`  bare node:http + pg: ${fmt(baseline.rate)} req/s (p99 ${baseline.latencyP99} ms)`);
  console.log(
    `  POST /api/quotes:    ${fmt(api.rate)} req/s (p99 ${api.latencyP99} ms, ${api.failed} failed)`,
  );
  if (api.failed > 0 || baseline.failed > 0) process.exitCode = 1;
  verdict('Quote intake', api.rate / baseline.rate, BUDGET);
}

void main();
