export {
  readRateConfirmation,
  type RateConfirmationFields,
  type ReadRateConfirmation,
} from './read-rate-confirmation';
