import { useEffect, useMemo, useState } from 'react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { DEFAULT_BUSINESS_TIME_ZONE, staffRoleLabels, type StaffMember } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { errorStatus } from '@/lib/api-error';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { formatSubmittedAt } from '../leads/submitted-at';
import { OwnerOnlyResult } from './owner-only-result';
import { useGetStaffQuery } from './staff-api';
import {
  AddStaffDialog,
  EditStaffDialog,
  RemoveStaffDialog,
  ResetPasswordDialog,
  type StaffDialog,
} from './staff-dialogs';
import { staffMessages } from './staff-messages';
import styles from './staff.module.css';

/**
 * /admin/staff: the accounts that sign in to the admin, for owners to add, rename, give a new
 * password or role, and remove. Agents are told the page is for owners.
 */
export function StaffManager() {
  const staff = useGetStaffQuery();
  const toast = useToast();
  const [dialog, setDialog] = useState<StaffDialog | null>(null);
  const timeZone = useRuntimeConfig()?.businessTimeZone ?? DEFAULT_BUSINESS_TIME_ZONE;
  const status = errorStatus(staff.error);

  useEffect(() => {
    if (staff.error && status !== 401 && status !== 403) {
      toast({ title: staffMessages.fetchFailed, variant: 'destructive' });
    }
  }, [staff.error, status, toast]);

  const columns = useMemo<TableColumnsType<StaffMember>>(
    () => [
      { title: 'Username', dataIndex: 'username', key: 'username' },
      { title: 'Display name', dataIndex: 'displayName', key: 'displayName' },
      {
        title: 'Role',
        dataIndex: 'role',
        key: 'role',
        render: (role: StaffMember['role']) => (
          <Tag color={role === 'owner' ? 'blue' : 'default'}>{staffRoleLabels[role]}</Tag>
        ),
      },
      {
        title: 'Created',
        dataIndex: 'createdAt',
        key: 'createdAt',
        render: (createdAt: string) => (
          <time dateTime={createdAt}>{formatSubmittedAt(createdAt, timeZone)}</time>
        ),
      },
      {
        title: 'Actions',
        key: 'actions',
        render: (_value, member) => (
          <div className={styles.actions}>
            <Button
              size="small"
              aria-label={`Edit ${member.displayName}`}
              onClick={() => setDialog({ kind: 'edit', member })}
            >
              Edit
            </Button>
            <Button
              size="small"
              aria-label={`Reset password of ${member.displayName}`}
              onClick={() => setDialog({ kind: 'password', member })}
            >
              Reset password
            </Button>
            <Button
              size="small"
              danger
              aria-label={`Remove ${member.displayName}`}
              onClick={() => setDialog({ kind: 'remove', member })}
            >
              Remove
            </Button>
          </div>
        ),
      },
    ],
    [timeZone],
  );

  if (status === 403) return <OwnerOnlyResult title={staffMessages.ownerOnly} />;

  const close = () => setDialog(null);
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          Everyone who signs in to the admin. Owners do everything; agents work the leads.
        </p>
        <Button type="primary" onClick={() => setDialog({ kind: 'add' })}>
          Add staff member
        </Button>
      </div>
      <Table<StaffMember>
        rowKey="id"
        columns={columns}
        dataSource={staff.data?.staff}
        loading={staff.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{ emptyText: <span className={styles.empty}>{staffMessages.empty}</span> }}
      />
      {dialog?.kind === 'add' && <AddStaffDialog onClose={close} />}
      {dialog?.kind === 'edit' && <EditStaffDialog member={dialog.member} onClose={close} />}
      {dialog?.kind === 'password' && <ResetPasswordDialog member={dialog.member} onClose={close} />}
      {dialog?.kind === 'remove' && <RemoveStaffDialog member={dialog.member} onClose={close} />}
    </>
  );
}
