import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryStatus, LeadKind, NotificationChannel } from '@trucking-finance/contracts';

export type { LeadKind, NotificationChannel } from '@trucking-finance/contracts';

export const leadEvents = ['lead.created', 'lead.updated'] as const;
export type LeadEvent = (typeof leadEvents)[number];

/** A lead as the API shows it (a quote or a fuel card application); `status` and `locale` when the lead has them. */
export type LeadView = { id: string; status?: string; locale?: string } & Record<string, unknown>;

/** What every job carries: enough to deliver it even if the lead is later deleted. */
export interface JobPayload {
  lead: LeadView;
  /** When the event happened (ISO 8601): the webhook body's `timestamp`. */
  at: string;
}

/**
 * One delivery to make: an email or a webhook call about one lead event. Written atomically with
 * the lead or its change (the outbox), then claimed and delivered by the worker
 * (docs/notifications.md). `payload` is what the delivery needs, so a job outlives its lead;
 * `last_error` never carries personal data.
 */
@Entity('notification_jobs')
@Check('notification_jobs_status_check', `"status" IN ('pending', 'sent', 'failed')`)
@Index('notification_jobs_due_idx', { synchronize: false })
@Index('notification_jobs_status_created_idx', { synchronize: false })
export class NotificationJob {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  channel!: NotificationChannel;

  @Column({ type: 'varchar', length: 20 })
  event!: LeadEvent;

  @Column({ name: 'lead_kind', type: 'varchar', length: 40 })
  leadKind!: LeadKind;

  @Column({ name: 'lead_id', type: 'uuid' })
  leadId!: string;

  @Column({ type: 'jsonb' })
  payload!: JobPayload;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: DeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  /** After this the job is failed rather than retried again (24 h after queueing or an owner's retry). */
  @Column({ name: 'give_up_at', type: 'timestamptz' })
  giveUpAt!: Date;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  @Column({ name: 'locked_by', type: 'varchar', length: 64, nullable: true })
  lockedBy!: string | null;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
