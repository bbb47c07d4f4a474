import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail. No foreign keys: a line outlives the lead or member it names. The indexes serve
 * the admin's list newest first, alone or filtered by action, by username (any case) or account id.
 */

export class AuditLog1795449600001 implements MigrationInterface {
  name = 'AuditLog1795449600001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_id" uuid, "actor_username" character varying(200), "action" character varying(64) NOT NULL, "target_kind" character varying(40), "target_id" character varying(100), "summary" jsonb, "ip" character varying(64) NOT NULL, CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at" DESC, "id" DESC)`);
    await queryRunner.query(
      `CREATE INDEX "audit_log_action_at_idx" ON "audit_log" ("action", "at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" (lower("actor_username"), "at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "audit_log_actor_id_at_idx" ON "audit_log" ("actor_id", "at" DESC, "id" DESC)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
