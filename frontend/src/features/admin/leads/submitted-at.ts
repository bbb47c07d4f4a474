import { DEFAULT_BUSINESS_TIME_ZONE } from '@trucking-finance/contracts';

/** When a lead arrived, in the business time zone the staff work in: "Nov 3, 2026, 2:15 PM MST". */
const businessTime = new Intl.DateTimeFormat('en-US', {
  timeZone: DEFAULT_BUSINESS_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

export const formatSubmittedAt = (isoTime: string): string => businessTime.format(new Date(isoTime));
