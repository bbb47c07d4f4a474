import type { NotificationsConfig } from '../config/configuration';

/**
 * How long to wait after the `attempts`-th failed attempt: `NOTIFY_RETRY_SECONDS`, doubled after
 * each further failure, at most an hour (docs/notifications.md#delivery).
 */
export const retryDelayMs = (
  { retryDelayMs: first, maxRetryDelayMs }: Pick<NotificationsConfig, 'retryDelayMs' | 'maxRetryDelayMs'>,
  attempts: number,
): number => Math.min(first * 2 ** Math.min(Math.max(attempts - 1, 0), 30), maxRetryDelayMs);
