import type { ReactNode } from 'react';
import { Button, type TableColumnType as ColumnType } from 'antd';
import {
  businessTypeLabels,
  optionLabel,
  yearsInBusinessLabels,
  type FuelCardApplication,
  type LeadOrder,
  type Quote,
} from '@trucking-finance/contracts';
import { leadKinds, type LeadKind } from '../admin-messages';
import { formatSubmittedAt } from './submitted-at';
import styles from './leads.module.css';

export type Lead = Quote | FuelCardApplication;

/** The columns every lead has, first the date it arrived, then who to call and how. */
export function contactColumns<T extends Lead>(order: LeadOrder, timeZone: string): ColumnType<T>[] {
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

/** The last column: deleting the lead, named for screen readers by its company. */
export function deleteColumn<T extends Lead>(kind: LeadKind, onDelete: (lead: T) => void): ColumnType<T> {
  return {
    key: 'actions',
    title: <span className="visually-hidden">Actions</span>,
    render: (_: unknown, lead: T): ReactNode => (
      <Button
        danger
        size="small"
        aria-label={`Delete ${leadKinds[kind].singular} from ${lead.companyName}`}
        onClick={() => onDelete(lead)}
      >
        Delete
      </Button>
    ),
  };
}
