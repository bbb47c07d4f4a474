import type { TableColumnsType } from 'antd';
import { monthlyRevenueLabels, serviceLabels, type LeadOrder, type Quote } from '@trucking-finance/contracts';
import { businessColumns, contactColumns, deleteColumn, optionColumn } from './lead-columns';

export function quoteColumns(
  order: LeadOrder,
  onDelete: (quote: Quote) => void,
  timeZone: string,
): TableColumnsType<Quote> {
  return [
    ...contactColumns<Quote>(order, timeZone),
    optionColumn<Quote>('servicesInterested', 'Service', serviceLabels),
    optionColumn<Quote>('monthlyRevenue', 'Monthly Revenue', monthlyRevenueLabels),
    ...businessColumns<Quote>(),
    deleteColumn<Quote>('quote', onDelete),
  ];
}
