import { workerData } from 'node:worker_threads';
import type { NotificationsConfig } from '../config/configuration';
import { Mailer } from './mailer';
import { applicantEmail, staffEmail, type Duplicate } from './messages';
import type { JobPayload, LeadEvent, LeadKind, NotificationChannel } from './notification-job.entity';
import { sendWebhook } from './webhook';

/** What the thread is started with: the settings every delivery needs. */
export interface DeliveryThreadData {
  notifications: NotificationsConfig;
  providerPhone: string;
}

/** One claimed job, with what only the database could tell (the staff email's duplicates). */
export interface DeliveryTask {
  id: string;
  channel: NotificationChannel;
  event: LeadEvent;
  leadKind: LeadKind;
  payload: JobPayload;
  duplicates: Duplicate[];
}

const { notifications, providerPhone } = workerData as DeliveryThreadData;

/**
 * The SMTP pool lives as long as the thread: its kept connections serve every email, and they
 * close with the thread when the worker stops (every delivery in hand has finished by then).
 */
const mailer = notifications.smtpUrl
  ? new Mailer({ ...notifications, smtpUrl: notifications.smtpUrl })
  : null;

/**
 * Sends one job: renders the email and speaks SMTP, or signs and posts the webhook. This runs on
 * the delivery thread (docs/notifications.md#delivery), so the request thread only claims jobs and
 * records outcomes; a rejection is a failed attempt, retried by the worker.
 */
export async function deliver(task: DeliveryTask): Promise<void> {
  const { lead, at } = task.payload;
  if (task.channel === 'webhook') {
    if (!notifications.webhook) throw new Error('WEBHOOK_URL is not configured');
    await sendWebhook(
      notifications.webhook,
      task.id,
      { type: task.event, timestamp: at, data: { kind: task.leadKind, lead } },
      notifications.deliveryTimeoutMs,
    );
    return;
  }
  if (!mailer) throw new Error('SMTP_URL is not configured');
  if (task.channel === 'staff-email') {
    if (notifications.staffEmails.length === 0) throw new Error('NOTIFY_EMAILS is empty');
    await mailer.send(staffEmail(notifications, task.leadKind, lead, task.duplicates), task.id);
  } else {
    await mailer.send(
      applicantEmail({ providerPhone, publicBaseUrl: notifications.publicBaseUrl }, task.leadKind, lead),
      task.id,
    );
  }
}
