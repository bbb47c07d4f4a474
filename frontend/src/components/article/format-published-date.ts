// Fixed locale and UTC: the prerender and every browser print the same date, so hydration matches.
const publishedDateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2025-06-10" → "June 10, 2025". */
export function formatPublishedDate(isoDate: string): string {
  return publishedDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
