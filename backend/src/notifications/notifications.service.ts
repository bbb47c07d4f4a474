import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { NotificationDelivery, NotificationListResponse } from '@trucking-finance/contracts';
import { ApiException } from '../common/api-error';
import { pageInfo, pageWindow } from '../common/pagination';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import type { NotificationQueryDto } from './dto/notification-query.dto';
import { NotificationJob } from './notification-job.entity';
import { OutboxService } from './outbox.service';

const toDelivery = (job: NotificationJob): NotificationDelivery => ({
  id: job.id,
  channel: job.channel,
  event: job.event,
  leadKind: job.leadKind,
  leadId: job.leadId,
  status: job.status,
  attempts: job.attempts,
  lastError: job.lastError,
  createdAt: job.createdAt.toISOString(),
  nextAttemptAt: job.status === 'pending' ? job.nextAttemptAt.toISOString() : null,
  deliveredAt: job.sentAt?.toISOString() ?? null,
});

const RETRY_SQL = `
  UPDATE notification_jobs SET status = 'pending', next_attempt_at = now(), give_up_at = $2
  WHERE id = $1 AND status <> 'sent' RETURNING id`;

/** The owner's view of the outbox: list by status, the failed count, retry one (docs/notifications.md#admin). */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(NotificationJob) private readonly jobs: Repository<NotificationJob>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxService,
  ) {}

  async list(query: NotificationQueryDto): Promise<Omit<NotificationListResponse, 'success'>> {
    const [rows, total] = await this.jobs.findAndCount({
      where: query.status ? { status: query.status } : {},
      order: query.order === 'oldest' ? { createdAt: 'ASC', id: 'ASC' } : { createdAt: 'DESC', id: 'DESC' },
      ...pageWindow(query),
    });
    return { notifications: rows.map(toDelivery), ...pageInfo(query, total) };
  }

  /**
   * Tries a failed or pending delivery again now, with a fresh 24-hour window. A delivery already
   * sent answers 409: the receiver has it.
   */
  async retry(id: string): Promise<NotificationDelivery> {
    const giveUpAt = new Date(Date.now() + this.config.notifications.giveUpAfterMs);
    const [rows] = await this.jobs.query<[{ id: string }[], number]>(RETRY_SQL, [id, giveUpAt]);
    if (rows.length === 0) {
      const exists = await this.jobs.existsBy({ id });
      throw new ApiException(exists ? 'notification_already_sent' : 'notification_not_found');
    }
    this.outbox.wake();
    return toDelivery(await this.jobs.findOneByOrFail({ id }));
  }
}
