import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Tabs } from 'antd';
import { useDispatch } from 'react-redux';
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  DEFAULT_PAGE_SIZE,
  type FuelCardApplication,
  type Quote,
} from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { api } from '@/lib/api';
import { errorStatus } from '@/lib/api-error';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useGetFuelCardApplicationsQuery, useGetLeadStatsQuery, useGetQuotesQuery } from '../admin-api';
import { adminMessages, leadKinds, type LeadKind } from '../admin-messages';
import { DeleteLeadDialog, type DeleteTarget } from './delete-lead-dialog';
import { EmailSearch } from './email-search';
import { fuelCardApplicationColumns } from './fuel-card-application-columns';
import { FuelCardApplicationDetails, QuoteDetails } from './lead-details';
import type { LeadPageState } from './lead-page';
import { LeadStatsCards } from './lead-stats-cards';
import { LeadsTable } from './leads-table';
import { quoteColumns } from './quote-columns';

const firstPage: LeadPageState = { page: 1, pageSize: DEFAULT_PAGE_SIZE, order: 'newest' };

/** One toast per failed load (not for a refused token: the session's end says so itself). */
function useLoadFailureToast(error: unknown, title: string): void {
  const toast = useToast();
  useEffect(() => {
    if (error && errorStatus(error) !== 401) toast({ title, variant: 'destructive' });
  }, [error, title, toast]);
}

const tabLabel = (kind: LeadKind, total: number | undefined) =>
  total === undefined ? leadKinds[kind].tab : `${leadKinds[kind].tab} (${total.toLocaleString('en-US')})`;

/**
 * /admin/quotes: the numbers, then quote requests and fuel card applications a page at a time,
 * newest first, searchable by email, each deletable after a confirmation.
 */
export function LeadsDashboard() {
  const dispatch = useDispatch();
  const [activeTab, setActiveTab] = useState<LeadKind>('quote');
  const [email, setEmail] = useState<string | undefined>();
  const [quotePage, setQuotePage] = useState(firstPage);
  const [applicationPage, setApplicationPage] = useState(firstPage);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);

  // Quote requests, the tab that opens, are asked for first: the embedded database answers one query at a time.
  const quotes = useGetQuotesQuery({ ...quotePage, email });
  const applications = useGetFuelCardApplicationsQuery({ ...applicationPage, email });
  const stats = useGetLeadStatsQuery();

  useLoadFailureToast(stats.error, adminMessages.fetchStatsFailed);
  useLoadFailureToast(quotes.error, email ? adminMessages.searchFailed : leadKinds.quote.fetchFailed);
  useLoadFailureToast(
    applications.error,
    email ? adminMessages.searchFailed : leadKinds.fuelCardApplication.fetchFailed,
  );

  // Deleting the only lead on a later page steps back to the page before.
  const stepBackIfEmptied = ({ kind }: DeleteTarget) => {
    const rowsLeft = kind === 'quote' ? quotes.data?.quotes.length : applications.data?.applications.length;
    if (rowsLeft !== 1) return;
    const stepBack = (state: LeadPageState) => (state.page > 1 ? { ...state, page: state.page - 1 } : state);
    if (kind === 'quote') setQuotePage(stepBack);
    else setApplicationPage(stepBack);
  };

  const search = (address: string | undefined) => {
    setEmail(address);
    setQuotePage((state) => ({ ...state, page: 1 }));
    setApplicationPage((state) => ({ ...state, page: 1 }));
  };

  const refresh = () => dispatch(api.util.invalidateTags(['Quote', 'FuelCardApplication', 'LeadStats']));

  const deleteQuote = useCallback((lead: Quote) => setDeleteTarget({ kind: 'quote', lead }), []);
  const deleteApplication = useCallback(
    (lead: FuelCardApplication) => setDeleteTarget({ kind: 'fuelCardApplication', lead }),
    [],
  );
  const timeZone = useRuntimeConfig()?.businessTimeZone ?? DEFAULT_BUSINESS_TIME_ZONE;
  const quoteTableColumns = useMemo(
    () => quoteColumns(quotePage.order, deleteQuote, timeZone),
    [quotePage.order, deleteQuote, timeZone],
  );
  const applicationTableColumns = useMemo(
    () => fuelCardApplicationColumns(applicationPage.order, deleteApplication, timeZone),
    [applicationPage.order, deleteApplication, timeZone],
  );

  const emptyText = (kind: LeadKind) =>
    email ? `No ${leadKinds[kind].singular}s from ${email}.` : leadKinds[kind].empty;

  return (
    <>
      <LeadStatsCards stats={stats.data?.stats} loading={stats.isLoading} />
      <EmailSearch
        active={email}
        searching={Boolean(email) && (quotes.isFetching || applications.isFetching)}
        onSearch={search}
        actions={
          <Button
            onClick={refresh}
            loading={quotes.isFetching || applications.isFetching || stats.isFetching}
          >
            Refresh
          </Button>
        }
      />
      <Tabs
        activeKey={activeTab}
        onChange={(key) => setActiveTab(key as LeadKind)}
        items={[
          {
            key: 'quote',
            label: tabLabel('quote', quotes.data?.total),
            children: (
              <LeadsTable<Quote>
                columns={quoteTableColumns}
                rows={quotes.data?.quotes}
                total={quotes.data?.total ?? 0}
                state={quotePage}
                loading={quotes.isFetching}
                emptyText={emptyText('quote')}
                renderDetails={(quote) => <QuoteDetails quote={quote} />}
                onChange={setQuotePage}
              />
            ),
          },
          {
            key: 'fuelCardApplication',
            label: tabLabel('fuelCardApplication', applications.data?.total),
            children: (
              <LeadsTable<FuelCardApplication>
                columns={applicationTableColumns}
                rows={applications.data?.applications}
                total={applications.data?.total ?? 0}
                state={applicationPage}
                loading={applications.isFetching}
                emptyText={emptyText('fuelCardApplication')}
                renderDetails={(application) => <FuelCardApplicationDetails application={application} />}
                onChange={setApplicationPage}
              />
            ),
          },
        ]}
      />
      <DeleteLeadDialog
        target={deleteTarget}
        onDeleted={stepBackIfEmptied}
        onClose={() => setDeleteTarget(null)}
      />
    </>
  );
}
