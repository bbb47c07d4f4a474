export * from './calendar-date';
export * from './format';
export * from './formulas';
export * from './ledger';
export * from './rounding';
export * from './terms';
