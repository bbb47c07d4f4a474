import { Webhook } from 'standardwebhooks';
import type { LeadEvent, LeadKind } from './notification-job.entity';
import type { LeadView } from './outbox.service';

/** The body every webhook carries (docs/notifications.md#webhook). */
export interface WebhookBody {
  type: LeadEvent;
  /** When the event happened. */
  timestamp: string;
  data: { kind: LeadKind; lead: LeadView };
}

/**
 * Sends one signed webhook per the Standard Webhooks specification: `webhook-id` is the job's id
 * (the same on every retry, so a receiver dedupes by it), `webhook-timestamp` the time of this
 * attempt, `webhook-signature` `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` made by the
 * `standardwebhooks` library with the decoded `whsec_` secret. Anything but a 2xx is a failure.
 */
export async function sendWebhook(
  target: { url: string; secret: string },
  messageId: string,
  body: WebhookBody,
  timeoutMs: number,
): Promise<void> {
  const json = JSON.stringify(body);
  const sentAt = new Date();
  const signature = new Webhook(target.secret).sign(messageId, sentAt, json);
  const response = await fetch(target.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body: json,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) {
    throw new Error(`webhook answered HTTP ${response.status}`);
  }
}
