import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { extname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Piscina } from 'piscina';
import { DataSource } from 'typeorm';
import { redact } from '../common/redact';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import { DELIVERY_PACE, yieldsToRequests } from './delivery-pace';
import type { DeliveryTask, DeliveryThreadData } from './delivery-thread';
import { duplicatesOf } from './duplicates';
import type { NotificationJob } from './notification-job.entity';
import { OutboxService, type JobPayload } from './outbox.service';
import { retryDelayMs } from './retry-delay';

type ClaimedJob = Pick<NotificationJob, 'id' | 'channel' | 'event' | 'leadKind' | 'attempts'> & {
  payload: JobPayload;
};

/**
 * Takes due jobs and leases them to this worker in one statement. `FOR UPDATE SKIP LOCKED` lets
 * several workers claim at once without waiting on or taking each other's rows; the lease
 * (`locked_until`) keeps a job away from every other worker while it is being delivered, and runs
 * out by itself if this process dies, so the job comes back.
 */
const CLAIM_SQL = `
  UPDATE notification_jobs SET locked_by = $1, locked_until = now() + make_interval(secs => $2::double precision / 1000),
         attempts = attempts + 1
  WHERE id IN (
    SELECT id FROM notification_jobs
    WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
    ORDER BY next_attempt_at
    LIMIT $3
    FOR UPDATE SKIP LOCKED)
  RETURNING id, channel, event, lead_kind AS "leadKind", attempts, payload`;

/** One statement for every job of a batch that was delivered. */
const SENT_SQL = `
  UPDATE notification_jobs SET status = 'sent', sent_at = now(), last_error = NULL, locked_by = NULL, locked_until = NULL
  WHERE id = ANY($1::uuid[]) AND locked_by = $2`;

/** Retried after the delay, or failed when the retry would land past `give_up_at`. */
const FAILED_ATTEMPT_SQL = `
  UPDATE notification_jobs
  SET status = CASE WHEN now() + make_interval(secs => $3::double precision / 1000) > give_up_at THEN 'failed' ELSE 'pending' END,
      next_attempt_at = now() + make_interval(secs => $3::double precision / 1000),
      last_error = $4, locked_by = NULL, locked_until = NULL
  WHERE id = $1 AND locked_by = $2`;

const WAKE_COALESCE_MS = 25;

/** An error's own sentence, also for one cloned from the delivery thread (another realm's `Error`). */
const messageOf = (error: unknown): string =>
  typeof (error as Error | null)?.message === 'string' ? (error as Error).message : String(error);

/**
 * The delivery thread's module beside this one: `.js` when built. Under the tests' TypeScript the
 * thread loads the `.ts` source through tsx, and takes `contracts` from its source as they do.
 */
const DELIVERY_THREAD = join(__dirname, `delivery-thread${extname(__filename)}`);
const TYPESCRIPT_THREAD_ARGS = ['--import', 'tsx', '--conditions', 'source'];

/**
 * Delivers the outbox (docs/notifications.md#delivery): at least once, retried with a doubling
 * delay, failed after the give-up time. Runs in every app process that has a channel configured;
 * polls every second and is woken at once when a lead's jobs are written in this process. It
 * claims jobs and records their outcomes here, where the database is; rendering and sending run
 * on a delivery thread, and during a burst of new leads it lets them go first (DELIVERY_PACE).
 */
@Injectable()
export class NotificationWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Notifications');
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  /** Renders and sends on a thread of its own (Piscina 5), so requests never wait behind SMTP or a webhook. */
  private deliveries: Piscina<DeliveryTask, void> | null = null;
  private running = false;
  private woken = false;
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  /** Delivered jobs not yet marked sent. */
  private readonly sent: string[] = [];
  /** The event loop's busy share over the last sample, its sampler, and when jobs were last claimed (performance.now()). */
  private loopBusy = 0;
  private loopSampler: NodeJS.Timeout | null = null;
  private lastClaimAt = 0;
  /** When this process last wrote a lead's jobs (performance.now()). */
  private lastLeadAt = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxService,
  ) {}

  /** Whether anything is configured to deliver to; otherwise the worker never starts. */
  get enabled(): boolean {
    const { smtpUrl, webhook } = this.config.notifications;
    return Boolean(smtpUrl || webhook);
  }

  onApplicationBootstrap(): void {
    if (this.enabled) this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  start(): void {
    if (this.running) return;
    const { notifications, site } = this.config;
    this.deliveries = new Piscina<DeliveryTask, void>({
      filename: DELIVERY_THREAD,
      name: 'deliver',
      minThreads: 1,
      maxThreads: 1,
      // Deliveries wait on the network: the thread runs a batch side by side and keeps its SMTP
      // connections open between tasks, so it must not block (Atomics) while it waits for the next.
      concurrentTasksPerWorker: notifications.batchSize,
      atomics: 'disabled',
      idleTimeout: Number.POSITIVE_INFINITY,
      workerData: { notifications, providerPhone: site.providerPhone } satisfies DeliveryThreadData,
      ...(DELIVERY_THREAD.endsWith('.ts') && { execArgv: TYPESCRIPT_THREAD_ARGS }),
    });
    this.running = true;
    this.loopSampler = this.sampleLoop();
    this.unsubscribe = this.outbox.onCommitted(() => {
      this.lastLeadAt = performance.now();
      this.wake();
    });
    this.loop = this.run();
  }

  /** Stops claiming; waits for the deliveries in hand to finish. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    if (this.loopSampler) clearInterval(this.loopSampler);
    this.loopSampler = null;
    this.unsubscribe?.();
    this.wake();
    await this.loop;
    await Promise.all(this.inFlight);
    await this.flushSent();
    await this.deliveries?.destroy();
    this.deliveries = null;
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      if (await this.yieldToRequests()) continue;
      this.woken = false;
      let claimed = 0;
      let room = 0;
      try {
        await this.flushSent();
        room = this.config.notifications.batchSize - this.inFlight.size;
        claimed = room > 0 ? await this.claim(room) : 0;
      } catch (error) {
        // The database is down or shutting down: try again at the next poll.
        this.logger.warn(`Could not claim notification jobs: ${redact(String(error), 300)}`);
      }
      if (room > 0 && claimed >= room) continue;
      if (this.woken) {
        // A burst of leads commits one after another: claim them together rather than one by one.
        await new Promise((resolve) => setTimeout(resolve, WAKE_COALESCE_MS));
        continue;
      }
      await this.sleep(this.config.notifications.pollMs);
    }
  }

  /** Waits a sample's time instead of claiming while a burst of leads has the thread (DELIVERY_PACE). */
  private async yieldToRequests(): Promise<boolean> {
    const now = performance.now();
    const reading = {
      loopBusy: this.loopBusy,
      msSinceLead: now - this.lastLeadAt,
      msSinceClaim: now - this.lastClaimAt,
    };
    if (!this.running || !yieldsToRequests(reading)) {
      this.lastClaimAt = now;
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, DELIVERY_PACE.sampleMs));
    return true;
  }

  /** Samples the event loop's busy share every DELIVERY_PACE.sampleMs while the worker runs. */
  private sampleLoop(): NodeJS.Timeout {
    let previous = performance.eventLoopUtilization();
    return setInterval(() => {
      const current = performance.eventLoopUtilization();
      this.loopBusy = performance.eventLoopUtilization(current, previous).utilization;
      previous = current;
    }, DELIVERY_PACE.sampleMs).unref();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        this.wakeUp = null;
        resolve();
      };
      this.wakeUp = done;
      this.timer = setTimeout(done, ms);
      if (this.woken || !this.running) done();
    });
  }

  /**
   * Claims up to `room` due jobs and starts delivering them; answers how many it claimed. Jobs run
   * side by side (at most `batchSize` in flight), so one slow delivery holds up no other: each
   * finished one makes room, and the jobs sent meanwhile are marked sent together.
   */
  private async claim(room: number): Promise<number> {
    const { lockMs } = this.config.notifications;
    const [jobs] = await this.dataSource.query<[ClaimedJob[], number]>(CLAIM_SQL, [this.id, lockMs, room]);
    for (const job of jobs) {
      const delivery = this.attempt(job).then((sent) => {
        this.inFlight.delete(delivery);
        if (sent) this.sent.push(job.id);
        this.wake();
      });
      this.inFlight.add(delivery);
    }
    return jobs.length;
  }

  private async flushSent(): Promise<void> {
    if (this.sent.length === 0) return;
    const ids = this.sent.splice(0);
    await this.record(SENT_SQL, [ids, this.id]);
  }

  /** Delivers one job; a failure is recorded at once with its next attempt. Answers whether it was sent. */
  private async attempt(job: ClaimedJob): Promise<boolean> {
    try {
      await this.deliver(job);
      return true;
    } catch (error) {
      const delay = retryDelayMs(this.config.notifications, job.attempts);
      const message = redact(messageOf(error), 400);
      this.logger.warn(`Delivery ${job.id} (${job.channel}) failed, attempt ${job.attempts}: ${message}`);
      await this.record(FAILED_ATTEMPT_SQL, [job.id, this.id, delay, message]);
      return false;
    }
  }

  /** A lost outcome only means the job is delivered again after its lease: at least once. */
  private async record(sql: string, parameters: unknown[]): Promise<void> {
    try {
      await this.dataSource.query(sql, parameters);
    } catch (error) {
      this.logger.warn(`Could not record a delivery outcome: ${redact(String(error), 300)}`);
    }
  }

  /** The staff email's duplicates come from the database here; the thread does the rest. */
  private async deliver(job: ClaimedJob): Promise<void> {
    if (!this.deliveries) throw new Error('The notification worker is stopped');
    const duplicates =
      job.channel === 'staff-email' ? await duplicatesOf(this.dataSource.manager, job.payload.lead) : [];
    await this.deliveries.run({ ...job, duplicates });
  }
}
