import type { TableColumnsType } from 'antd';
import {
  fuelCardTierLabels,
  monthlyFuelSpendLabels,
  type FuelCardApplicationLead,
  type LeadOrder,
} from '@trucking-finance/contracts';
import {
  actionsColumn,
  businessColumns,
  contactColumns,
  optionColumn,
  workColumns,
  type LeadRowActions,
} from './lead-columns';

export function fuelCardApplicationColumns(
  order: LeadOrder,
  actions: LeadRowActions<FuelCardApplicationLead>,
  timeZone: string,
): TableColumnsType<FuelCardApplicationLead> {
  return [
    ...contactColumns<FuelCardApplicationLead>(order, timeZone),
    ...workColumns<FuelCardApplicationLead>('fuelCardApplication', actions),
    optionColumn<FuelCardApplicationLead>('fuelCardTier', 'Program', fuelCardTierLabels),
    optionColumn<FuelCardApplicationLead>('monthlyFuelSpend', 'Monthly Fuel Spend', monthlyFuelSpendLabels),
    ...businessColumns<FuelCardApplicationLead>(),
    actionsColumn<FuelCardApplicationLead>('fuelCardApplication', actions),
  ];
}
