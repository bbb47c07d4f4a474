import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type EntityTarget,
  type ObjectLiteral,
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

/** One row per channel, in one statement; its parameters start at `$first`. */
const insertJobsSql = (first: number): string => {
  const [channels, event, kind, leadId, payload, giveUpAt] = [0, 1, 2, 3, 4, 5].map((n) => `$${first + n}`);
  return `
  INSERT INTO notification_jobs (channel, event, lead_kind, lead_id, payload, give_up_at)
  SELECT channel, ${event}, ${kind}, ${leadId}, ${payload}::jsonb, ${giveUpAt} FROM unnest(${channels}::varchar[]) AS channel`;
};

/** A statement that runs before the jobs' INSERT, in the same statement (a data-modifying WITH). */
interface LeadInsert {
  sql: string;
  parameters: unknown[];
}

/**
 * Writes notification jobs with the lead they are about (the outbox: no lead without its
 * notifications, none without its lead), in the lead's own statement or the caller's
 * transaction, and wakes the worker once they are visible. docs/notifications.md.
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
   * Runs `work` (which writes a lead with its jobs, and its Idempotency-Key answer) in one
   * transaction when the request carries an Idempotency-Key. Otherwise `work` is one statement
   * (insertLead) and runs on `manager` as it is, without the BEGIN and COMMIT round trips that
   * would hold the embedded database's one connection across the request's gaps.
   */
  async transaction<T>(
    manager: EntityManager,
    idempotent: boolean,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    return idempotent ? manager.transaction(work) : work(manager);
  }

  /**
   * Inserts a new lead (`row` of `target`) and the jobs it gets: staff email, applicant
   * confirmation and webhook, each when configured; spam gets none. One statement (the lead's
   * INSERT in a data-modifying WITH) keeps the pair atomic without a transaction of its own: no
   * lead without its notifications, none without their lead. `row` carries its id and submission
   * time (newLeadIdentity), so `lead`, the jobs' payload, is whole before the INSERT.
   */
  async insertLead<T extends ObjectLiteral>(
    manager: EntityManager,
    target: EntityTarget<T>,
    row: T,
    kind: LeadKind,
    lead: LeadInput,
  ): Promise<void> {
    const insert = manager.createQueryBuilder().insert().into(target).values(row);
    const { smtpUrl, staffEmails, webhook } = this.config.notifications;
    const channels: NotificationChannel[] = [];
    if (lead.status !== 'spam') {
      if (smtpUrl && staffEmails.length > 0) channels.push('staff-email');
      if (smtpUrl) channels.push('applicant-email');
      if (webhook) channels.push('webhook');
    }
    if (channels.length === 0) {
      await insert.execute();
      return;
    }
    const [sql, parameters] = insert.getQueryAndParameters();
    await this.enqueue(manager, 'lead.created', kind, lead, channels, { sql, parameters });
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
    before?: LeadInsert,
  ): Promise<void> {
    const now = new Date();
    const payload: JobPayload = { lead: lead as LeadView, at: now.toISOString() };
    const giveUpAt = new Date(now.getTime() + this.config.notifications.giveUpAfterMs);
    const jobParameters = [channels, event, kind, lead.id, JSON.stringify(payload), giveUpAt];
    if (before) {
      const sql = `WITH lead AS (${before.sql}) ${insertJobsSql(before.parameters.length + 1)}`;
      await manager.query(sql, [...before.parameters, ...jobParameters]);
    } else {
      await manager.query(insertJobsSql(1), jobParameters);
    }
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) this.pending.add(runner);
    else this.wake();
  }
}
