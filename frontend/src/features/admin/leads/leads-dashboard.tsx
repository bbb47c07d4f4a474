import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Space, Tabs } from 'antd';
import { useDispatch } from 'react-redux';
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  type FuelCardApplicationLead,
  type PageInfo,
  type QuoteLead,
} from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { api } from '@/lib/api';
import { errorStatus } from '@/lib/api-error';
import { useRuntimeConfig } from '@/lib/runtime-config';
import {
  useGetFuelCardApplicationsQuery,
  useGetLeadAssigneesQuery,
  useGetLeadStatsQuery,
  useGetQuotesQuery,
} from '../admin-api';
import { adminMessages, leadKinds, type LeadKind } from '../admin-messages';
import { DeleteLeadDialog, type DeleteTarget } from './delete-lead-dialog';
import { EmailSearch } from './email-search';
import { ExportLeadsButton } from './export-leads-button';
import { fuelCardApplicationColumns } from './fuel-card-application-columns';
import { LeadDrawer } from './lead-drawer';
import { FuelCardApplicationDetails, QuoteDetails } from './lead-details';
import { LeadFilterBar } from './lead-filter-bar';
import { apiKindOf, hasLeadFilters } from './lead-filters';
import { FIRST_PAGE, type LeadPageState } from './lead-page';
import { LeadStatsCards } from './lead-stats-cards';
import { countText, LeadsTable } from './leads-table';
import { quoteColumns } from './quote-columns';
import { SpeedToLead } from './speed-to-lead';
import { useLeadView } from './use-lead-view';
import { useLeadWork } from './use-lead-work';

/** One toast per failed load (not for a refused token: the session's end says so itself). */
function useLoadFailureToast(error: unknown, title: string): void {
  const toast = useToast();
  useEffect(() => {
    if (error && errorStatus(error) !== 401) toast({ title, variant: 'destructive' });
  }, [error, title, toast]);
}

const tabLabel = (kind: LeadKind, page: PageInfo | undefined) =>
  page === undefined
    ? leadKinds[kind].tab
    : `${leadKinds[kind].tab} (${countText(page.total, page.totalCapped)})`;

/** Where the hidden tab's table was left, and the view (filters and search) it was left in. */
interface HiddenTable {
  view: string;
  state: LeadPageState;
}

/**
 * /admin/quotes: the numbers and speed to lead, then quote requests and fuel card applications a
 * page at a time, filtered as the URL says, each worked in place (status, assignee), opened in a
 * drawer, exported as CSV, or deleted after a confirmation. The shown table's page, size and
 * order are in the URL; the other tab's are kept here until it is shown again.
 */
export function LeadsDashboard() {
  const dispatch = useDispatch();
  const view = useLeadView();
  const { tab, filters, email, position, setPosition } = view;
  const viewKey = JSON.stringify([filters, email]);
  const [hidden, setHidden] = useState<Partial<Record<LeadKind, HiddenTable>>>({});
  /** A hidden table left in another view starts again at page 1 of this one. */
  const hiddenPage = (kind: LeadKind): LeadPageState => {
    const left = hidden[kind];
    if (!left) return FIRST_PAGE;
    return left.view === viewKey ? left.state : { ...left.state, page: 1 };
  };
  const pageOf = (kind: LeadKind): LeadPageState => (kind === tab ? position : hiddenPage(kind));
  const quotePage = pageOf('quote');
  const applicationPage = pageOf('fuelCardApplication');
  const setPage = (kind: LeadKind, change: (state: LeadPageState) => LeadPageState) => {
    if (kind === tab) setPosition(change(position));
    else setHidden((current) => ({ ...current, [kind]: { view: viewKey, state: change(hiddenPage(kind)) } }));
  };
  const showTab = (kind: LeadKind) => {
    if (kind === tab) return;
    setHidden((current) => ({ ...current, [tab]: { view: viewKey, state: position } }));
    view.setTab(kind, hiddenPage(kind));
  };
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);

  // Quote requests, the tab that opens, are asked for first: the embedded database answers one query at a time.
  const quotes = useGetQuotesQuery({ ...quotePage, email, filters });
  const applications = useGetFuelCardApplicationsQuery({ ...applicationPage, email, filters });
  const stats = useGetLeadStatsQuery();
  const assignees = useGetLeadAssigneesQuery().data?.assignees;
  const { work, lostReasonDialog } = useLeadWork();

  useLoadFailureToast(stats.error, adminMessages.fetchStatsFailed);
  useLoadFailureToast(quotes.error, email ? adminMessages.searchFailed : leadKinds.quote.fetchFailed);
  useLoadFailureToast(
    applications.error,
    email ? adminMessages.searchFailed : leadKinds.fuelCardApplication.fetchFailed,
  );

  // A page past the end (an old link, or leads deleted since) shows the last page instead.
  const shownTotal = (tab === 'quote' ? quotes : applications).currentData?.total;
  useEffect(() => {
    if (shownTotal === undefined) return;
    const lastPage = Math.max(1, Math.ceil(shownTotal / position.pageSize));
    if (position.page > lastPage) setPosition({ ...position, page: lastPage });
  }, [shownTotal, position, setPosition]);

  // Deleting the only lead on a later page steps back to the page before.
  const stepBackIfEmptied = ({ kind }: DeleteTarget) => {
    const rowsLeft = kind === 'quote' ? quotes.data?.quotes.length : applications.data?.applications.length;
    if (rowsLeft !== 1) return;
    setPage(kind, (state) => (state.page > 1 ? { ...state, page: state.page - 1 } : state));
  };

  const refresh = () => dispatch(api.util.invalidateTags(['Quote', 'FuelCardApplication', 'LeadStats']));

  const { setOpenLead } = view;
  const quoteActions = useMemo(
    () => ({
      work,
      assignees,
      onOpen: (lead: QuoteLead) => setOpenLead({ kind: 'quotes', id: lead.id }),
      onDelete: (lead: QuoteLead) => setDeleteTarget({ kind: 'quote', lead }),
    }),
    [work, assignees, setOpenLead],
  );
  const applicationActions = useMemo(
    () => ({
      work,
      assignees,
      onOpen: (lead: FuelCardApplicationLead) => setOpenLead({ kind: 'fuel-card-applications', id: lead.id }),
      onDelete: (lead: FuelCardApplicationLead) => setDeleteTarget({ kind: 'fuelCardApplication', lead }),
    }),
    [work, assignees, setOpenLead],
  );
  const timeZone = useRuntimeConfig()?.businessTimeZone ?? DEFAULT_BUSINESS_TIME_ZONE;
  const quoteTableColumns = useMemo(
    () => quoteColumns(quotePage.order, quoteActions, timeZone),
    [quotePage.order, quoteActions, timeZone],
  );
  const applicationTableColumns = useMemo(
    () => fuelCardApplicationColumns(applicationPage.order, applicationActions, timeZone),
    [applicationPage.order, applicationActions, timeZone],
  );

  const emptyText = (kind: LeadKind) => {
    if (email) return `No ${leadKinds[kind].singular}s from ${email}.`;
    if (hasLeadFilters(filters)) return `No ${leadKinds[kind].singular}s match these filters.`;
    return leadKinds[kind].empty;
  };
  const closeDrawer = useCallback(() => setOpenLead(undefined), [setOpenLead]);

  return (
    <>
      <LeadStatsCards stats={stats.data?.stats} loading={stats.isLoading} />
      <SpeedToLead
        stats={stats.data?.stats}
        timeZone={timeZone}
        onOpen={setOpenLead}
        onShowAllNew={() => view.showView({ status: ['new'] }, { ...position, page: 1, order: 'oldest' })}
      />
      <EmailSearch
        active={email}
        onSearch={view.setEmail}
        actions={
          <Space wrap>
            <Button
              onClick={refresh}
              loading={quotes.isFetching || applications.isFetching || stats.isFetching}
            >
              Refresh
            </Button>
            <ExportLeadsButton
              kind={apiKindOf[tab]}
              filters={filters}
              email={email}
              label={`Export ${tab === 'quote' ? 'quote requests' : 'fuel card applications'} (CSV)`}
            />
          </Space>
        }
      />
      <LeadFilterBar filters={filters} assignees={assignees} onChange={view.setFilters} />
      <Tabs
        activeKey={tab}
        onChange={(key) => showTab(key as LeadKind)}
        items={[
          {
            key: 'quote',
            label: tabLabel('quote', quotes.data),
            children: (
              <LeadsTable<QuoteLead>
                columns={quoteTableColumns}
                rows={quotes.data?.quotes}
                total={quotes.data?.total ?? 0}
                totalCapped={quotes.data?.totalCapped}
                state={quotePage}
                loading={quotes.isFetching}
                emptyText={emptyText('quote')}
                renderDetails={(quote) => <QuoteDetails quote={quote} />}
                onChange={(state) => setPage('quote', () => state)}
              />
            ),
          },
          {
            key: 'fuelCardApplication',
            label: tabLabel('fuelCardApplication', applications.data),
            children: (
              <LeadsTable<FuelCardApplicationLead>
                columns={applicationTableColumns}
                rows={applications.data?.applications}
                total={applications.data?.total ?? 0}
                totalCapped={applications.data?.totalCapped}
                state={applicationPage}
                loading={applications.isFetching}
                emptyText={emptyText('fuelCardApplication')}
                renderDetails={(application) => <FuelCardApplicationDetails application={application} />}
                onChange={(state) => setPage('fuelCardApplication', () => state)}
              />
            ),
          },
        ]}
      />
      <LeadDrawer
        lead={view.openLead}
        assignees={assignees}
        work={work}
        timeZone={timeZone}
        onOpen={setOpenLead}
        onClose={closeDrawer}
      />
      <DeleteLeadDialog
        target={deleteTarget}
        onDeleted={stepBackIfEmptied}
        onClose={() => setDeleteTarget(null)}
      />
      {lostReasonDialog}
    </>
  );
}
