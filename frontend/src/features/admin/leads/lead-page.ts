/**
 * The dashboard's tables sort by submission date, newest first by default. The API pages newest
 * first only, so an oldest-first page is read from the one or two newest-first pages that hold
 * it and turned around: still a page at a time, never the whole table.
 */
export type SubmittedOrder = 'newest' | 'oldest';

export interface LeadPageArgs {
  page: number;
  pageSize: number;
  order: SubmittedOrder;
  /** Only this address's leads (the search), whatever its case. */
  email?: string;
}

export interface NewestFirstWindow {
  /** Newest-first pages to read, in order. */
  pages: number[];
  /** Where the wanted rows sit in those pages laid end to end, `end` exclusive. */
  start: number;
  end: number;
}

/** Which newest-first pages of `pageSize` hold oldest-first page `page` of `total` rows. */
export function oldestFirstWindow(total: number, page: number, pageSize: number): NewestFirstWindow {
  const oldestStart = (page - 1) * pageSize;
  const oldestEnd = Math.min(total, page * pageSize);
  if (oldestStart >= oldestEnd) return { pages: [], start: 0, end: 0 };
  // Row i oldest-first is row total - 1 - i newest-first.
  const newestStart = total - oldestEnd;
  const newestEnd = total - oldestStart;
  const firstPage = Math.floor(newestStart / pageSize) + 1;
  const lastPage = Math.floor((newestEnd - 1) / pageSize) + 1;
  const pages = Array.from({ length: lastPage - firstPage + 1 }, (_, index) => firstPage + index);
  const start = newestStart - (firstPage - 1) * pageSize;
  return { pages, start, end: start + (newestEnd - newestStart) };
}
