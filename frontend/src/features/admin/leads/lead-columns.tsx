import type { ReactNode } from 'react';
import { Button, type TableColumnType as ColumnType } from 'antd';
import {
  businessTypeLabels,
  optionLabel,
  yearsInBusinessLabels,
  type FuelCardApplicationLead,
  type LeadAssignee,
  type LeadOrder,
  type LeadSource,
  type QuoteLead,
} from '@trucking-finance/contracts';
import { leadKinds, type LeadKind } from '../admin-messages';
import { AssigneeSelect } from './assignee-select';
import { apiKindOf } from './lead-filters';
import { LeadStatusSelect } from './lead-status-select';
import { formatSubmittedAt } from './submitted-at';
import type { LeadWork } from './use-lead-work';
import styles from './leads.module.css';

export type Lead = QuoteLead | FuelCardApplicationLead;

/** What a row needs besides its lead: who can be assigned, and what to do on a change or an open. */
export interface LeadRowActions<T extends Lead> {
  work: LeadWork;
  assignees: LeadAssignee[] | undefined;
  onOpen: (lead: T) => void;
  onDelete: (lead: T) => void;
}

/** Where the visit came from, in a word: the UTM source, else the referring site, else none. */
export function sourceSummary(source: LeadSource | undefined): string {
  if (source?.utmSource) return source.utmSource;
  if (source?.referrer) {
    try {
      return new URL(source.referrer).hostname;
    } catch {
      return source.referrer;
    }
  }
  return 'Direct';
}

/**
 * A row begins with when the lead arrived and from whom; its status and assignee come next (see
 * workColumns), so the work stays in view on a laptop without scrolling sideways.
 */
export function arrivalColumns<T extends Lead>(order: LeadOrder, timeZone: string): ColumnType<T>[] {
  return [
    {
      key: 'submittedAt',
      title: 'Submitted',
      dataIndex: 'submittedAt',
      sorter: true,
      // Descending first, and never unsorted: the third entry makes the header toggle between the two.
      sortDirections: ['descend', 'ascend', 'descend'],
      sortOrder: order === 'newest' ? 'descend' : 'ascend',
      render: (submittedAt: string) => (
        <time dateTime={submittedAt} className={styles.nowrap}>
          {formatSubmittedAt(submittedAt, timeZone)}
        </time>
      ),
    },
    { key: 'companyName', title: 'Company', dataIndex: 'companyName' },
  ];
}

/** Who to call and how, and the carrier's MC and DOT numbers. */
export function contactColumns<T extends Lead>(): ColumnType<T>[] {
  return [
    { key: 'contactName', title: 'Contact', dataIndex: 'contactName' },
    {
      key: 'email',
      title: 'Email',
      dataIndex: 'email',
      render: (email: string) => <a href={`mailto:${email}`}>{email}</a>,
    },
    {
      key: 'phone',
      title: 'Phone',
      dataIndex: 'phone',
      render: (phone: string) => (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.nowrap}>
          {phone}
        </a>
      ),
    },
    {
      key: 'mcDot',
      title: 'MC / DOT',
      render: (_: unknown, lead: T) => (
        <span className={styles.stacked}>
          <span>MC {lead.mcNumber}</span>
          <span>DOT {lead.dotNumber}</span>
        </span>
      ),
    },
  ];
}

/** A column showing a stored option value by its label ('Other' for values no longer offered). */
export function optionColumn<T extends Lead>(
  key: keyof T & string,
  title: string,
  labels: Record<string, string>,
): ColumnType<T> {
  return { key, title, dataIndex: key, render: (value: string) => optionLabel(labels, value) };
}

export const businessColumns = <T extends Lead>(): ColumnType<T>[] => [
  optionColumn<T>('businessType', 'Business Type', businessTypeLabels),
  optionColumn<T>('yearsInBusiness', 'Years in Business', yearsInBusinessLabels),
  { key: 'numberOfTrucks', title: 'Trucks', dataIndex: 'numberOfTrucks', align: 'right' },
];

/** The working columns: status and assignee, each changed in place. */
export function workColumns<T extends Lead>(
  kind: LeadKind,
  { work, assignees }: LeadRowActions<T>,
): ColumnType<T>[] {
  const ref = (lead: T) => ({ kind: apiKindOf[kind], id: lead.id });
  return [
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      render: (_: unknown, lead: T) => (
        <LeadStatusSelect
          value={lead.status}
          label={`Status of ${lead.companyName}`}
          disabled={work.busyId === lead.id}
          onChange={(status) => work.setStatus(ref(lead), status, lead.companyName)}
        />
      ),
    },
    {
      key: 'assignedTo',
      title: 'Assigned to',
      dataIndex: 'assignedTo',
      render: (_: unknown, lead: T) => (
        <AssigneeSelect
          value={lead.assignedTo}
          assignees={assignees}
          label={`Assignee of ${lead.companyName}`}
          disabled={work.busyId === lead.id}
          onChange={(assignedTo) => work.assign(ref(lead), assignedTo)}
        />
      ),
    },
  ];
}

/** Where the lead came from, in a word (sourceSummary). */
export const sourceColumn = <T extends Lead>(): ColumnType<T> => ({
  key: 'source',
  title: 'Source',
  render: (_: unknown, lead: T) => sourceSummary(lead.source),
});

/**
 * The last column: opening the lead's details, and deleting it; named for screen readers by its
 * company. It stays at the right edge while the table scrolls sideways.
 */
export function actionsColumn<T extends Lead>(
  kind: LeadKind,
  { onOpen, onDelete }: LeadRowActions<T>,
): ColumnType<T> {
  return {
    key: 'actions',
    fixed: 'right',
    title: <span className="visually-hidden">Actions</span>,
    render: (_: unknown, lead: T): ReactNode => (
      <span className={styles.actions}>
        <Button
          size="small"
          aria-label={`Open ${leadKinds[kind].singular} from ${lead.companyName}`}
          onClick={() => onOpen(lead)}
        >
          Open
        </Button>
        <Button
          danger
          size="small"
          aria-label={`Delete ${leadKinds[kind].singular} from ${lead.companyName}`}
          onClick={() => onDelete(lead)}
        >
          Delete
        </Button>
      </span>
    ),
  };
}
