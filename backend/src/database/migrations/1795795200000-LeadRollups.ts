import { MigrationInterface, QueryRunner } from 'typeorm';
import { addBatchFunction, leadTables, triggerFunctions, UNASSIGNED } from '../lead-rollup-sql';

/** The functions as this migration created them (LeadRollupShards replaced them since). */
const asCreated = { sharded: false, replace: false };

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
    await queryRunner.query(addBatchFunction(asCreated));
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
    for (const fn of triggerFunctions(asCreated)) await queryRunner.query(fn);

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
