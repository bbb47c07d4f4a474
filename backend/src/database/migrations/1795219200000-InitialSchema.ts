import { MigrationInterface, QueryRunner } from 'typeorm';

/** Leads, team and admin accounts; the indexes serve the admin's newest-first lists and email search. */

export class InitialSchema1795219200000 implements MigrationInterface {
  name = 'InitialSchema1795219200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "username" character varying(64) NOT NULL, "password_hash" character varying(255) NOT NULL, "password_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_06744d221bb6145dc61e5dc441d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "fuel_card_applications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_name" character varying(200) NOT NULL, "contact_name" character varying(200) NOT NULL, "email" character varying(200) NOT NULL, "phone" character varying(200) NOT NULL, "mc_number" character varying(200) NOT NULL, "dot_number" character varying(200) NOT NULL, "fuel_card_tier" character varying(40) NOT NULL, "monthly_fuel_spend" character varying(40) NOT NULL, "business_type" character varying(40) NOT NULL, "years_in_business" character varying(40) NOT NULL, "number_of_trucks" character varying(20) NOT NULL, "primary_routes" text NOT NULL, "preferred_fuel_brands" text NOT NULL, "comments" text, "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_67d5701a6179a951c43932f9112" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "quote_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "company_name" character varying(200) NOT NULL, "contact_name" character varying(200) NOT NULL, "email" character varying(200) NOT NULL, "phone" character varying(200) NOT NULL, "mc_number" character varying(200) NOT NULL, "dot_number" character varying(200) NOT NULL, "monthly_revenue" character varying(40) NOT NULL, "business_type" character varying(40) NOT NULL, "years_in_business" character varying(40) NOT NULL, "number_of_trucks" integer NOT NULL, "services_interested" character varying(40) NOT NULL, "comments" text NOT NULL, "agree_to_terms" boolean NOT NULL, "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c05f72de8be0ec6b0985a851558" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "team_members" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "role" character varying(200) NOT NULL, "experience" character varying(200) NOT NULL, "bio" text NOT NULL, "position" integer NOT NULL, "photo_version" character varying(32), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "team_members_position_key" UNIQUE ("position") DEFERRABLE INITIALLY DEFERRED, CONSTRAINT "PK_ca3eae89dcf20c9fd95bf7460aa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "team_member_photos" ("member_id" uuid NOT NULL, "image" bytea NOT NULL, CONSTRAINT "PK_35918e8d995313cb188850af0b7" PRIMARY KEY ("member_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "team_member_photos" ADD CONSTRAINT "team_member_photos_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "team_members"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "quote_requests_submitted_at_idx" ON "quote_requests" ("submitted_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "quote_requests_email_lower_idx" ON "quote_requests" (lower("email"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "fuel_card_applications_submitted_at_idx" ON "fuel_card_applications" ("submitted_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "fuel_card_applications_email_lower_idx" ON "fuel_card_applications" (lower("email"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "admin_users_username_lower_key" ON "admin_users" (lower("username"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "team_member_photos" DROP CONSTRAINT "team_member_photos_member_id_fkey"`,
    );
    await queryRunner.query(`DROP TABLE "team_member_photos"`);
    await queryRunner.query(`DROP TABLE "team_members"`);
    await queryRunner.query(`DROP TABLE "quote_requests"`);
    await queryRunner.query(`DROP TABLE "fuel_card_applications"`);
    await queryRunner.query(`DROP TABLE "admin_users"`);
  }
}
