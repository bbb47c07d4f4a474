import { MigrationInterface, QueryRunner } from 'typeorm';
import { addBatchFunction, ROLLUP_SHARDS, triggerFunctions } from '../lead-rollup-sql';

/** The rollups every new lead adds to, keyed by group; each gains a shard in its key. */
const shardedTables = [
  { table: 'lead_counts', key: ['kind', 'status', 'assignee', 'utm_source'] },
  { table: 'lead_daily', key: ['kind', 'day', 'status', 'assignee', 'utm_source'] },
  { table: 'lead_totals', key: ['name'] },
] as const;

const primaryKey = (columns: readonly string[]) => columns.map((column) => `"${column}"`).join(', ');

/**
 * Lets concurrent intake commit side by side. Every new lead adds 1 to the same rows: today's
 * `new`, unassigned, source-less group in lead_counts and lead_daily, and (for a new address)
 * lead_totals' unique_emails. A row stays locked by its writer until that transaction commits, so
 * intake took turns there: on PostgreSQL under `npm run bench:scale` the rollup trigger's first
 * statement waited 4.6 ms on average, against 0.05 ms for the statements after it
 * (pg_stat_statements). Those three tables now key each group by a shard as well, the writer's
 * backend process id modulo ROLLUP_SHARDS, and every reader already sums `n` over the group.
 * The other rollups stay as they were: per address, or written on a first contact only.
 */
export class LeadRollupShards1796054400000 implements MigrationInterface {
  name = 'LeadRollupShards1796054400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, key } of shardedTables) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD COLUMN "shard" smallint NOT NULL DEFAULT 0 CHECK ("shard" >= 0 AND "shard" < ${ROLLUP_SHARDS})`,
      );
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${table}_pkey"`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD PRIMARY KEY (${primaryKey([...key, 'shard'])})`);
    }
    for (const fn of [
      ...triggerFunctions({ sharded: true, replace: true }),
      addBatchFunction({ sharded: true, replace: true }),
    ]) {
      await queryRunner.query(fn);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const fn of [
      ...triggerFunctions({ sharded: false, replace: true }),
      addBatchFunction({ sharded: false, replace: true }),
    ]) {
      await queryRunner.query(fn);
    }
    // Each group's shards folded into one row again.
    for (const { table, key } of shardedTables) {
      const columns = primaryKey(key);
      await queryRunner.query(`CREATE TEMPORARY TABLE "folded" AS
        SELECT ${columns}, sum("n")::bigint AS "n" FROM "${table}" GROUP BY ${columns}`);
      await queryRunner.query(`DELETE FROM "${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${table}_pkey"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "shard"`);
      await queryRunner.query(
        `INSERT INTO "${table}" (${columns}, "n") SELECT ${columns}, "n" FROM "folded"`,
      );
      await queryRunner.query(`DROP TABLE "folded"`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD PRIMARY KEY (${columns})`);
    }
  }
}
