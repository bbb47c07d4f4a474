import { MigrationInterface, QueryRunner } from 'typeorm';

/** The assignee of an unassigned lead in the rollups (their keys cannot hold NULL). */
const UNASSIGNED = '00000000-0000-0000-0000-000000000000';

const leadTables = [
  { kind: 'quotes', table: 'quote_requests' },
  { kind: 'fuel-card-applications', table: 'fuel_card_applications' },
] as const;

/**
 * One lead's contribution to the rollups, from `source` (a table or a transition table), counted
 * `sign` times. `kind` is an SQL expression; `tz` names the business time zone.
 */
const contributions = (source: string, kind: string, sign: 1 | -1) => `
  SELECT ${kind} AS kind, status,
    coalesce(assigned_to, '${UNASSIGNED}'::uuid) AS assignee,
    coalesce(lower(utm_source), '') AS utm_source,
    (submitted_at AT TIME ZONE tz)::date AS day,
    lower(email) AS email,
    (submitted_at AT TIME ZONE 'UTC')::date AS contact_day,
    CASE WHEN first_contacted_at IS NOT NULL
      THEN round(extract(epoch FROM first_contacted_at - submitted_at) / 6)::int END AS tenths,
    ${sign} AS n
  FROM ${source}`;

/**
 * The statements that add the rows of `delta` (a query of contributions) to every rollup, each
 * table's keys taken in sorted order so two writers lock shared rows in the same order (no
 * deadlock), and a group whose changes cancel out touches nothing.
 */
const applyDelta = (delta: string) => `
    WITH d AS (${delta})
    INSERT INTO lead_counts (kind, status, assignee, utm_source, n)
    SELECT kind, status, assignee, utm_source, sum(n) FROM d
    GROUP BY kind, status, assignee, utm_source HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (kind, status, assignee, utm_source) DO UPDATE SET n = lead_counts.n + EXCLUDED.n;

    WITH d AS (${delta})
    INSERT INTO lead_daily (kind, day, status, assignee, utm_source, n)
    SELECT kind, day, status, assignee, utm_source, sum(n) FROM d
    GROUP BY kind, day, status, assignee, utm_source HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (kind, day, status, assignee, utm_source) DO UPDATE SET n = lead_daily.n + EXCLUDED.n;

    WITH d AS (${delta}),
    changed AS (
      INSERT INTO lead_emails (email, n)
      SELECT email, sum(n) FROM d GROUP BY email HAVING sum(n) <> 0 ORDER BY 1
      ON CONFLICT (email) DO UPDATE SET n = lead_emails.n + EXCLUDED.n
      RETURNING (xmax = 0) AS created, n
    )
    SELECT count(*) FILTER (WHERE created), count(*) FILTER (WHERE NOT created AND n <= 0)
    INTO added, gone FROM changed;
    IF gone > 0 THEN
      WITH d AS (${delta})
      DELETE FROM lead_emails USING (SELECT DISTINCT email FROM d) AS left_over
      WHERE lead_emails.email = left_over.email AND lead_emails.n <= 0;
    END IF;
    IF added <> gone THEN
      UPDATE lead_totals SET n = n + added - gone WHERE name = 'unique_emails';
    END IF;

    WITH d AS (${delta})
    INSERT INTO lead_first_contacts (day, tenths, n)
    SELECT contact_day, tenths, sum(n) FROM d WHERE tenths IS NOT NULL
    GROUP BY contact_day, tenths HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, tenths) DO UPDATE SET n = lead_first_contacts.n + EXCLUDED.n;

    WITH d AS (${delta})
    INSERT INTO lead_first_contact_minutes (day, minute, n)
    SELECT contact_day, floor(tenths / 10.0)::int, sum(n) FROM d WHERE tenths IS NOT NULL
    GROUP BY contact_day, floor(tenths / 10.0)::int HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, minute) DO UPDATE SET n = lead_first_contact_minutes.n + EXCLUDED.n;`;

const triggerFunction = (name: string, delta: string) => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    tz text;
    added bigint;
    gone bigint;
  BEGIN
    SELECT time_zone INTO tz FROM lead_rollup_settings;
    ${applyDelta(delta)}
    RETURN NULL;
  END
  $fn$`;

/**
 * Counts every lead into empty rollups, 10,000 leads of a kind per statement (the app does the
 * same when BUSINESS_TIMEZONE changed: LeadStatsService).
 */
async function rebuildLeadRollups(
  query: (sql: string, values?: unknown[]) => Promise<unknown>,
): Promise<void> {
  await query('SELECT lead_rollups_clear()');
  for (const { kind } of leadTables) {
    let after: [string, string] = ['-infinity', UNASSIGNED];
    for (;;) {
      const [last] = (await query('SELECT * FROM lead_rollups_add_batch($1, $2, $3, 10000)', [
        kind,
        ...after,
      ])) as { last_at: string; last_id: string }[];
      if (!last) break;
      after = [last.last_at, last.last_id];
    }
  }
}

/**
 * Counters for the admin dashboard and the lead lists at a million leads
 * (docs/api.md#working-the-leads-admin), kept current by statement-level triggers on both lead
 * tables in the same transaction as every write, whoever makes it (the API, the seeder, a
 * hand-written UPDATE):
 *
 * - `lead_counts`: leads by kind, status, assignee and UTM source: the totals, `byStatus`, the
 *   waiting total and the `total` of a list filtered by those;
 * - `lead_daily`: the same by business day (in `lead_rollup_settings.time_zone`, which the app
 *   sets to BUSINESS_TIMEZONE at boot, rebuilding when it changed): "today" and a list's `total`
 *   with `from`/`to`;
 * - `lead_emails` and `lead_totals.unique_emails`: leads per address, and how many addresses;
 * - `lead_first_contacts` and `lead_first_contact_minutes`: first contacts by UTC day of arrival
 *   and minutes to it, in tenths and in whole minutes: the median over the last 30 days finds its
 *   minute in the coarse histogram, then its tenth among that minute's rows of the fine one (plus
 *   the rows of the day the window starts in), so it never reads every contact of 30 days.
 *
 * A statement's rows are aggregated once (transition tables), so the seeder's 20,000-row inserts
 * cost one upsert per group, not per row. TRUNCATE rebuilds everything.
 */
export class LeadRollups1795795200000 implements MigrationInterface {
  name = 'LeadRollups1795795200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lead_rollup_settings" ("id" boolean PRIMARY KEY DEFAULT true CHECK ("id"), "time_zone" text NOT NULL)`,
    );
    await queryRunner.query(`INSERT INTO "lead_rollup_settings" ("time_zone") VALUES ('America/Denver')`);
    await queryRunner.query(
      `CREATE TABLE "lead_counts" ("kind" character varying(40) NOT NULL, "status" character varying(20) NOT NULL, "assignee" uuid NOT NULL, "utm_source" character varying(200) NOT NULL, "n" bigint NOT NULL, PRIMARY KEY ("kind", "status", "assignee", "utm_source"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_daily" ("kind" character varying(40) NOT NULL, "day" date NOT NULL, "status" character varying(20) NOT NULL, "assignee" uuid NOT NULL, "utm_source" character varying(200) NOT NULL, "n" bigint NOT NULL, PRIMARY KEY ("kind", "day", "status", "assignee", "utm_source"))`,
    );
    await queryRunner.query(`CREATE INDEX "lead_daily_day_idx" ON "lead_daily" ("day")`);
    await queryRunner.query(
      `CREATE TABLE "lead_emails" ("email" character varying(200) PRIMARY KEY, "n" bigint NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_totals" ("name" character varying(40) PRIMARY KEY, "n" bigint NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_first_contacts" ("day" date NOT NULL, "tenths" integer NOT NULL, "n" bigint NOT NULL, PRIMARY KEY ("day", "tenths"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "lead_first_contacts_tenths_idx" ON "lead_first_contacts" ("tenths", "day")`,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_first_contact_minutes" ("day" date NOT NULL, "minute" integer NOT NULL, "n" bigint NOT NULL, PRIMARY KEY ("day", "minute"))`,
    );

    await queryRunner.query(`
      CREATE FUNCTION lead_rollups_clear() RETURNS void LANGUAGE sql AS $fn$
        DELETE FROM lead_counts;
        DELETE FROM lead_daily;
        DELETE FROM lead_emails;
        DELETE FROM lead_first_contacts;
        DELETE FROM lead_first_contact_minutes;
        DELETE FROM lead_totals;
        INSERT INTO lead_totals VALUES ('unique_emails', 0);
      $fn$`);
    // Adds the next p_size leads of a kind after (p_after_at, p_after_id) in arrival order; answers
    // the last one's key, or nothing at the end. One batch per statement keeps a rebuild of a
    // million leads within the statement deadline.
    const batch = (table: string) =>
      contributions(
        `(SELECT * FROM "${table}" WHERE (submitted_at, id) > (p_after_at, p_after_id) ORDER BY submitted_at, id LIMIT p_size) AS batch_rows`,
        'p_kind',
        1,
      );
    await queryRunner.query(`
      CREATE FUNCTION lead_rollups_add_batch(p_kind varchar, p_after_at timestamptz, p_after_id uuid, p_size int)
      RETURNS TABLE (last_at text, last_id uuid) LANGUAGE plpgsql AS $fn$
      DECLARE
        tz text;
        added bigint;
        gone bigint;
      BEGIN
        SELECT time_zone INTO tz FROM lead_rollup_settings;
        IF p_kind = 'quotes' THEN
          ${applyDelta(batch('quote_requests'))}
          RETURN QUERY SELECT q.submitted_at::text, q.id FROM (SELECT submitted_at, id FROM quote_requests
            WHERE (submitted_at, id) > (p_after_at, p_after_id) ORDER BY submitted_at, id LIMIT p_size) AS q
            ORDER BY q.submitted_at DESC, q.id DESC LIMIT 1;
        ELSE
          ${applyDelta(batch('fuel_card_applications'))}
          RETURN QUERY SELECT f.submitted_at::text, f.id FROM (SELECT submitted_at, id FROM fuel_card_applications
            WHERE (submitted_at, id) > (p_after_at, p_after_id) ORDER BY submitted_at, id LIMIT p_size) AS f
            ORDER BY f.submitted_at DESC, f.id DESC LIMIT 1;
        END IF;
      END
      $fn$`);
    // TRUNCATE (the tests' reset) counts what is left in one go.
    await queryRunner.query(`
      CREATE FUNCTION lead_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM lead_rollups_clear();
        PERFORM lead_rollups_add_batch('quotes', '-infinity', '${UNASSIGNED}', 2147483647);
        PERFORM lead_rollups_add_batch('fuel-card-applications', '-infinity', '${UNASSIGNED}', 2147483647);
      END
      $fn$`);
    await queryRunner.query(`
      CREATE FUNCTION lead_rollups_truncated() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM lead_rollups_rebuild();
        RETURN NULL;
      END
      $fn$`);
    const kind = 'TG_ARGV[0]::varchar';
    await queryRunner.query(triggerFunction('lead_rollups_inserted', contributions('new_rows', kind, 1)));
    await queryRunner.query(
      triggerFunction(
        'lead_rollups_updated',
        `${contributions('old_rows', kind, -1)} UNION ALL ${contributions('new_rows', kind, 1)}`,
      ),
    );
    await queryRunner.query(triggerFunction('lead_rollups_deleted', contributions('old_rows', kind, -1)));

    for (const { kind: name, table } of leadTables) {
      const on = (event: string, transition: string, fn: string) =>
        queryRunner.query(
          `CREATE TRIGGER "${table}_rollups_${event.toLowerCase()}" AFTER ${event} ON "${table}" ${transition} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}('${name}')`,
        );
      await on('INSERT', 'REFERENCING NEW TABLE AS new_rows', 'lead_rollups_inserted');
      await on('UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows', 'lead_rollups_updated');
      await on('DELETE', 'REFERENCING OLD TABLE AS old_rows', 'lead_rollups_deleted');
      await on('TRUNCATE', '', 'lead_rollups_truncated');
    }
    await rebuildLeadRollups((sql, values) => queryRunner.query(sql, values));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of leadTables) {
      for (const event of ['insert', 'update', 'delete', 'truncate']) {
        await queryRunner.query(`DROP TRIGGER "${table}_rollups_${event}" ON "${table}"`);
      }
    }
    for (const fn of [
      'lead_rollups_inserted',
      'lead_rollups_updated',
      'lead_rollups_deleted',
      'lead_rollups_truncated',
    ]) {
      await queryRunner.query(`DROP FUNCTION ${fn}()`);
    }
    await queryRunner.query(`DROP FUNCTION lead_rollups_rebuild()`);
    await queryRunner.query(`DROP FUNCTION lead_rollups_add_batch(varchar, timestamptz, uuid, int)`);
    await queryRunner.query(`DROP FUNCTION lead_rollups_clear()`);
    for (const table of [
      'lead_first_contact_minutes',
      'lead_first_contacts',
      'lead_totals',
      'lead_emails',
      'lead_daily',
      'lead_counts',
      'lead_rollup_settings',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
