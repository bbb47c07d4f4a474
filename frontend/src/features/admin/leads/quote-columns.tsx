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
  businessColumn,
  contactColumns,
  requestColumn,
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
    requestColumn<QuoteLead>(['servicesInterested', serviceLabels], ['monthlyRevenue', monthlyRevenueLabels]),
    businessColumn<QuoteLead>(),
    actionsColumn<QuoteLead>('quote', actions),
  ];
}
