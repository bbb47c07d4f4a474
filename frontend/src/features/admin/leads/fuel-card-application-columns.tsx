import type { TableColumnsType } from 'antd';
import {
  fuelCardTierLabels,
  monthlyFuelSpendLabels,
  type FuelCardApplication,
  type LeadOrder,
} from '@trucking-finance/contracts';
import { businessColumns, contactColumns, deleteColumn, optionColumn } from './lead-columns';

export function fuelCardApplicationColumns(
  order: LeadOrder,
  onDelete: (application: FuelCardApplication) => void,
  timeZone: string,
): TableColumnsType<FuelCardApplication> {
  return [
    ...contactColumns<FuelCardApplication>(order, timeZone),
    optionColumn<FuelCardApplication>('fuelCardTier', 'Program', fuelCardTierLabels),
    optionColumn<FuelCardApplication>('monthlyFuelSpend', 'Monthly Fuel Spend', monthlyFuelSpendLabels),
    ...businessColumns<FuelCardApplication>(),
    deleteColumn<FuelCardApplication>('fuelCardApplication', onDelete),
  ];
}
