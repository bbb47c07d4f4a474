import { MAX_NUMBER_OF_TRUCKS, type FuelCardTier } from '@trucking-finance/contracts';
import { wholeNumber } from './whole-number';
import { leadOptionLabels } from './lead-option-copy';

export interface FieldCopy {
  label: string;
  /** Shown when the field is left blank, or a choice is not one of the options. */
  required: string;
  /** Shown when the value has the wrong form (an email, phone number or truck count). */
  invalid?: string;
  hint?: string;
}

/**
 * Labels, hints and messages of the fields the quote form and the fuel card application ask
 * for. One table, so a field reads the same on both forms. It is copy, yet it sits in lib/: the
 * shared checks (lead-field-message.ts) and the shared inputs (components/form) read it, and
 * neither may reach up into content/. The Spanish site reads lead-field-copy.es.ts.
 */
export const leadFieldCopy = {
  companyName: { label: 'Company Name', required: 'Please enter your company name.' },
  contactName: { label: 'Contact Name', required: 'Please enter the name of the person we should contact.' },
  email: {
    label: 'Email Address',
    required: 'Please enter your email address.',
    invalid: 'Please enter a valid email address, for example name@company.com.',
  },
  phone: {
    label: 'Phone Number',
    required: 'Please enter your phone number.',
    invalid: 'Please enter a phone number with 7 to 15 digits.',
  },
  mcNumber: { label: 'MC Number', required: 'Please enter your MC number.' },
  dotNumber: { label: 'DOT Number', required: 'Please enter your DOT number.' },
  monthlyRevenue: { label: 'Monthly Revenue', required: 'Please select your monthly revenue.' },
  businessType: { label: 'Business Type', required: 'Please select your business type.' },
  yearsInBusiness: {
    label: 'Years in Business',
    required: 'Please select how long you have been in business.',
  },
  numberOfTrucks: {
    label: 'Number of Trucks',
    required: 'Please enter how many trucks you run.',
    invalid: `Please enter a whole number of trucks from 1 to ${wholeNumber(MAX_NUMBER_OF_TRUCKS)}.`,
  },
  servicesInterested: {
    label: 'Services Interested In',
    required: 'Please select the service you are interested in.',
  },
  comments: {
    label: 'Comments',
    required: 'Please tell us a little about your business and what you need.',
    hint: 'Your lanes and freight, how soon your customers pay, or anything else we should know.',
  },
  fuelCardTier: { label: 'Fuel Card Program', required: 'Please select a fuel card program.' },
  monthlyFuelSpend: { label: 'Monthly Fuel Spend', required: 'Please select your monthly fuel spend.' },
  primaryRoutes: {
    label: 'Primary Routes',
    required: 'Please enter the routes you run most.',
    hint: 'For example: I-15 and I-80, Salt Lake City to Denver and Reno.',
  },
  preferredFuelBrands: {
    label: 'Preferred Fuel Brands',
    required: 'Please enter the fuel brands you prefer.',
    hint: "For example: Pilot Flying J, Love's, TA Petro.",
  },
} as const satisfies Record<string, FieldCopy>;

export type LeadField = keyof typeof leadFieldCopy;

export const tooLongMessage = (max: number): string =>
  `Please shorten this to ${wholeNumber(max)} characters or fewer.`;

/** A lead form's agreement box left unticked. */
export const termsMessage = 'Please tick the agreement to send this form.';
/** A field the server refused for a reason the form has no sentence of its own for. */
export const checkMessage = 'Please check what you entered here.';

/** The comment a form starts with when the visitor came from a fuel card program link. */
export const fuelCardInterestStatement = (tier: FuelCardTier): string =>
  `I'm interested in the ${leadOptionLabels.fuelCardTier[tier]} fuel card program.`;

/** Under a lead form's button: a draft stays in this tab's session storage (components/form/use-session-draft.ts). */
export const draftNotice = 'Your answers are kept on this device until you send them.';
