import { fuelCardApplication, quoteRequest } from '@trucking-finance/contracts/testing';
import type { QueryRunner } from 'typeorm';
import { ROLLUP_SHARDS } from '../src/database/lead-rollup-sql';
import { quoteFields } from './factories/records';
import { FuelCardApplication } from '../src/fuel-cards/fuel-card-application.entity';
import { LeadStatsService } from '../src/leads/lead-stats.service';
import { QuoteRequest } from '../src/quotes/quote-request.entity';
import { newStaff, type TestStaff } from './support/staff';
import { useTestApp } from './support/test-app';
import { minutesAfterMidnight } from './support/time-zone';

const onServer = process.env.DATABASE_URL ? it : it.skip;
const ZONE = 'America/Denver';
const DAY = 24 * 60 * 60 * 1000;

/**
 * What the stats said before the rollups: every number counted from the lead rows themselves.
 * The rollups kept by triggers must agree with it after any write.
 */
const RECOUNT_SQL = `
  WITH today AS (SELECT date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1 AS start)
  SELECT
    (SELECT count(*) FROM quote_requests)::int AS "totalQuotes",
    (SELECT count(*) FROM fuel_card_applications)::int AS "totalFuelCardApplications",
    ((SELECT count(*) FROM quote_requests, today WHERE submitted_at >= today.start)
      + (SELECT count(*) FROM fuel_card_applications, today WHERE submitted_at >= today.start))::int AS "today",
    (SELECT count(*) FROM (
      SELECT lower(email) FROM quote_requests UNION SELECT lower(email) FROM fuel_card_applications
    ) AS emails)::int AS "uniqueCompanies",
    (SELECT round((percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes))::numeric, 1)::float8 FROM (
      SELECT extract(epoch FROM first_contacted_at - submitted_at) / 60 AS minutes FROM quote_requests
        WHERE submitted_at >= now() - interval '30 days' AND first_contacted_at IS NOT NULL
      UNION ALL
      SELECT extract(epoch FROM first_contacted_at - submitted_at) / 60 FROM fuel_card_applications
        WHERE submitted_at >= now() - interval '30 days' AND first_contacted_at IS NOT NULL
    ) AS contacts) AS "medianMinutesToFirstContact",
    ((SELECT count(*) FROM quote_requests WHERE status = 'new' AND submitted_at < now() - interval '60 minutes')
      + (SELECT count(*) FROM fuel_card_applications WHERE status = 'new' AND submitted_at < now() - interval '60 minutes')
    )::int AS "waiting"`;

const BY_STATUS_SQL = `
  SELECT status, count(*)::int AS count FROM (
    SELECT status FROM quote_requests UNION ALL SELECT status FROM fuel_card_applications
  ) AS leads GROUP BY status`;

describe('Lead counters (rollups kept by the database on every write)', () => {
  const t = useTestApp({ env: { BUSINESS_TIMEZONE: ZONE, RATE_LIMIT_FORMS_PER_MINUTE: '100000' } });
  let agent: TestStaff;

  beforeAll(async () => {
    agent = await newStaff(t, 'agent', 'Casey Counter');
  });
  beforeEach(async () => {
    await t.deleteAll(QuoteRequest);
    await t.deleteAll(FuelCardApplication);
  });

  const api = () => t.http();
  const today = (minutes: number) => minutesAfterMidnight(ZONE, minutes);
  const postQuote = async (overrides: Record<string, unknown> = {}) =>
    (await api().post('/api/quotes').send(quoteRequest(overrides)).expect(201)).body.quote as { id: string };
  const postApplication = async (overrides: Record<string, unknown> = {}) =>
    (await api().post('/api/fuel-card-applications').send(fuelCardApplication(overrides)).expect(201)).body
      .application as { id: string };
  const patch = (kind: string, id: string, body: object) =>
    api().patch(`/api/${kind}/${id}`).set('Authorization', t.admin).send(body).expect(200);
  const remove = (kind: string, id: string) =>
    api().delete(`/api/${kind}/${id}`).set('Authorization', t.admin).expect(200);

  /** The API's stats beside a recount of the rows; they must be equal. */
  async function expectStatsToMatchRecount(): Promise<void> {
    const { stats } = (await api().get('/api/leads/stats').set('Authorization', t.admin).expect(200)).body;
    const [recount] = await t.dataSource.query(RECOUNT_SQL, [ZONE]);
    const statuses: { status: string; count: number }[] = await t.dataSource.query(BY_STATUS_SQL);
    const byStatus = { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0 };
    for (const { status, count } of statuses) byStatus[status as keyof typeof byStatus] = count;
    const { waiting, ...numbers } = recount;
    expect({
      totalQuotes: stats.totalQuotes,
      totalFuelCardApplications: stats.totalFuelCardApplications,
      today: stats.today,
      uniqueCompanies: stats.uniqueCompanies,
      medianMinutesToFirstContact: stats.medianMinutesToFirstContact,
      byStatus: stats.byStatus,
      waiting: stats.waitingOverAnHour.total,
    }).toEqual({ ...numbers, byStatus, waiting });
  }

  /** A list's `total` (from the rollups) beside a count of the rows the same filters select. */
  async function expectListTotal(
    query: string,
    where: string,
    values: unknown[] = [],
    auth = t.admin,
  ): Promise<void> {
    const { total } = (await api().get(`/api/quotes?${query}`).set('Authorization', auth).expect(200)).body;
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM quote_requests WHERE ${where}`,
      values,
    );
    expect({ query, total }).toEqual({ query, total: count });
  }

  it('start at zero and follow inserts, status changes to and from spam, assignment and deletes', async () => {
    await expectStatsToMatchRecount();

    const first = await postQuote({ email: 'ops@canyon-haulers.com', source: { utmSource: 'Google' } });
    const again = await postQuote({ email: 'OPS@Canyon-Haulers.com' });
    const spam = await postApplication({ email: 'bot@spam.example', website: 'http://spam.example' });
    const application = await postApplication({ email: 'ops@canyon-haulers.com' });
    await t.newQuote({ email: 'billing@mesa-transport.com', submittedAt: today(-1) });
    await t.newQuote({
      email: 'fleet@bonneville-lines.com',
      status: 'contacted',
      submittedAt: new Date(Date.now() - 3 * DAY),
      firstContactedAt: new Date(Date.now() - 3 * DAY + 17 * 60_000),
    });
    await t.newFuelCardApplication({ submittedAt: new Date(Date.now() - 2 * 60 * 60_000) });
    await expectStatsToMatchRecount();

    await patch('quotes', first.id, { status: 'contacted', assignedTo: agent.id });
    await expectStatsToMatchRecount();
    await patch('quotes', again.id, { status: 'spam' });
    await patch('fuel-card-applications', spam.id, { status: 'new' });
    await expectStatsToMatchRecount();
    await patch('quotes', again.id, { status: 'qualified' });
    await patch('fuel-card-applications', application.id, { status: 'lost', lostReason: 'Rates too high' });
    await expectStatsToMatchRecount();

    await expectListTotal('status=contacted', `status = 'contacted'`);
    await expectListTotal('assignedTo=me', `assigned_to = $1 AND status <> 'spam'`, [agent.id], agent.auth);
    await expectListTotal(`assignedTo=${agent.id}`, `assigned_to = $1 AND status <> 'spam'`, [agent.id]);
    await expectListTotal('assignedTo=none', `assigned_to IS NULL AND status <> 'spam'`);
    await expectListTotal('utmSource=GOOGLE', `lower(utm_source) = 'google' AND status <> 'spam'`);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
    await expectListTotal(
      `from=${date}&to=${date}&status=new,contacted,qualified,spam`,
      `submitted_at >= $1 AND status IN ('new', 'contacted', 'qualified', 'spam')`,
      [today(0)],
    );
    await expectListTotal('status=spam', `status = 'spam'`);

    // The only lead with its address goes: one company fewer. A repeat customer's lead goes: none.
    const bonneville = await t.dataSource.query(
      `SELECT id FROM quote_requests WHERE email = 'fleet@bonneville-lines.com'`,
    );
    await remove('quotes', bonneville[0].id);
    await remove('quotes', again.id);
    await remove('fuel-card-applications', spam.id);
    await expectStatsToMatchRecount();
  });

  it('stay exact under concurrent intake, status changes and deletes', async () => {
    const leads = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0 ? postApplication({ email: `dispatch${i % 4}@summit-carriers.com` }) : postQuote(),
      ),
    );
    const kindOf = (i: number) => (i % 3 === 0 ? 'fuel-card-applications' : 'quotes');
    // Opposite moves between the same statuses at once (a lock order that could deadlock), new
    // leads sharing addresses, and deletes, all together.
    await Promise.all([
      ...leads.map((lead, i) => patch(kindOf(i), lead.id, { status: i % 2 ? 'contacted' : 'spam' })),
      ...Array.from({ length: 12 }, (_, i) =>
        i % 2 ? postQuote({ email: `Shared${i % 3}@Wasatch-Lines.com` }) : postApplication(),
      ),
    ]);
    await Promise.all([
      ...leads.map((lead, i) =>
        i % 4 === 0
          ? remove(kindOf(i), lead.id)
          : patch(kindOf(i), lead.id, { status: i % 2 ? 'spam' : 'new' }),
      ),
      ...Array.from({ length: 6 }, () => postQuote({ email: 'shared1@wasatch-lines.com' })),
    ]);
    await expectStatsToMatchRecount();
    await expectListTotal('status=spam', `status = 'spam'`);
    await expectListTotal('', `status <> 'spam'`);
  });

  onServer('let submissions commit side by side: none waits for another to commit first', async () => {
    // Two database sessions writing to different shards (the first one's shard is whatever its
    // process id gives; sessions are opened until one lands elsewhere).
    const shardOf = async (runner: QueryRunner): Promise<number> =>
      (await runner.query(`SELECT pg_backend_pid() % $1 AS shard`, [ROLLUP_SHARDS]))[0].shard;
    const opened: QueryRunner[] = [];
    const open = async () => {
      const runner = t.dataSource.createQueryRunner();
      opened.push(runner);
      await runner.connect();
      return runner;
    };
    const newLead = (runner: QueryRunner, email: string) =>
      runner.manager.save(runner.manager.create(QuoteRequest, quoteFields({ email })));
    try {
      const first = await open();
      const firstShard = await shardOf(first);
      let second = await open();
      while ((await shardOf(second)) === firstShard) second = await open();

      // Both leads fall in the same groups: today, new, unassigned, no source, a new address.
      await first.startTransaction();
      await newLead(first, 'dispatch@first-in-line.com');
      await second.startTransaction();
      // Waiting for the first session's row locks would end in this error instead.
      await second.query(`SET LOCAL lock_timeout = '3s'`);
      await newLead(second, 'dispatch@right-behind.com');
      await second.commitTransaction();
      await first.commitTransaction();
    } finally {
      for (const runner of opened) {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
    }
    await expectStatsToMatchRecount();
    const { stats } = (await api().get('/api/leads/stats').set('Authorization', t.admin).expect(200)).body;
    expect({ today: stats.today, uniqueCompanies: stats.uniqueCompanies }).toEqual({
      today: 2,
      uniqueCompanies: 2,
    });
  });

  it('are rebuilt from the rows when the business time zone changes', async () => {
    await t.newQuote({ submittedAt: today(30) });
    await t.newQuote({ submittedAt: today(-30) });
    // As if the last boot ran in another zone: the next one counts the days again in its own.
    await t.dataSource.query(`UPDATE lead_rollup_settings SET time_zone = 'Asia/Kolkata'`);
    await t.dataSource.query(`SELECT lead_rollups_rebuild()`);
    await t.app.get(LeadStatsService).onApplicationBootstrap();
    await expectStatsToMatchRecount();
    const { stats } = (await api().get('/api/leads/stats').set('Authorization', t.admin).expect(200)).body;
    expect(stats.today).toBe(1);
  });
});
