import type { TableColumnsType } from 'antd';
import {
  monthlyRevenueLabels,
  serviceLabels,
  type LeadOrder,
  type QuoteLead,
} from '@trucking-finance/contracts';
import {
  actionsColumn,
  businessColumns,
  contactColumns,
  optionColumn,
  workColumns,
  type LeadRowActions,
} from './lead-columns';

export function quoteColumns(
  order: LeadOrder,
  actions: LeadRowActions<QuoteLead>,
  timeZone: string,
): TableColumnsType<QuoteLead> {
  return [
    ...contactColumns<QuoteLead>(order, timeZone),
    ...workColumns<QuoteLead>('quote', actions),
    optionColumn<QuoteLead>('servicesInterested', 'Service', serviceLabels),
    optionColumn<QuoteLead>('monthlyRevenue', 'Monthly Revenue', monthlyRevenueLabels),
    ...businessColumns<QuoteLead>(),
    actionsColumn<QuoteLead>('quote', actions),
  ];
}
