import { paths } from '@/config/paths';
import type { ApiStore } from '@/lib/api';
import { adminApi } from './admin-api';
import { FIRST_PAGE } from './leads/lead-page';
import { opensLead, readLeadView } from './leads/use-lead-view';
import type { LeadKind } from './admin-messages';

/** One of a page's first calls, started in a store: its answer, and how to let go of it. */
export type StartQuery = (store: ApiStore) => PromiseLike<{ error?: unknown }> & { unsubscribe(): void };

/**
 * The calls an admin page makes on its first render, for the server to make before it renders the
 * page (docs/architecture.md#admin-first-paint); undefined for a page the server leaves to the
 * browser. The dashboard asks for who is signed in, both lists at the URL's view (the hidden
 * tab at its first page, as LeadsDashboard starts it), the numbers and the assignees. The
 * browser's store takes the answers over under the same arguments, so it asks for none again.
 */
export function adminPageQueries(pathname: string, params: URLSearchParams): StartQuery[] | undefined {
  // A lead's drawer is left to the browser: it opens over the table once the page runs.
  if (pathname !== paths.admin.quotes || opensLead(params)) return undefined;
  const { tab, filters, position, email } = readLeadView(params);
  const page = (kind: LeadKind) => ({ ...(kind === tab ? position : FIRST_PAGE), email, filters });
  const { endpoints } = adminApi;
  return [
    (store) => store.dispatch(endpoints.getSignedInStaff.initiate()),
    (store) => store.dispatch(endpoints.getQuotes.initiate(page('quote'))),
    (store) => store.dispatch(endpoints.getFuelCardApplications.initiate(page('fuelCardApplication'))),
    (store) => store.dispatch(endpoints.getLeadStats.initiate()),
    (store) => store.dispatch(endpoints.getLeadAssignees.initiate()),
  ];
}
