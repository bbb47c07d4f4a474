const formats = new Map<string, Intl.DateTimeFormat>();

/** When a lead arrived, in the business time zone the staff work in: "Nov 3, 2026, 2:15 PM MST". */
export function formatSubmittedAt(isoTime: string, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format.format(new Date(isoTime));
}
