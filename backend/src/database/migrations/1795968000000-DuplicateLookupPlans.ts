import { MigrationInterface, QueryRunner } from 'typeorm';

const LEAD_DUPLICATES = 'lead_duplicates(uuid, text, text, text, int, timestamptz, int)';

/**
 * Keeps `lead_duplicates` on its indexes while the planner's statistics lag behind the table, as
 * they do while a new database fills up or a contact arrives in a burst (docs/notifications.md#measured).
 * With stale counts the planner expects a handful of leads per phone number, scans every one of
 * them and sorts: 10 ms per staff email with 2,000 leads on one number, where reading the index
 * newest first (an incremental sort of the 20 it lists) takes 0.6 ms. `enable_sort = off` inside
 * the function rules out the full sort. Ruling it out also inflates the plan's cost past
 * `jit_above_cost`, and compiling the query took 640 ms per call, so `jit = off` goes with it.
 */
export class DuplicateLookupPlans1795968000000 implements MigrationInterface {
  name = 'DuplicateLookupPlans1795968000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION ${LEAD_DUPLICATES} SET enable_sort = off`);
    await queryRunner.query(`ALTER FUNCTION ${LEAD_DUPLICATES} SET jit = off`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION ${LEAD_DUPLICATES} RESET ALL`);
  }
}
