import type { TableColumnsType } from 'antd';
import {
  fuelCardTierLabels,
  monthlyFuelSpendLabels,
  type FuelCardApplicationLead,
  type LeadOrder,
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

export function fuelCardApplicationColumns(
  order: LeadOrder,
  actions: LeadRowActions<FuelCardApplicationLead>,
  timeZone: string,
): TableColumnsType<FuelCardApplicationLead> {
  return [
    ...arrivalColumns<FuelCardApplicationLead>(order, timeZone),
    ...workColumns<FuelCardApplicationLead>('fuelCardApplication', actions),
    ...contactColumns<FuelCardApplicationLead>(),
    requestColumn<FuelCardApplicationLead>(
      ['fuelCardTier', fuelCardTierLabels],
      ['monthlyFuelSpend', monthlyFuelSpendLabels],
    ),
    businessColumn<FuelCardApplicationLead>(),
    actionsColumn<FuelCardApplicationLead>('fuelCardApplication', actions),
  ];
}
