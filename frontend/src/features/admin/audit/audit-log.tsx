import { useEffect, useMemo, useState } from 'react';
import { Button, Form, Input, Table, type TableColumnsType } from 'antd';
import { useDispatch } from 'react-redux';
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type AuditLogEntry,
} from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { errorStatus } from '@/lib/api-error';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { formatSubmittedAt } from '../leads/submitted-at';
import { OwnerOnlyResult } from '../staff/owner-only-result';
import { auditApi, useGetAuditLogQuery, type AuditPageArgs } from './audit-api';
import { auditMessages } from './audit-messages';
import styles from './audit.module.css';

const PAGE_SIZE_OPTIONS = [10, 20, 50, MAX_PAGE_SIZE];
/** The server's rule for the action filter (backend/src/audit/dto/audit-query.dto.ts). */
const ACTION_PATTERN = /^[a-z_]+\.[a-z_]+$/;

interface Filters {
  action: string;
  actor: string;
}

const summaryText = (summary: AuditLogEntry['summary']): string =>
  summary
    ? Object.entries(summary)
        .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join('; ')
    : '-';

/**
 * /admin/audit: who changed what in the admin (and every sign-in), newest first, a page at a time
 * from the server, filtered by action and by account.
 */
export function AuditLog() {
  const dispatch = useDispatch();
  const toast = useToast();
  const [form] = Form.useForm<Filters>();
  const [args, setArgs] = useState<AuditPageArgs>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const log = useGetAuditLogQuery(args);
  const timeZone = useRuntimeConfig()?.businessTimeZone ?? DEFAULT_BUSINESS_TIME_ZONE;
  const status = errorStatus(log.error);

  useEffect(() => {
    if (log.error && status !== 401 && status !== 403) {
      toast({ title: auditMessages.fetchFailed, variant: 'destructive' });
    }
  }, [log.error, status, toast]);

  const columns = useMemo<TableColumnsType<AuditLogEntry>>(
    () => [
      {
        title: 'When',
        dataIndex: 'at',
        key: 'at',
        render: (at: string) => <time dateTime={at}>{formatSubmittedAt(at, timeZone)}</time>,
      },
      {
        title: 'Who',
        key: 'actor',
        render: (_value, entry) => entry.actor.username ?? auditMessages.unknownActor,
      },
      {
        title: 'Action',
        dataIndex: 'action',
        key: 'action',
        render: (action: string) => <code className={styles.code}>{action}</code>,
      },
      {
        title: 'Target',
        key: 'target',
        render: (_value, entry) =>
          entry.target ? (
            <span>
              {entry.target.kind}
              {entry.target.id && <span className={styles.secondary}> {entry.target.id}</span>}
            </span>
          ) : (
            '-'
          ),
      },
      {
        title: 'Details',
        dataIndex: 'summary',
        key: 'summary',
        render: (summary: AuditLogEntry['summary']) => (
          <span className={styles.summary}>{summaryText(summary)}</span>
        ),
      },
      { title: 'From', dataIndex: 'ip', key: 'ip' },
    ],
    [timeZone],
  );

  if (status === 403) return <OwnerOnlyResult title={auditMessages.ownerOnly} />;

  const filter = ({ action, actor }: Filters) =>
    setArgs((current) => ({
      page: 1,
      pageSize: current.pageSize,
      action: action.trim() || undefined,
      actor: actor.trim() || undefined,
    }));

  const clear = () => {
    form.resetFields();
    setArgs((current) => ({ page: 1, pageSize: current.pageSize }));
  };

  const filtered = Boolean(args.action || args.actor);

  return (
    <>
      <Form<Filters>
        form={form}
        layout="inline"
        className={styles.filters}
        initialValues={{ action: '', actor: '' }}
        onFinish={filter}
        noValidate
        aria-label="Filter the audit log"
      >
        <Form.Item
          name="actor"
          label="Account"
          rules={[{ max: 200, message: 'Use at most 200 characters.' }]}
        >
          <Input placeholder="username" autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item
          name="action"
          label="Action"
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                !value?.trim() || ACTION_PATTERN.test(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(auditMessages.actionFormat)),
            },
          ]}
        >
          <Input placeholder="quote.delete" autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            Filter
          </Button>
        </Form.Item>
        <Form.Item>
          <Button onClick={clear} disabled={!filtered}>
            Clear filters
          </Button>
        </Form.Item>
        <Form.Item>
          <Button onClick={() => dispatch(auditApi.util.invalidateTags(['Audit']))} loading={log.isFetching}>
            Refresh
          </Button>
        </Form.Item>
      </Form>
      <Table<AuditLogEntry>
        rowKey="id"
        columns={columns}
        dataSource={log.data?.entries}
        loading={log.isFetching}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{
          emptyText: (
            <span className={styles.empty}>
              {filtered ? auditMessages.emptyFiltered : auditMessages.empty}
            </span>
          ),
        }}
        onChange={(pagination) => {
          const pageSize = pagination.pageSize ?? args.pageSize;
          const page = pageSize === args.pageSize ? (pagination.current ?? 1) : 1;
          setArgs((current) => ({ ...current, page, pageSize }));
        }}
        pagination={{
          current: args.page,
          pageSize: args.pageSize,
          total: log.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          showTotal: (count, [from, to]) => `${from}-${to} of ${count.toLocaleString('en-US')}`,
        }}
      />
    </>
  );
}
