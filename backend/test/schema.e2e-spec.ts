import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { createTestDatabase, type TestDatabase } from './support/test-database';

describe('Database schema', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it('is exactly what the entities describe once the migrations ran (nothing left to generate)', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('has the indexes the admin reads through', async () => {
    const rows: { indexname: string; indexdef: string }[] = await dataSource.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexname LIKE '%\\_idx' OR indexname LIKE '%lower_key'`,
    );
    const defs = Object.fromEntries(rows.map((r) => [r.indexname, r.indexdef]));
    expect(defs.quote_requests_submitted_at_idx).toMatch(/\(submitted_at DESC, id DESC\)/);
    expect(defs.fuel_card_applications_submitted_at_idx).toMatch(/\(submitted_at DESC, id DESC\)/);
    expect(defs.admin_users_username_lower_key).toMatch(/UNIQUE INDEX .*\(lower\(\(username\)::text\)\)/);
    expect(defs.audit_log_at_idx).toMatch(/\(at DESC, id DESC\)/);
    expect(defs.audit_log_action_at_idx).toMatch(/\(action, at DESC, id DESC\)/);
    expect(defs.audit_log_actor_at_idx).toMatch(/\(lower\(\(actor_username\)::text\), at DESC, id DESC\)/);
    expect(defs.audit_log_actor_id_at_idx).toMatch(/\(actor_id, at DESC, id DESC\)/);
    expect(defs.revoked_tokens_expires_at_idx).toMatch(/\(expires_at\)/);
    for (const table of ['quote_requests', 'fuel_card_applications']) {
      expect(defs[`${table}_status_submitted_at_idx`]).toMatch(/\(status, submitted_at DESC, id DESC\)/);
      expect(defs[`${table}_assigned_to_submitted_at_idx`]).toMatch(
        /\(assigned_to, submitted_at DESC, id DESC\)/,
      );
      expect(defs[`${table}_email_prefix_idx`]).toMatch(
        /\(lower\(\(email\)::text\) text_pattern_ops, submitted_at DESC\)/,
      );
      expect(defs[`${table}_phone_digits_idx`]).toMatch(
        /regexp_replace.*text_pattern_ops, submitted_at DESC\)/,
      );
      expect(defs[`${table}_dot_digits_idx`]).toMatch(
        /regexp_replace.*text_pattern_ops, submitted_at DESC\)/,
      );
      expect(defs[`${table}_new_waiting_idx`]).toMatch(/WHERE \(\(status\)::text = 'new'/);
    }
    expect(defs.lead_notes_lead_idx).toMatch(/\(lead_id, created_at, id\)/);
    expect(defs.lead_history_lead_idx).toMatch(/\(lead_id, id\)/);
    expect(defs.idempotency_keys_expires_at_idx).toMatch(/\(expires_at\)/);
    expect(defs.notification_jobs_due_idx).toMatch(
      /\(next_attempt_at\) WHERE \(\(status\)::text = 'pending'::text\)/,
    );
    expect(defs.notification_jobs_status_created_idx).toMatch(/\(status, created_at DESC, id DESC\)/);
  });

  it('answers an email search from the lower(email) prefix index', async () => {
    await dataSource.query('SET enable_seqscan = off');
    const plan: { 'QUERY PLAN': string }[] = await dataSource.query(
      `EXPLAIN SELECT * FROM quote_requests WHERE lower(email) = lower($1)`,
      ['ops@example.com'],
    );
    await dataSource.query('RESET enable_seqscan');
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('quote_requests_email_prefix_idx');
  });

  it('answers the search box and the filters from their indexes', async () => {
    const plan = async (where: string, params: unknown[]) => {
      await dataSource.query('SET enable_seqscan = off');
      const rows: { 'QUERY PLAN': string }[] = await dataSource.query(
        `EXPLAIN SELECT id FROM quote_requests WHERE ${where}`,
        params,
      );
      await dataSource.query('RESET enable_seqscan');
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    expect(await plan(`regexp_replace(phone, '\\D', '', 'g') LIKE $1`, ['801555%'])).toContain(
      'quote_requests_phone_digits_idx',
    );
    // A lead's duplicates: the newest with this phone number, read in order from the index, so
    // a number shared by a thousand leads costs no more than one shared by two.
    const newestSamePhone = await plan(
      `regexp_replace(phone, '\\D', '', 'g') = $1 AND submitted_at >= $2 ORDER BY submitted_at DESC LIMIT 50`,
      ['8015550142', new Date(0)],
    );
    expect(newestSamePhone).toContain('quote_requests_phone_digits_idx');
    expect(newestSamePhone).not.toMatch(/^\s*(->\s*)?Sort\b/m);
    expect(await plan(`lower(company_name) LIKE $1`, ['ridge%'])).toContain(
      'quote_requests_company_prefix_idx',
    );
    expect(
      await plan(`status IN ($1, $2) ORDER BY submitted_at DESC, id DESC LIMIT 20`, ['new', 'won']),
    ).toContain('quote_requests_status_submitted_at_idx');
    expect(await plan(`assigned_to IS NULL ORDER BY submitted_at DESC, id DESC LIMIT 20`, [])).toContain(
      'quote_requests_assigned_to_submitted_at_idx',
    );
  });

  it('finds duplicates newest first with sorting and JIT off inside the lookup, whatever the statistics say', async () => {
    // 300 leads on one phone and DOT number and no ANALYZE since: the planner still expects a few,
    // and would read all 300 and sort them if it could (DuplicateLookupPlans).
    await dataSource.query(
      `INSERT INTO quote_requests (company_name, contact_name, email, phone, mc_number, dot_number, business_type,
         years_in_business, monthly_revenue, number_of_trucks, services_interested, comments, agree_to_terms, submitted_at)
       SELECT 'Shared ' || n, 'Dana Ortiz', 'dana' || n || '@shared.example', '(801) 555-0199', 'MC-765432', '7654321',
         'small-fleet', '3-5', '50k-100k', 3, 'factoring', '', true, now() - make_interval(mins => n)
       FROM generate_series(1, 300) AS n`,
    );
    const [{ settings }] = await dataSource.query(
      `SELECT proconfig AS settings FROM pg_proc WHERE proname = 'lead_duplicates'`,
    );
    expect([...settings].sort()).toEqual(['enable_sort=off', 'jit=off']);
    const found: {
      id: string;
      submitted_at: Date;
      same_phone: boolean;
      same_dot: boolean;
      same_email: boolean;
    }[] = await dataSource.query(
      `SELECT * FROM lead_duplicates(gen_random_uuid(), 'new@shared.example', '8015550199', '7654321', 180, now(), 20)`,
    );
    const [newest] = await dataSource.query(
      `SELECT array_agg(id ORDER BY submitted_at DESC, id DESC) AS ids FROM (
         SELECT id, submitted_at FROM quote_requests WHERE company_name LIKE 'Shared %'
         ORDER BY submitted_at DESC, id DESC LIMIT 20) AS n`,
    );
    expect(found.map((row) => row.id)).toEqual(newest.ids);
    expect(found.every((row) => row.same_phone && row.same_dot && !row.same_email)).toBe(true);
  });

  it('reverts and re-applies cleanly', async () => {
    const migrations = dataSource.migrations.map((m) => m.name);
    for (let i = 0; i < migrations.length; i += 1) {
      await dataSource.undoLastMigration({ transaction: 'each' });
    }
    const [{ count }] = await dataSource.query(
      `SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
    );
    expect(count).toBe(0);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    expect(applied.map((m) => m.name)).toEqual([
      'InitialSchema1795219200000',
      'RevokedTokens1795449600000',
      'AuditLog1795449600001',
      'WorkingTheLeads1795536000000',
      'NotificationJobs1795622400000',
      'IdempotencyKeys1795708800000',
      'LeadRollups1795795200000',
      'DuplicateLookups1795881600000',
      'DuplicateLookupPlans1795968000000',
      'LeadRollupShards1796054400000',
    ]);
    expect((await dataSource.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
  });
});
