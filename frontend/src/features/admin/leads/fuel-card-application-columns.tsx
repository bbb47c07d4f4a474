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
  businessColumns,
  contactColumns,
  optionColumn,
  sourceColumn,
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
    sourceColumn<FuelCardApplicationLead>(),
    optionColumn<FuelCardApplicationLead>('fuelCardTier', 'Program', fuelCardTierLabels),
    optionColumn<FuelCardApplicationLead>('monthlyFuelSpend', 'Monthly Fuel Spend', monthlyFuelSpendLabels),
    ...businessColumns<FuelCardApplicationLead>(),
    actionsColumn<FuelCardApplicationLead>('fuelCardApplication', actions),
  ];
}
