import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
} from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import {
  type JobPayload,
  type LeadView,
  type LeadEvent,
  type LeadKind,
  type NotificationChannel,
} from './notification-job.entity';

export type { JobPayload, LeadView } from './notification-job.entity';

/** A lead as its service returns it (Quote, FuelCardApplication): every field goes into the jobs. */
export type LeadInput = { id: string; status?: string; locale?: string };

/** One row per channel, in one statement. */
const INSERT_JOBS_SQL = `
  INSERT INTO notification_jobs (channel, event, lead_kind, lead_id, payload, give_up_at)
  SELECT channel, $2, $3, $4, $5::jsonb, $6 FROM unnest($1::varchar[]) AS channel`;

/**
 * Writes notification jobs into the caller's transaction (the outbox: no lead without its
 * notifications, none without its lead) and wakes the worker once that transaction commits.
 * docs/notifications.md.
 */
@Injectable()
export class OutboxService implements EntitySubscriberInterface {
  private readonly listeners = new Set<() => void>();
  /** Transactions that wrote jobs and have not committed yet. */
  private readonly pending = new WeakSet<QueryRunner>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // TypeORM's documented way for an injected subscriber: it hears every transaction's commit.
    dataSource.subscribers.push(this);
  }

  /**
   * Runs `work` (which writes a lead, its jobs and its Idempotency-Key answer) in one transaction
   * when there is more than the lead to keep together: a channel is configured, so jobs are
   * written, or the request carries an Idempotency-Key. Otherwise `work` is one INSERT and runs on
   * `manager` as it is, without the BEGIN and COMMIT round trips (on the embedded database, two of
   * the three statements of a lead form's request).
   */
  async transaction<T>(
    manager: EntityManager,
    idempotent: boolean,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    const { smtpUrl, webhook } = this.config.notifications;
    return smtpUrl || webhook || idempotent ? manager.transaction(work) : work(manager);
  }

  /** The jobs a new lead gets: staff email, applicant confirmation, webhook, each when configured. Spam gets none. */
  async enqueueLeadCreated(manager: EntityManager, kind: LeadKind, lead: LeadInput): Promise<void> {
    if (lead.status === 'spam') return;
    const { smtpUrl, staffEmails, webhook } = this.config.notifications;
    const channels: NotificationChannel[] = [];
    if (smtpUrl && staffEmails.length > 0) channels.push('staff-email');
    if (smtpUrl) channels.push('applicant-email');
    if (webhook) channels.push('webhook');
    await this.enqueue(manager, 'lead.created', kind, lead, channels);
  }

  /**
   * A lead's status (or assignment) changed: the webhook hears `lead.updated`. Call it with the
   * manager of the transaction that made the change, after the change. No email is sent.
   */
  async enqueueLeadUpdated(manager: EntityManager, kind: LeadKind, lead: LeadInput): Promise<void> {
    if (!this.config.notifications.webhook) return;
    await this.enqueue(manager, 'lead.updated', kind, lead, ['webhook']);
  }

  /** Calls `listener` whenever new jobs become visible to other connections. */
  onCommitted(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (!this.pending.has(event.queryRunner)) return;
    this.pending.delete(event.queryRunner);
    this.wake();
  }

  /** Tells the worker to look now (a retry, or jobs written outside a transaction). */
  wake(): void {
    for (const listener of this.listeners) listener();
  }

  private async enqueue(
    manager: EntityManager,
    event: LeadEvent,
    kind: LeadKind,
    lead: LeadInput,
    channels: NotificationChannel[],
  ): Promise<void> {
    if (channels.length === 0) return;
    const now = new Date();
    const payload: JobPayload = { lead: lead as LeadView, at: now.toISOString() };
    const giveUpAt = new Date(now.getTime() + this.config.notifications.giveUpAfterMs);
    await manager.query(INSERT_JOBS_SQL, [channels, event, kind, lead.id, JSON.stringify(payload), giveUpAt]);
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) this.pending.add(runner);
    else this.wake();
  }
}
