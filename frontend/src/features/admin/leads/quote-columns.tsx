import type { TableColumnsType } from 'antd';
import {
  monthlyRevenueLabels,
  serviceLabels,
  type LeadOrder,
  type QuoteLead,
} from '@trucking-finance/contracts';
import {
  actionsColumn,
  arrivalColumns,
  businessColumns,
  contactColumns,
  optionColumn,
  sourceColumn,
  workColumns,
  type LeadRowActions,
} from './lead-columns';

export function quoteColumns(
  order: LeadOrder,
  actions: LeadRowActions<QuoteLead>,
  timeZone: string,
): TableColumnsType<QuoteLead> {
  return [
    ...arrivalColumns<QuoteLead>(order, timeZone),
    ...workColumns<QuoteLead>('quote', actions),
    ...contactColumns<QuoteLead>(),
    sourceColumn<QuoteLead>(),
    optionColumn<QuoteLead>('servicesInterested', 'Service', serviceLabels),
    optionColumn<QuoteLead>('monthlyRevenue', 'Monthly Revenue', monthlyRevenueLabels),
    ...businessColumns<QuoteLead>(),
    actionsColumn<QuoteLead>('quote', actions),
  ];
}
