import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The answers to public submissions sent with an Idempotency-Key, kept 24 hours so a repeat gets
 * the first answer again (docs/api.md#idempotency-keys); the index serves the clean-up.
 */
export class IdempotencyKeys1795708800000 implements MigrationInterface {
  name = 'IdempotencyKeys1795708800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("scope" character varying(64) NOT NULL, "key" character varying(255) NOT NULL, "fingerprint" character(64) NOT NULL, "status" smallint NOT NULL, "body" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_idempotency_keys" PRIMARY KEY ("scope", "key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" ("expires_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idempotency_keys_expires_at_idx"`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
  }
}
