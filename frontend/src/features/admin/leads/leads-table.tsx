import type { ReactNode } from 'react';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { LeadOrder } from '@trucking-finance/contracts';
import type { Lead } from './lead-columns';
import { PAGE_SIZE_OPTIONS, type LeadPageState } from './lead-page';
import styles from './leads.module.css';

interface LeadsTableProps<T extends Lead> {
  columns: TableColumnsType<T>;
  rows: T[] | undefined;
  total: number;
  /** The server counted the list only up to `total` (a search matching more): shown as "500+". */
  totalCapped?: boolean;
  state: LeadPageState;
  loading: boolean;
  emptyText: string;
  renderDetails: (lead: T) => ReactNode;
  onChange: (state: LeadPageState) => void;
}

/** A list's count as the admin shows it: "1,234", or "500+" when the server stopped counting there. */
export const countText = (total: number, capped = false): string =>
  `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;

/**
 * A page of leads from the server: the table never holds more than one page, whatever the size
 * of the list. Sorting by date, paging and the page size all go back to the server. The table fits
 * a desktop screen; on a narrower one it scrolls sideways in its own box, and from a laptop's width
 * up a column marked `fixed` stays at its edge meanwhile (on a phone it would take half the box).
 * That width is the stylesheet's to decide, not a script's: the page the server rendered is laid
 * out as it will be once hydrated, so nothing moves under a first click.
 */
export function LeadsTable<T extends Lead>({
  columns,
  rows,
  total,
  totalCapped = false,
  state,
  loading,
  emptyText,
  renderDetails,
  onChange,
}: LeadsTableProps<T>) {
  const change: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const sorted = Array.isArray(sorter) ? sorter[0] : sorter;
    const order: LeadOrder = sorted?.order === 'ascend' ? 'oldest' : 'newest';
    const pageSize = pagination.pageSize ?? state.pageSize;
    // A new order or page size starts again from the first page.
    const restart = order !== state.order || pageSize !== state.pageSize;
    onChange({ order, pageSize, page: restart ? 1 : (pagination.current ?? 1) });
  };

  return (
    <Table<T>
      rowKey="id"
      className={styles.leadsTable}
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={change}
      scroll={{ x: 'max-content' }}
      size="middle"
      locale={{ emptyText: <span className={styles.empty}>{emptyText}</span> }}
      expandable={{ expandedRowRender: renderDetails }}
      pagination={{
        current: state.page,
        pageSize: state.pageSize,
        total,
        pageSizeOptions: PAGE_SIZE_OPTIONS,
        showSizeChanger: true,
        showTotal: (count, [from, to]) => `${from}-${to} of ${countText(count, totalCapped)}`,
      }}
    />
  );
}
