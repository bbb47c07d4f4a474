import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_LEAD_QUERY,
  leadKinds as apiLeadKinds,
  type LeadKind as ApiLeadKind,
} from '@trucking-finance/contracts';
import type { LeadKind } from '../admin-messages';
import { readLeadFilters, writeLeadFilters, type LeadFilters } from './lead-filters';
import { LEAD_PAGE_PARAMS, readLeadPage, writeLeadPage, type LeadPageState } from './lead-page';
import type { LeadRef } from '../admin-api';

const TAB = 'tab';
const EMAIL = 'email';
const LEAD = ADMIN_LEAD_QUERY.id;
const LEAD_KIND = ADMIN_LEAD_QUERY.kind;

const tabKinds: Record<string, LeadKind> = {
  quotes: 'quote',
  'fuel-card-applications': 'fuelCardApplication',
};

const isApiLeadKind = (value: string | null): value is ApiLeadKind =>
  (apiLeadKinds as readonly (string | null)[]).includes(value);

/** The tab, filters, email search and shown table's position a URL's query asks for. */
export function readLeadView(params: URLSearchParams) {
  const tab: LeadKind = tabKinds[params.get(TAB) ?? ''] ?? 'quote';
  return {
    tab,
    filters: readLeadFilters(params),
    position: readLeadPage(params),
    email: params.get(EMAIL)?.trim() || undefined,
  };
}

/** True when the URL opens a lead's drawer. */
export const opensLead = (params: URLSearchParams): boolean => Boolean(params.get(LEAD)?.trim());

/**
 * What the leads view shows, read from and written to the URL: the tab, the filters, the email
 * search, the shown table's page, page size and date order, and the open lead
 * (`?lead=<id>&leadKind=<kind>`). A bookmark or a reload shows the same view; a link to one lead
 * opens its drawer. Other filters or another search start again at page 1.
 */
export function useLeadView() {
  const [params, setParams] = useSearchParams();

  const { tab, filters, position, email } = useMemo(() => readLeadView(params), [params]);
  const leadId = params.get(LEAD)?.trim();
  const leadKind = params.get(LEAD_KIND);
  const openLead: LeadRef | undefined = leadId
    ? {
        id: leadId,
        kind: isApiLeadKind(leadKind) ? leadKind : tab === 'quote' ? 'quotes' : 'fuel-card-applications',
      }
    : undefined;

  const update = useCallback(
    (change: (next: URLSearchParams) => URLSearchParams | void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        return change(next) ?? next;
      }),
    [setParams],
  );

  /** Shows the `kind` tab at `position` (where that table was left). */
  const setTab = useCallback(
    (kind: LeadKind, position: LeadPageState) =>
      update((next) => {
        if (kind === 'quote') next.delete(TAB);
        else next.set(TAB, 'fuel-card-applications');
        writeLeadPage(next, position);
      }),
    [update],
  );
  const setPosition = useCallback(
    (state: LeadPageState) => update((next) => writeLeadPage(next, state)),
    [update],
  );
  const setFilters = useCallback(
    (change: LeadFilters) =>
      update((next) => {
        next.delete(LEAD_PAGE_PARAMS.page);
        return writeLeadFilters(next, change);
      }),
    [update],
  );
  /** Another view of the shown table in one step: these filters alone (no email search) at `state`. */
  const showView = useCallback(
    (change: LeadFilters, state: LeadPageState) =>
      update((next) => {
        next.delete(EMAIL);
        return writeLeadPage(writeLeadFilters(next, change), state);
      }),
    [update],
  );
  const setEmail = useCallback(
    (address: string | undefined) =>
      update((next) => {
        next.delete(LEAD_PAGE_PARAMS.page);
        if (address) next.set(EMAIL, address);
        else next.delete(EMAIL);
      }),
    [update],
  );
  const setOpenLead = useCallback(
    (lead: LeadRef | undefined) =>
      update((next) => {
        if (lead) {
          next.set(LEAD, lead.id);
          next.set(LEAD_KIND, lead.kind);
        } else {
          next.delete(LEAD);
          next.delete(LEAD_KIND);
        }
      }),
    [update],
  );

  return {
    tab,
    filters,
    email,
    position,
    openLead,
    setTab,
    setPosition,
    setFilters,
    showView,
    setEmail,
    setOpenLead,
  };
}
