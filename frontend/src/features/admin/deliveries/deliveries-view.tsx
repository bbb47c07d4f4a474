import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Table, Tabs, type TableColumnsType } from 'antd';
import { useDispatch } from 'react-redux';
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type DeliveryStatus,
  type NotificationDelivery,
} from '@trucking-finance/contracts';
import { useFailureToast } from '@/components/toast/use-failure-toast';
import { useToast } from '@/components/toast/use-toast';
import { errorStatus } from '@/lib/api-error';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { formatSubmittedAt } from '../leads/submitted-at';
import { OwnerOnlyResult } from '../staff/owner-only-result';
import { channelLabels, deliveriesMessages, leadKindLabels, statusTabs } from './deliveries-messages';
import { leadLink } from './lead-link';
import {
  notificationsApi,
  useGetNotificationsQuery,
  useRetryNotificationMutation,
} from './notifications-api';
import styles from './deliveries.module.css';

const PAGE_SIZE_OPTIONS = [10, 20, 50, MAX_PAGE_SIZE];
const STATUSES: DeliveryStatus[] = ['failed', 'pending', 'sent'];

interface PageState {
  page: number;
  pageSize: number;
}

const firstPage: PageState = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

const shortId = (id: string) => id.slice(0, 8);

function Time({ at, timeZone }: { at: string | null; timeZone: string }) {
  return at ? <time dateTime={at}>{formatSubmittedAt(at, timeZone)}</time> : <span>-</span>;
}

function columnsFor(
  status: DeliveryStatus,
  timeZone: string,
  retry: (delivery: NotificationDelivery) => void,
  retrying: string | undefined,
): TableColumnsType<NotificationDelivery> {
  const columns: TableColumnsType<NotificationDelivery> = [
    {
      title: 'Created',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (at: string) => <Time at={at} timeZone={timeZone} />,
    },
    {
      title: 'Channel',
      key: 'channel',
      render: (_value, delivery) => (
        <>
          {channelLabels[delivery.channel]}
          <div className={styles.secondary}>{delivery.event}</div>
        </>
      ),
    },
    {
      title: 'Lead',
      key: 'lead',
      render: (_value, delivery) => (
        <Link to={leadLink(delivery.leadKind, delivery.leadId)}>
          {leadKindLabels[delivery.leadKind]} {shortId(delivery.leadId)}
        </Link>
      ),
    },
    { title: 'Attempts', dataIndex: 'attempts', key: 'attempts', align: 'right' },
    {
      title: 'Last error',
      dataIndex: 'lastError',
      key: 'lastError',
      render: (lastError: string | null) => <span className={styles.error}>{lastError ?? '-'}</span>,
    },
  ];
  if (status === 'pending') {
    columns.push({
      title: 'Next attempt',
      dataIndex: 'nextAttemptAt',
      key: 'nextAttemptAt',
      render: (at: string | null) => <Time at={at} timeZone={timeZone} />,
    });
  }
  if (status === 'sent') {
    columns.push({
      title: 'Delivered',
      dataIndex: 'deliveredAt',
      key: 'deliveredAt',
      render: (at: string | null) => <Time at={at} timeZone={timeZone} />,
    });
  } else {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_value, delivery) => (
        <Button
          size="small"
          aria-label={`Retry ${channelLabels[delivery.channel].toLowerCase()} for ${leadKindLabels[delivery.leadKind].toLowerCase()} ${shortId(delivery.leadId)}`}
          loading={retrying === delivery.id}
          onClick={() => retry(delivery)}
        >
          Retry
        </Button>
      ),
    });
  }
  return columns;
}

/**
 * /admin/deliveries: the lead emails and webhooks, failed ones first (how many, prominently), a
 * page at a time per status; a failed or pending one can be tried again at once.
 */
export function DeliveriesView() {
  const dispatch = useDispatch();
  const toast = useToast();
  const failed = useFailureToast();
  const [status, setStatus] = useState<DeliveryStatus>('failed');
  const [pages, setPages] = useState<Record<DeliveryStatus, PageState>>({
    failed: firstPage,
    pending: firstPage,
    sent: firstPage,
  });
  const timeZone = useRuntimeConfig()?.businessTimeZone ?? DEFAULT_BUSINESS_TIME_ZONE;

  const list = useGetNotificationsQuery({ status, ...pages[status] });
  // The failed count shows on every tab (the same request as the failed tab's first page).
  const failures = useGetNotificationsQuery({ status: 'failed', ...firstPage });
  const [retryNotification, retrying] = useRetryNotificationMutation();
  const listStatus = errorStatus(list.error);

  useEffect(() => {
    if (list.error && listStatus !== 401 && listStatus !== 403) {
      toast({ title: deliveriesMessages.fetchFailed, variant: 'destructive' });
    }
  }, [list.error, listStatus, toast]);

  const retry = useCallback(
    async (delivery: NotificationDelivery) => {
      try {
        await retryNotification(delivery.id).unwrap();
        toast({ title: deliveriesMessages.retrying });
      } catch (error) {
        failed(error, deliveriesMessages.retryFailed);
      }
    },
    [retryNotification, toast, failed],
  );

  const retryingId = retrying.isLoading ? retrying.originalArgs : undefined;
  const columns = useMemo(
    () => columnsFor(status, timeZone, (delivery) => void retry(delivery), retryingId),
    [status, timeZone, retry, retryingId],
  );

  if (listStatus === 403 || errorStatus(failures.error) === 403) {
    return <OwnerOnlyResult title={deliveriesMessages.ownerOnly} />;
  }

  const failedTotal = failures.data?.total;
  const refresh = () => dispatch(notificationsApi.util.invalidateTags(['Notification']));

  return (
    <>
      <section className={styles.summary} aria-label="Delivery summary">
        {failedTotal !== undefined && (
          <Alert
            role="status"
            type={failedTotal > 0 ? 'error' : 'success'}
            showIcon
            title={failedTotal > 0 ? deliveriesMessages.failures(failedTotal) : deliveriesMessages.noFailures}
            description={
              failedTotal > 0 ? deliveriesMessages.failuresDetail : deliveriesMessages.noFailuresDetail
            }
          />
        )}
        <Button onClick={refresh} loading={list.isFetching}>
          Refresh
        </Button>
      </section>
      <Tabs
        activeKey={status}
        onChange={(key) => setStatus(key as DeliveryStatus)}
        items={STATUSES.map((key) => ({
          key,
          label:
            key === 'failed' && failedTotal !== undefined
              ? `${statusTabs[key].label} (${failedTotal.toLocaleString('en-US')})`
              : statusTabs[key].label,
        }))}
      />
      <Table<NotificationDelivery>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.notifications}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{ emptyText: <span className={styles.empty}>{statusTabs[status].empty}</span> }}
        onChange={(pagination) => {
          const pageSize = pagination.pageSize ?? pages[status].pageSize;
          const page = pageSize === pages[status].pageSize ? (pagination.current ?? 1) : 1;
          setPages((all) => ({ ...all, [status]: { page, pageSize } }));
        }}
        pagination={{
          current: pages[status].page,
          pageSize: pages[status].pageSize,
          total: list.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          showTotal: (count, [from, to]) => `${from}-${to} of ${count.toLocaleString('en-US')}`,
        }}
      />
    </>
  );
}
