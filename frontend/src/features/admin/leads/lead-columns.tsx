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
 * workColumns), then how to reach the contact, so the work and the phone number stay in view on a
 * laptop without scrolling sideways. Each cell stacks what belongs together, so the whole row fits
 * a desktop screen (docs/product.md#leads-dashboard).
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
        <time dateTime={submittedAt} className={styles.when}>
          {formatSubmittedAt(submittedAt, timeZone)}
        </time>
      ),
    },
    {
      key: 'companyName',
      title: 'Company',
      dataIndex: 'companyName',
      render: (companyName: string) => <span className={styles.company}>{companyName}</span>,
    },
  ];
}

/** Who to call and how (name, phone, email, the last two as links), and the carrier's MC and DOT numbers. */
export function contactColumns<T extends Lead>(): ColumnType<T>[] {
  return [
    {
      key: 'contact',
      title: 'Contact',
      render: (_: unknown, lead: T) => (
        <span className={styles.stacked}>
          <span>{lead.contactName}</span>
          <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>
          <a href={`mailto:${lead.email}`} className={styles.email}>
            {lead.email}
          </a>
        </span>
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

/** A stored option value by its label ('Other' for values no longer offered). */
const optionText = (labels: Record<string, string>, value: string) => (
  <span>{optionLabel(labels, value)}</span>
);

/**
 * What the lead asks for and where it came from, in one column: two stored option values by their
 * labels (a quote's service and monthly revenue; an application's program and monthly fuel spend),
 * then the source in a word (sourceSummary).
 */
export function requestColumn<T extends Lead>(
  [first, firstLabels]: [keyof T & string, Record<string, string>],
  [second, secondLabels]: [keyof T & string, Record<string, string>],
): ColumnType<T> {
  return {
    key: 'request',
    title: 'Request',
    render: (_: unknown, lead: T) => (
      <span className={`${styles.stacked} ${styles.request}`}>
        {optionText(firstLabels, String(lead[first]))}
        {optionText(secondLabels, String(lead[second]))}
        <span>Source: {sourceSummary(lead.source)}</span>
      </span>
    ),
  };
}

const trucks = (count: number | string) => `${count} ${String(count) === '1' ? 'truck' : 'trucks'}`;

/** The carrier's business in one column: its type, its years in business and its trucks. */
export const businessColumn = <T extends Lead>(): ColumnType<T> => ({
  key: 'business',
  title: 'Business',
  render: (_: unknown, lead: T) => (
    <span className={styles.stacked}>
      {optionText(businessTypeLabels, lead.businessType)}
      {optionText(yearsInBusinessLabels, lead.yearsInBusiness)}
      <span>{trucks(lead.numberOfTrucks)}</span>
    </span>
  ),
});

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
