import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tokens ended at logout, until their own expiry; the index serves the clean-up of expired ones. */

export class RevokedTokens1795449600000 implements MigrationInterface {
  name = 'RevokedTokens1795449600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "revoked_tokens" ("jti" uuid NOT NULL, "account_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b18aa48269f87cafba8c6310624" PRIMARY KEY ("jti"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "revoked_tokens_expires_at_idx" ON "revoked_tokens" ("expires_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."revoked_tokens_expires_at_idx"`);
    await queryRunner.query(`DROP TABLE "revoked_tokens"`);
  }
}
