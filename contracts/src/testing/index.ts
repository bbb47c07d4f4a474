/*
 * Valid test data for every workspace: payloads a visitor or admin sends, records as the API
 * returns them. Test code only: `@trucking-finance/contracts/testing`, which the package's main
 * entry does not export and the build leaves out.
 */
export * from './lead-samples';
export * from './leads';
export * from './team';
