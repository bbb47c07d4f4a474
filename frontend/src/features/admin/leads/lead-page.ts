import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type LeadOrder } from '@trucking-finance/contracts';
import type { LeadFilters } from './lead-filters';

/** Where a lead table is: its page, page size and date order (newest first by default); the server pages it. */
export interface LeadPageState {
  page: number;
  pageSize: number;
  order: LeadOrder;
}

export interface LeadPageArgs extends LeadPageState {
  /** Only this address's leads (the search), whatever its case. */
  email?: string;
  /** The view's filters (status, assignee, dates, source, text); none means every lead but spam. */
  filters?: LeadFilters;
}

/** The page sizes the table offers; the URL may name only these. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, MAX_PAGE_SIZE];

export const FIRST_PAGE: LeadPageState = { page: 1, pageSize: DEFAULT_PAGE_SIZE, order: 'newest' };

/** The URL's names for the shown table's place (a link or a reload opens the same page). */
export const LEAD_PAGE_PARAMS = { page: 'page', pageSize: 'pageSize', order: 'order' } as const;

/** Beyond any list the server could hold; a larger number in the URL is a typing slip. */
const MAX_PAGE = 1_000_000;

/** The table's place as the URL gives it: anything missing or not understood is the default. */
export function readLeadPage(params: URLSearchParams): LeadPageState {
  const page = Number(params.get(LEAD_PAGE_PARAMS.page));
  const pageSize = Number(params.get(LEAD_PAGE_PARAMS.pageSize));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : FIRST_PAGE.page,
    pageSize: PAGE_SIZE_OPTIONS.includes(pageSize) ? pageSize : FIRST_PAGE.pageSize,
    order: params.get(LEAD_PAGE_PARAMS.order) === 'oldest' ? 'oldest' : FIRST_PAGE.order,
  };
}

/** Writes `state` into `params`, leaving out what is the default so plain links stay plain. */
export function writeLeadPage(params: URLSearchParams, state: LeadPageState): URLSearchParams {
  for (const key of ['page', 'pageSize', 'order'] as const) {
    if (state[key] === FIRST_PAGE[key]) params.delete(LEAD_PAGE_PARAMS[key]);
    else params.set(LEAD_PAGE_PARAMS[key], String(state[key]));
  }
  return params;
}
