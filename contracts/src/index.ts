export * from './constants';
export * from './factoring';
export * from './messages';
export * from './options';
export * from './payloads';
export * from './rates';
export * from './validation';
