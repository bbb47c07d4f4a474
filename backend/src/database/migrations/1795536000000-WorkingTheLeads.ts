import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Working the leads (docs/api.md#working-the-leads-admin): the pipeline, assignment and attribution
 * columns on both kinds of lead, notes and history, and staff roles. Every list filter has its index:
 * status, assignee and UTM source each lead an index ordered like the list; the search box's prefixes
 * (email, company, contact, MC, phone digits, DOT digits) each have a pattern index; leads still
 * `new` have a partial index for the dashboard. The email prefix index also serves the exact
 * (case-insensitive) email search, so it replaces the plain `lower(email)` index. Existing accounts become owners, named by their username.
 */
export class WorkingTheLeads1795536000000 implements MigrationInterface {
  name = 'WorkingTheLeads1795536000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['quote_requests', 'fuel_card_applications']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "status" character varying(20) NOT NULL DEFAULT 'new', ADD "assigned_to" uuid, ADD "lost_reason" character varying(200), ADD "first_contacted_at" TIMESTAMP WITH TIME ZONE, ADD "locale" character varying(2) NOT NULL DEFAULT 'en', ADD "utm_source" character varying(200), ADD "utm_medium" character varying(200), ADD "utm_campaign" character varying(200), ADD "utm_term" character varying(200), ADD "utm_content" character varying(200), ADD "referrer" character varying(200), ADD "landing_path" character varying(200)`,
      );
      const index = (name: string, definition: string) =>
        queryRunner.query(`CREATE INDEX "${table}_${name}_idx" ON "${table}" ${definition}`);
      await index('status_submitted_at', `("status", "submitted_at" DESC, "id" DESC)`);
      await index('assigned_to_submitted_at', `("assigned_to", "submitted_at" DESC, "id" DESC)`);
      await index('utm_source_submitted_at', `(lower("utm_source"), "submitted_at" DESC, "id" DESC)`);
      // Serves the exact email search as well, so it replaces the plain lower(email) index.
      await index('email_prefix', `(lower("email") text_pattern_ops)`);
      await queryRunner.query(`DROP INDEX "${table}_email_lower_idx"`);
      await index('company_prefix', `(lower("company_name") text_pattern_ops)`);
      await index('contact_prefix', `(lower("contact_name") text_pattern_ops)`);
      await index('mc_prefix', `(lower("mc_number") text_pattern_ops)`);
      await index('phone_digits', `(regexp_replace("phone", '\\D', '', 'g') text_pattern_ops)`);
      await index('dot_digits', `(regexp_replace("dot_number", '\\D', '', 'g') text_pattern_ops)`);
      await index('new_waiting', `("submitted_at", "id") WHERE "status" = 'new'`);
    }

    await queryRunner.query(
      `CREATE TABLE "lead_notes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "lead_kind" character varying(40) NOT NULL, "lead_id" uuid NOT NULL, "author_id" uuid, "author_name" character varying(200) NOT NULL, "text" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1fa7d688fd75d75ea298a98e290" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" ("lead_id", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_history" ("id" BIGSERIAL NOT NULL, "lead_kind" character varying(40) NOT NULL, "lead_id" uuid NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_id" uuid, "actor_name" character varying(200) NOT NULL, "field" character varying(40) NOT NULL, "from_value" character varying(500), "to_value" character varying(500), CONSTRAINT "PK_480752a3c0f39333d322658dcab" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "lead_history_lead_idx" ON "lead_history" ("lead_id", "id")`);

    await queryRunner.query(
      `ALTER TABLE "admin_users" ADD "display_name" character varying(200) NOT NULL DEFAULT '', ADD "role" character varying(10) NOT NULL DEFAULT 'owner'`,
    );
    await queryRunner.query(`UPDATE "admin_users" SET "display_name" = "username"`);
    await queryRunner.query(
      `ALTER TABLE "admin_users" ALTER COLUMN "display_name" DROP DEFAULT, ALTER COLUMN "role" DROP DEFAULT`,
    );
    await queryRunner.query(`CREATE INDEX "admin_users_role_idx" ON "admin_users" ("role")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "admin_users_role_idx"`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "role", DROP COLUMN "display_name"`);
    await queryRunner.query(`DROP TABLE "lead_history"`);
    await queryRunner.query(`DROP TABLE "lead_notes"`);
    for (const table of ['quote_requests', 'fuel_card_applications']) {
      for (const name of [
        'status_submitted_at',
        'assigned_to_submitted_at',
        'utm_source_submitted_at',
        'email_prefix',
        'company_prefix',
        'contact_prefix',
        'mc_prefix',
        'phone_digits',
        'dot_digits',
        'new_waiting',
      ]) {
        await queryRunner.query(`DROP INDEX "${table}_${name}_idx"`);
      }
      await queryRunner.query(`CREATE INDEX "${table}_email_lower_idx" ON "${table}" (lower("email"))`);
      await queryRunner.query(
        `ALTER TABLE "${table}" DROP COLUMN "landing_path", DROP COLUMN "referrer", DROP COLUMN "utm_content", DROP COLUMN "utm_term", DROP COLUMN "utm_campaign", DROP COLUMN "utm_medium", DROP COLUMN "utm_source", DROP COLUMN "locale", DROP COLUMN "first_contacted_at", DROP COLUMN "lost_reason", DROP COLUMN "assigned_to", DROP COLUMN "status"`,
      );
    }
  }
}
