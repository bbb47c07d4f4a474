/**
 * Fills the database with realistic quote requests and fuel card applications, to try the admin
 * dashboard at scale (and for its benchmark):
 *
 *   npx tsx scripts/seed-leads.ts --count 100000          # the embedded database in DATA_DIR (./data)
 *   DATABASE_URL=postgres://… npx tsx scripts/seed-leads.ts --count 1000000
 *
 * The schema must exist: start the server once (`npm start`) or run `npm run migration:run`. The
 * embedded database belongs to one process at a time, so stop the server while seeding it.
 * Three leads in four are quote requests; about two in three carry an email address seen before
 * (repeat customers), so Unique Companies stays below the total. Dates spread over `--days` (180)
 * up to now, a few of them today. Rows are built by PostgreSQL itself (INSERT … SELECT over
 * generate_series), in batches of 20,000.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  businessTypes,
  monthlyFuelSpends,
  monthlyRevenues,
  standardServices,
  yearsInBusinessOptions,
} from '../contracts/src/options';

/** Anything that runs a parameterised statement: a `pg` client or pool, or PGlite. */
export interface SqlRunner {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

export interface SeedOptions {
  /** Quote requests and fuel card applications together. */
  count: number;
  /** The oldest lead is this many days old. */
  days?: number;
  onProgress?: (inserted: number) => void;
}

const BATCH = 20_000;
const QUOTE_SHARE = 0.75;
/** Leads per distinct company (email address). */
const LEADS_PER_COMPANY = 1.5;

const companyWords = [
  'Wasatch',
  'Bonneville',
  'Red Rock',
  'Great Basin',
  'Summit Ridge',
  'Beehive',
  'Cedar Valley',
  'Timpanogos',
  'Uinta',
  'Zion Road',
  'Sawtooth',
  'High Desert',
  'Golden Spike',
  'Salt Flats',
  'Canyon Country',
  'Mesa Verde',
  'Teton',
  'Sierra',
  'Mojave',
  'Snake River',
  'Big Horn',
  'Front Range',
];
const companyKinds = [
  'Freight',
  'Transport',
  'Logistics',
  'Trucking',
  'Haulers',
  'Carriers',
  'Express',
  'Lines',
];
const companySuffixes = ['LLC', 'Inc', 'Co', 'LLC', 'Corp'];
const firstNames = [
  'Maria',
  'James',
  'Ana',
  'Robert',
  'Luis',
  'Jennifer',
  'Carlos',
  'Michael',
  'Sofia',
  'David',
  'Priya',
  'Daniel',
  'Rosa',
  'Kevin',
  'Emily',
  'Jose',
  'Laura',
  'Tyler',
  'Grace',
  'Marcus',
];
const lastNames = [
  'Alvarez',
  'Johnson',
  'Nguyen',
  'Smith',
  'Ortega',
  'Williams',
  'Reyes',
  'Brown',
  'Garcia',
  'Miller',
  'Shah',
  'Davis',
  'Lopez',
  'Wilson',
  'Martinez',
  'Anderson',
  'Hernandez',
  'Taylor',
  'Young',
  'King',
];
const areaCodes = ['801', '385', '435', '702', '208', '307', '775', '480', '303', '406'];
const quoteComments = [
  'Most of our brokers pay in 45 days; we need steadier cash for fuel and payroll.',
  'Adding two reefers this spring and want funding lined up before they arrive.',
  'Currently factoring with another company, looking for better rates and no contract.',
  'Owner-operator, mostly dry van out of Salt Lake City. Need same-day funding.',
  'Interested in a line of credit for repairs alongside factoring.',
  'Flatbed loads for construction customers paying net 60.',
  'Please call after 3 PM Mountain time.',
  'Need a fuel card for four drivers as well as factoring.',
];
const routes = [
  'I-15 Salt Lake City to Las Vegas and Los Angeles',
  'I-80 Salt Lake City to Reno and Sacramento',
  'I-70 and I-25 through Denver',
  'Regional runs across Utah, Idaho and Wyoming',
  'I-84 to Boise and Portland',
  'Southwest lanes: Phoenix, Albuquerque, El Paso',
];
const fuelBrands = [
  'Pilot Flying J, Love’s',
  'Maverik, Sinclair',
  'TA Petro, Pilot Flying J',
  'Love’s, Chevron',
  'Any network location on our routes',
];
const fuelComments = ['Drivers fuel mostly overnight.', 'Need cards shipped to our Ogden yard.', ''];

/** `(ARRAY[...])[1 + (expr) % n]`: a list entry picked by a deterministic mix of the row number. */
const pick = (param: number, expr: string) =>
  `($${param}::text[])[1 + ((${expr}) % cardinality($${param}::text[]))::int]`;

const leadColumns = {
  // $1 = first row number, $2 = last, $3 = total rows of this kind, $4 = companies, $5 = days
  company: `(i * 7919) % $4`,
  companyName: `${pick(6, 'c')} || ' ' || ${pick(7, 'c / 22')} || ' ' || ${pick(8, 'c / 7')}`,
  contactName: `${pick(9, 'c * 3')} || ' ' || ${pick(10, 'c / 20')}`,
  email: `lower(${pick(9, 'c * 3')}) || '.' || lower(${pick(10, 'c / 20')}) || c || '@' || replace(lower(${pick(6, 'c')}), ' ', '') || 'freight.com'`,
  phone: `'(' || ${pick(11, 'c')} || ') 555-' || lpad((c % 10000)::text, 4, '0')`,
  mcNumber: `'MC-' || (100000 + (c * 31) % 900000)`,
  dotNumber: `(1000000 + (c * 37) % 9000000)::text`,
  // Newest first by row number, jittered; row 1 is about now, row $3 about $5 days ago.
  submittedAt: `now() - make_interval(secs => ((i - 1)::float8 / $3) * $5 * 86400 + random() * 600)`,
};

async function seedTable(
  db: SqlRunner,
  table: 'quote_requests' | 'fuel_card_applications',
  rows: number,
  companies: number,
  days: number,
  done: (batch: number) => void,
): Promise<void> {
  const shared = [companyWords, companyKinds, companySuffixes, firstNames, lastNames, areaCodes];
  const kindColumns =
    table === 'quote_requests'
      ? {
          names:
            'monthly_revenue, business_type, years_in_business, number_of_trucks, services_interested, comments, agree_to_terms',
          values: `${pick(12, 'i')}, ${pick(13, 'i * 5')}, ${pick(14, 'i * 3')}, 1 + (i * 11) % 48, ${pick(15, 'i * 7')}, ${pick(16, 'i')}, true`,
          lists: [monthlyRevenues, businessTypes, yearsInBusinessOptions, standardServices, quoteComments],
        }
      : {
          names:
            'fuel_card_tier, monthly_fuel_spend, business_type, years_in_business, number_of_trucks, primary_routes, preferred_fuel_brands, comments',
          values: `'fleet', ${pick(12, 'i')}, ${pick(13, 'i * 5')}, ${pick(14, 'i * 3')}, (2 + (i * 11) % 48)::text, ${pick(15, 'i')}, ${pick(16, 'i * 3')}, nullif(${pick(17, 'i')}, '')`,
          lists: [monthlyFuelSpends, businessTypes, yearsInBusinessOptions, routes, fuelBrands, fuelComments],
        };
  const sql = `
    INSERT INTO ${table} (company_name, contact_name, email, phone, mc_number, dot_number, ${kindColumns.names}, submitted_at)
    SELECT ${leadColumns.companyName}, ${leadColumns.contactName}, ${leadColumns.email}, ${leadColumns.phone}, ${leadColumns.mcNumber}, ${leadColumns.dotNumber}, ${kindColumns.values}, ${leadColumns.submittedAt}
    FROM (SELECT i, ${leadColumns.company} AS c FROM generate_series($1::bigint, $2::bigint) AS i) AS lead`;
  for (let first = 1; first <= rows; first += BATCH) {
    const last = Math.min(rows, first + BATCH - 1);
    await db.query(sql, [first, last, rows, companies, days, ...shared, ...kindColumns.lists]);
    done(last - first + 1);
  }
}

/** Inserts `count` leads (three in four quote requests) and returns how many of each. */
export async function seedLeads(
  db: SqlRunner,
  { count, days = 180, onProgress }: SeedOptions,
): Promise<{ quotes: number; applications: number }> {
  const quotes = Math.round(count * QUOTE_SHARE);
  const applications = count - quotes;
  const companies = Math.max(1, Math.round(count / LEADS_PER_COMPANY));
  let inserted = 0;
  const progress = (batch: number) => {
    inserted += batch;
    onProgress?.(inserted);
  };
  await seedTable(db, 'quote_requests', quotes, companies, days, progress);
  await seedTable(db, 'fuel_card_applications', applications, companies, days, progress);
  // Fresh statistics, so the planner pages through the new rows by index straight away.
  await db.query('ANALYZE quote_requests');
  await db.query('ANALYZE fuel_card_applications');
  return { quotes, applications };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function openDatabase(): Promise<SqlRunner & { close(): Promise<void>; where: string }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    return {
      query: (sql, params) => client.query(sql, params),
      close: () => client.end(),
      where: 'DATABASE_URL',
    };
  }
  const dataDir = join(resolve(process.env.DATA_DIR ?? './data'), 'pglite');
  if (!existsSync(dataDir)) {
    throw new Error(
      `No embedded database in ${dataDir}: start the server once (npm start) or set DATABASE_URL.`,
    );
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir });
  return { query: (sql, params) => db.query(sql, params), close: () => db.close(), where: dataDir };
}

async function main(): Promise<void> {
  const count = Number(argument('count') ?? 100_000);
  const days = Number(argument('days') ?? 180);
  if (!Number.isInteger(count) || count < 1)
    throw new Error('--count must be a whole number of leads, e.g. --count 100000');
  if (!(days > 0)) throw new Error('--days must be a positive number of days');
  const db = await openDatabase();
  try {
    await db.query('SELECT 1 FROM quote_requests LIMIT 1').catch(() => {
      throw new Error(
        'The tables are missing: start the server once (npm start) or run npm run migration:run.',
      );
    });
    const started = performance.now();
    const { quotes, applications } = await seedLeads(db, {
      count,
      days,
      onProgress: (inserted) =>
        process.stdout.write(`\r  ${inserted.toLocaleString('en-US')} / ${count.toLocaleString('en-US')}`),
    });
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `\nSeeded ${quotes.toLocaleString('en-US')} quote requests and ${applications.toLocaleString('en-US')} fuel card applications into ${db.where} in ${seconds.toFixed(1)} s (${Math.round(count / seconds).toLocaleString('en-US')} leads/s).\n`,
    );
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
