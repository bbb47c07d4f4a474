import {
  leadStatuses,
  locales,
  type LeadKind as ApiLeadKind,
  type LeadStatus,
  type Locale,
} from '@trucking-finance/contracts';

/**
 * The filters of the leads view, as the list endpoints and the CSV export take them
 * (docs/api.md#working-the-leads-admin). They live in the URL's search params, so a view can be
 * bookmarked or shared and a reload shows the same leads.
 */
export interface LeadFilters {
  /** Statuses to show; empty means the server's default: every status but spam. */
  status: LeadStatus[];
  /** A staff id, `me` or `none`; undefined for anyone. */
  assignedTo?: string;
  /** Inclusive business dates, YYYY-MM-DD. */
  from?: string;
  to?: string;
  utmSource?: string;
  /** The language the lead was submitted in; undefined for either. */
  locale?: Locale;
  q?: string;
}

const textParams = ['assignedTo', 'from', 'to', 'utmSource', 'q'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isLeadStatus = (value: string): value is LeadStatus =>
  (leadStatuses as readonly string[]).includes(value);

/** The filters a URL names; anything it cannot mean is left out rather than sent to be refused. */
export function readLeadFilters(params: URLSearchParams): LeadFilters {
  const status = (params.get('status') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(isLeadStatus);
  const filters: LeadFilters = { status: [...new Set(status)] };
  const locale = params.get('locale')?.trim();
  if (locale && (locales as readonly string[]).includes(locale)) filters.locale = locale as Locale;
  for (const name of textParams) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if ((name === 'from' || name === 'to') && !ISO_DATE.test(value)) continue;
    filters[name] = value;
  }
  return filters;
}

/** Writes the filters into `params` (a copy), dropping the empty ones. */
export function writeLeadFilters(params: URLSearchParams, filters: LeadFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.status.length) next.set('status', filters.status.join(','));
  else next.delete('status');
  for (const name of textParams) {
    const value = filters[name]?.trim();
    if (value) next.set(name, value);
    else next.delete(name);
  }
  if (filters.locale) next.set('locale', filters.locale);
  else next.delete('locale');
  return next;
}

/** The query string the server reads for these filters (list and export alike), only the ones set. */
export function leadFilterQuery(filters: LeadFilters | undefined): Record<string, string> {
  if (!filters) return {};
  return Object.fromEntries(writeLeadFilters(new URLSearchParams(), filters));
}

export const hasLeadFilters = (filters: LeadFilters): boolean =>
  Object.keys(leadFilterQuery(filters)).length > 0;

/** The API path segment of each kind the dashboard shows. */
export const apiKindOf = {
  quote: 'quotes',
  fuelCardApplication: 'fuel-card-applications',
} as const satisfies Record<string, ApiLeadKind>;
