import { MC_NUMBER_MAX_DIGITS, type BrokerDecision } from '@trucking-finance/contracts';

/** Copy of the broker check (docs/product.md#broker-check). */
export const clientBrokersCopy = {
  heading: 'Check a Broker',
  lede: "Before you take a load, see whether we buy that broker's invoices, whether FMCSA lets them operate, and how fast they usually pay.",
  form: {
    heading: 'Look up a broker',
    label: 'Broker MC number',
    hint: 'Digits only, as on the rate confirmation, for example 123456.',
    required: "Please enter the broker's MC number",
    invalid: `An MC number is 1 to ${MC_NUMBER_MAX_DIGITS} digits, for example 123456.`,
    submit: 'Check Broker',
    checking: 'Checking...',
  },
  result: {
    heading: (mcNumber: string) => `Broker with MC number ${mcNumber}`,
    name: 'Name',
    nameUnknown: 'FMCSA has no name on file for this MC number.',
    decision: 'Do we buy their invoices?',
    decisions: {
      approved: "We buy this broker's invoices.",
      review: "We're checking this broker: submit and we'll confirm before funding.",
      declined: "We can't buy this broker's invoices.",
    } satisfies Record<BrokerDecision, string>,
    authority: 'Allowed to operate',
    authorityYes: 'Yes: FMCSA lets this broker operate.',
    authorityNo: 'No: FMCSA does not let this broker operate right now.',
    authorityUnknown: 'We could not check this with FMCSA.',
    daysToPay: 'Average days to pay',
    days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
    daysUnknown: 'Not enough history yet',
  },
  failures: {
    invalid: 'That MC number was not accepted. Please check it and try again.',
    unavailable:
      'FMCSA is not answering right now, so we could not check this broker. Please try again in a few minutes.',
    rateLimited: 'Too many checks. Please wait a minute and try again.',
    failed: 'We could not check this broker just now. Please try again in a moment.',
  },
} as const;
