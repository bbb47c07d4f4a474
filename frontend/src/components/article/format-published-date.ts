import { articleCopy } from './article-copy';

// The copy's fixed locale and UTC: the prerender and every browser print the same date, so hydration matches.
const publishedDateFormat = new Intl.DateTimeFormat(articleCopy.dateLocale, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2025-06-10" → "June 10, 2025" ("10 de junio de 2025" in Spanish). */
export function formatPublishedDate(isoDate: string): string {
  return publishedDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
