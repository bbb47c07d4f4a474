import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The notification outbox (docs/notifications.md). No foreign key to the lead: a delivery record
 * outlives a deleted lead. The partial index serves the worker's "due pending jobs" claim; the
 * other serves the owner's list by status, newest first.
 */
export class NotificationJobs1795622400000 implements MigrationInterface {
  name = 'NotificationJobs1795622400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "notification_jobs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "channel" character varying(20) NOT NULL, "event" character varying(20) NOT NULL, "lead_kind" character varying(40) NOT NULL, "lead_id" uuid NOT NULL, "payload" jsonb NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT 0, "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "give_up_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_error" character varying(500), "locked_by" character varying(64), "locked_until" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "notification_jobs_status_check" CHECK ("status" IN ('pending', 'sent', 'failed')), CONSTRAINT "PK_notification_jobs" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "notification_jobs_due_idx" ON "notification_jobs" ("next_attempt_at") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX "notification_jobs_status_created_idx" ON "notification_jobs" ("status", "created_at" DESC, "id" DESC)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notification_jobs"`);
  }
}
