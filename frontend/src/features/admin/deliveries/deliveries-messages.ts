import type { DeliveryStatus, LeadKind, NotificationChannel } from '@trucking-finance/contracts';

/** What the deliveries page says (contract Part 2, "Speed to lead": owners see deliveries). */
export const deliveriesMessages = {
  ownerOnly: 'Only owners can see deliveries',
  fetchFailed: 'Failed to load deliveries',
  retrying: 'Trying that delivery again now',
  retryFailed: 'Failed to retry the delivery',
  noFailures: 'No failed deliveries',
  noFailuresDetail: 'Every email and webhook has been delivered or is still being tried.',
  failures: (count: number) =>
    `${count.toLocaleString('en-US')} failed ${count === 1 ? 'delivery' : 'deliveries'}`,
  failuresDetail:
    'These gave up after 24 hours of retries. Fix the cause (the mail server, the webhook endpoint), then retry them.',
} as const;

export const statusTabs: Record<DeliveryStatus, { label: string; empty: string }> = {
  failed: { label: 'Failed', empty: 'No failed deliveries.' },
  pending: { label: 'Pending', empty: 'Nothing is waiting to be delivered.' },
  sent: { label: 'Sent', empty: 'Nothing has been delivered yet.' },
};

export const channelLabels: Record<NotificationChannel, string> = {
  'staff-email': 'Staff email',
  'applicant-email': 'Applicant email',
  webhook: 'Webhook',
};

export const leadKindLabels: Record<LeadKind, string> = {
  quotes: 'Quote request',
  'fuel-card-applications': 'Fuel card application',
};
