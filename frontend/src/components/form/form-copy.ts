/*
 * The words the shared form parts say themselves (docs/product.md#lead-forms), apart from what
 * each form passes them. A copy module: the Spanish site reads form-copy.es.ts.
 */

/** The fields' own words (fields.tsx). */
export const fieldCopy = {
  /** The empty first choice of a select. */
  selectPlaceholder: 'Select an option',
  /** The label of a field that may stay blank. */
  optionalLabel: (label: string): string => `${label} (optional)`,
} as const;

/** What the lasting confirmation says around the form's own words (lead-confirmation.tsx). */
export const leadConfirmationCopy = {
  /** The locale of the call's time and day. */
  locale: 'en-US',
  reference: 'Reference ID:',
  nextStepsHeading: 'What happens next',
  questions: 'Questions before then?',
  /** Before the number in the call link. */
  call: 'Call',
  today: 'today',
  /** "on Monday, November 30". */
  onDay: (day: string): string => `on ${day}`,
  /** Office open: "Expect our call by 10:42 AM MST today." */
  callBy: (time: string, when: string): string => `Expect our call by ${time} ${when}.`,
  /** Office closed: the next business morning's day and window. */
  callNextMorning: (day: string, from: string, by: string): string =>
    `Our office is closed now (business hours are Monday-Friday 7 AM-3 PM). Expect our call the next business morning, ${day}, between ${from} and ${by}.`,
} as const;
