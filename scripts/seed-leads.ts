/**
 * Fills the database with realistic quote requests and fuel card applications, to try the admin
 * dashboard at scale (and for its benchmark):
 *
 *   npm run seed:leads -- --count 100000          # the embedded database in DATA_DIR (./data)
 *   DATABASE_URL=postgres://… npm run seed:leads -- --count 1000000
 *
 * The schema must exist: start the server once (`npm start`) or run `npm run migration:run`. The
 * embedded database belongs to one process at a time, so stop the server while seeding it.
 * Three leads in four are quote requests; about two in three carry an email address seen before
 * (repeat customers), so Unique Companies stays below the total. Dates spread over `--days` (180)
 * up to now, a few of them today. Statuses, first contacts, languages and UTM sources come in
 * realistic shares (see `seededStatuses`). Five agents (`seeded-agent-1`… with no usable password,
 * so nobody can sign in as them) share five leads in seven; the rest are unassigned. About one
 * worked lead in four has a note from its agent. Rows are built by PostgreSQL itself (INSERT …
 * SELECT over generate_series), in batches of 20,000, into the columns the app's TypeORM entities
 * map; the rollup triggers count each batch in one go.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  businessTypes,
  monthlyFuelSpends,
  monthlyRevenues,
  standardServices,
  yearsInBusinessOptions,
} from '@trucking-finance/contracts';
import { leadSamples } from '@trucking-finance/contracts/testing';
import { DataSource, type EntityMetadata } from 'typeorm';
import { dataSourceOptions } from '../backend/src/database/data-source';
import { EmbeddedPostgres } from '../backend/src/database/embedded-postgres';
import { FuelCardApplication } from '../backend/src/fuel-cards/fuel-card-application.entity';
import { QuoteRequest } from '../backend/src/quotes/quote-request.entity';

export interface SeedOptions {
  /** Quote requests and fuel card applications together. */
  count: number;
  /** The oldest lead is this many days old. */
  days?: number;
  onProgress?: (inserted: number) => void;
}

const BATCH = 20_000;
/** Statuses by share: a list entry per ~9 %. */
const seededStatuses = [
  'new',
  'new',
  'contacted',
  'contacted',
  'contacted',
  'qualified',
  'qualified',
  'won',
  'lost',
  'lost',
  'spam',
];
const lostReasons = [
  'Went with their current factor',
  'Rates too high',
  'Not a fit',
  'No answer after five calls',
];
/** An empty entry: no UTM source (a direct visit). */
const utmSources = ['google', 'google', 'facebook', 'bing', 'newsletter', '', '', ''];
const QUOTE_SHARE = 0.75;
/** The seeded agents: username suffix and display name. */
const seededAgents = ['Avery Morgan', 'Jordan Ellis', 'Riley Chen', 'Casey Ramirez', 'Taylor Brooks'];
const noteTexts = [
  'Left a voicemail; will try again tomorrow morning.',
  'Spoke with the owner: 6 trucks, mostly dry van, brokers pay in 45 days.',
  'Sent the rate sheet and the application link by email.',
  'Asked for their last three months of invoices to size the line.',
  'Wants fuel card pricing for Pilot and Love’s before deciding.',
  'Customer is switching from their current factor at the end of the month.',
];
/** Leads per distinct company (email address). */
const LEADS_PER_COMPANY = 1.5;

/**
 * A statement's parameters, numbered as they are added (`$1`, `$2`…), so nobody counts them by
 * hand. A list added twice is sent once.
 */
export class SqlParameters {
  readonly values: unknown[] = [];
  private readonly lists = new Map<readonly unknown[], string>();

  add(value: unknown): string {
    const known = Array.isArray(value) ? this.lists.get(value) : undefined;
    if (known) return known;
    this.values.push(value);
    const placeholder = `$${this.values.length}`;
    if (Array.isArray(value)) this.lists.set(value, placeholder);
    return placeholder;
  }
}

/** SQL expressions by entity property: the value of each column, computed from `i` and `c`. */
type Expressions<T> = Partial<Record<keyof T & string, string>>;

/**
 * `INSERT INTO <table> (<columns>) SELECT <expressions> FROM <from>`, the table and column names
 * taken from the entity's metadata. Every column the database needs a value for must have one, so a
 * new required column on the entity fails here rather than as a half-seeded database.
 */
export function insertSelect<T>(
  dataSource: DataSource,
  metadata: EntityMetadata,
  expressions: Expressions<T>,
  from: string,
): string {
  const name = (identifier: string) => dataSource.driver.escape(identifier);
  const columns = Object.entries(expressions).map(([property, expression]) => {
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${metadata.name} has no column for the seeded property ${property}.`);
    return { name: name(column.databaseName), expression: expression as string };
  });
  const unset = metadata.columns.filter(
    (column) =>
      !(column.propertyName in expressions) &&
      !column.isNullable &&
      !column.isGenerated &&
      column.default === undefined &&
      !column.isCreateDate &&
      !column.isUpdateDate,
  );
  if (unset.length > 0) {
    throw new Error(
      `The seeder gives ${metadata.name} no value for ${unset.map((column) => column.propertyName).join(', ')}.`,
    );
  }
  return `INSERT INTO ${name(metadata.tablePath)} (${columns.map((column) => column.name).join(', ')})
    SELECT ${columns.map((column) => column.expression).join(', ')}
    FROM ${from}`;
}

interface Batch {
  /** Staff ids to assign, an empty entry per share left unassigned. */
  assignees: string[];
  first: number;
  last: number;
  /** Rows of this kind in the whole seeding, so dates spread evenly over them. */
  rows: number;
  companies: number;
  days: number;
}

/** One batch of rows of one kind of lead: its statement and parameters. */
function leadBatch(
  dataSource: DataSource,
  entity: typeof QuoteRequest | typeof FuelCardApplication,
  batch: Batch,
): { sql: string; values: unknown[] } {
  const params = new SqlParameters();
  /** `(ARRAY[...])[1 + (expr) % n]`: a list entry picked by a deterministic mix of the row number. */
  const pick = (list: readonly string[], expr: string) => {
    const array = `${params.add(list)}::text[]`;
    return `(${array})[1 + ((${expr}) % cardinality(${array}))::int]`;
  };
  const {
    companyWords,
    companyKinds,
    companySuffixes,
    firstNames,
    lastNames,
    areaCodes,
    quoteComments,
    routes,
    fuelBrands,
    fuelComments,
  } = leadSamples;

  // `i` numbers the rows of this kind (1 = newest); `c` is the company, shared by repeat customers.
  const from = `(SELECT i, (i * 7919) % ${params.add(batch.companies)} AS c
    FROM generate_series(${params.add(batch.first)}::bigint, ${params.add(batch.last)}::bigint) AS i) AS lead`;
  const age = `now() - make_interval(secs => ((i - 1)::float8 / ${params.add(batch.rows)}) * ${params.add(batch.days)} * 86400)`;
  // The pipeline in realistic shares: most leads worked, some still new, a few lost or spam.
  const status = pick(seededStatuses, 'i * 13');
  const work = {
    status,
    lostReason: `CASE WHEN ${status} = 'lost' THEN ${pick(lostReasons, 'i')} END`,
    // Contacted 5 minutes to 4 hours after arriving, never in the future.
    firstContactedAt: `CASE WHEN ${status} NOT IN ('new', 'spam') THEN least(now(), ${age} + make_interval(mins => (5 + (i * 17) % 235)::int)) END`,
    locale: pick(['en', 'en', 'en', 'es'], 'c'),
    assignedTo: `nullif(${pick(batch.assignees, 'i * 23')}, '')::uuid`,
    utmSource: `nullif(${pick(utmSources, 'c * 5')}, '')`,
    utmMedium: `CASE WHEN ${pick(utmSources, 'c * 5')} IN ('google', 'bing') THEN 'cpc' END`,
    landingPath: pick(['/', '/get-quote', '/fuel-card', '/factoring'], 'i * 3'),
  };
  const firstName = pick(firstNames, 'c * 3');
  const lastName = pick(lastNames, 'c / 20');
  const companyWord = pick(companyWords, 'c');
  const contact = {
    companyName: `${companyWord} || ' ' || ${pick(companyKinds, 'c / 22')} || ' ' || ${pick(companySuffixes, 'c / 7')}`,
    contactName: `${firstName} || ' ' || ${lastName}`,
    email: `lower(${firstName}) || '.' || lower(${lastName}) || c || '@' || replace(lower(${companyWord}), ' ', '') || 'freight.com'`,
    phone: `'(' || ${pick(areaCodes, 'c')} || ') 555-' || lpad((c % 10000)::text, 4, '0')`,
    mcNumber: `'MC-' || (100000 + (c * 31) % 900000)`,
    dotNumber: `(1000000 + (c * 37) % 9000000)::text`,
    businessType: pick(businessTypes, 'i * 5'),
    yearsInBusiness: pick(yearsInBusinessOptions, 'i * 3'),
    // Newest first by row number, jittered; row 1 is about now, the last row about `days` ago.
    submittedAt: `${age} - make_interval(secs => random() * 600)`,
    ...work,
  };

  const metadata = dataSource.getMetadata(entity);
  const sql =
    entity === QuoteRequest
      ? insertSelect<QuoteRequest>(
          dataSource,
          metadata,
          {
            ...contact,
            monthlyRevenue: pick(monthlyRevenues, 'i'),
            numberOfTrucks: '1 + (i * 11) % 48',
            servicesInterested: pick(standardServices, 'i * 7'),
            comments: pick(quoteComments, 'i'),
            agreeToTerms: 'true',
          },
          from,
        )
      : insertSelect<FuelCardApplication>(
          dataSource,
          metadata,
          {
            ...contact,
            fuelCardTier: `'fleet'`,
            monthlyFuelSpend: pick(monthlyFuelSpends, 'i'),
            numberOfTrucks: '(2 + (i * 11) % 48)::text',
            primaryRoutes: pick(routes, 'i'),
            preferredFuelBrands: pick(fuelBrands, 'i * 3'),
            comments: `nullif(${pick(fuelComments, 'i')}, '')`,
          },
          from,
        );
  return { sql, values: params.values };
}

async function seedTable(
  dataSource: DataSource,
  entity: typeof QuoteRequest | typeof FuelCardApplication,
  { rows, companies, days, assignees }: Omit<Batch, 'first' | 'last'>,
  done: (batch: number) => void,
): Promise<void> {
  for (let first = 1; first <= rows; first += BATCH) {
    const last = Math.min(rows, first + BATCH - 1);
    const { sql, values } = leadBatch(dataSource, entity, {
      first,
      last,
      rows,
      companies,
      days,
      assignees,
    });
    await dataSource.query(sql, values);
    done(last - first + 1);
  }
}

/** The seeded agents (created once, with a password hash nothing matches): ids and names. */
async function seedAgents(dataSource: DataSource): Promise<{ id: string; name: string }[]> {
  const params = new SqlParameters();
  const names = params.add(seededAgents);
  await dataSource.query(
    `INSERT INTO admin_users (username, display_name, role, password_hash, password_changed_at)
     SELECT 'seeded-agent-' || n, (${names}::text[])[n], 'agent', '!', now()
     FROM generate_series(1, cardinality(${names}::text[])) AS n
     ON CONFLICT ((lower(username))) DO NOTHING`,
    params.values,
  );
  const rows: { id: string; name: string }[] = await dataSource.query(
    `SELECT id, display_name AS name FROM admin_users WHERE username LIKE 'seeded-agent-%' ORDER BY username`,
  );
  return rows;
}

/** A note from its agent (or the first one) on about one worked lead in four. */
async function seedNotes(dataSource: DataSource, agents: { id: string; name: string }[]): Promise<void> {
  const params = new SqlParameters();
  const texts = params.add(noteTexts);
  const ids = params.add(agents.map(({ id }) => id));
  const names = params.add(agents.map(({ name }) => name));
  for (const [kind, table] of [
    ['quotes', 'quote_requests'],
    ['fuel-card-applications', 'fuel_card_applications'],
  ]) {
    await dataSource.query(
      `INSERT INTO lead_notes (lead_kind, lead_id, author_id, author_name, text, created_at)
       SELECT '${kind}', lead.id, coalesce(lead.assigned_to, (${ids}::uuid[])[1]),
         coalesce((${names}::text[])[array_position(${ids}::uuid[], lead.assigned_to)], (${names}::text[])[1]),
         (${texts}::text[])[1 + abs(hashtext(lead.id::text)) % cardinality(${texts}::text[])],
         coalesce(lead.first_contacted_at, lead.submitted_at) + interval '10 minutes'
       FROM ${table} AS lead
       WHERE lead.status NOT IN ('new', 'spam') AND abs(hashtext(lead.id::text)) % 4 = 0`,
      params.values,
    );
  }
}

/** Inserts `count` leads (three in four quote requests) and returns how many of each. */
export async function seedLeads(
  dataSource: DataSource,
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
  const agents = await seedAgents(dataSource);
  // Five leads in seven assigned, evenly over the agents.
  const assignees = [...agents.map(({ id }) => id), '', ''];
  await seedTable(dataSource, QuoteRequest, { rows: quotes, companies, days, assignees }, progress);
  await seedTable(
    dataSource,
    FuelCardApplication,
    { rows: applications, companies, days, assignees },
    progress,
  );
  await seedNotes(dataSource, agents);
  // Fresh statistics, so the planner pages through the new rows by index straight away.
  for (const table of ['quote_requests', 'fuel_card_applications', 'lead_notes']) {
    await dataSource.query(`ANALYZE ${table}`);
  }
  return { quotes, applications };
}

/**
 * The app's own TypeORM data source on DATABASE_URL, else on the embedded database in DATA_DIR
 * (`./data`), as the server would open it.
 */
export async function openAppDatabase(
  env: { DATABASE_URL?: string; DATA_DIR?: string } = process.env,
): Promise<{ dataSource: DataSource; close(): Promise<void>; where: string }> {
  let embedded: EmbeddedPostgres | undefined;
  let where = 'DATABASE_URL';
  if (!env.DATABASE_URL) {
    const dataDir = resolve(env.DATA_DIR ?? './data');
    where = join(dataDir, 'pglite');
    if (!existsSync(where)) {
      throw new Error(
        `No embedded database in ${where}: start the server once (npm start) or set DATABASE_URL.`,
      );
    }
    embedded = await EmbeddedPostgres.start(dataDir);
  }
  // A batch job: its 20,000-row statements (and the rollup triggers counting them) may take longer
  // on a busy machine than the deadline the API keeps for one request's statement.
  const dataSource = new DataSource(
    dataSourceOptions(env.DATABASE_URL ?? embedded!.url, { statementTimeoutMs: 10 * 60_000 }),
  );
  try {
    await dataSource.initialize();
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    where,
    close: async () => {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  const count = Number(argument('count') ?? 100_000);
  const days = Number(argument('days') ?? 180);
  if (!Number.isInteger(count) || count < 1)
    throw new Error('--count must be a whole number of leads, e.g. --count 100000');
  if (!(days > 0)) throw new Error('--days must be a positive number of days');
  const db = await openAppDatabase();
  try {
    const tables = db.dataSource.createQueryRunner();
    const ready = await Promise.all(
      [QuoteRequest, FuelCardApplication].map((entity) =>
        tables.hasTable(db.dataSource.getMetadata(entity).tablePath),
      ),
    ).finally(() => tables.release());
    if (ready.includes(false)) {
      throw new Error(
        'The tables are missing: start the server once (npm start) or run npm run migration:run.',
      );
    }
    const started = performance.now();
    const { quotes, applications } = await seedLeads(db.dataSource, {
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
