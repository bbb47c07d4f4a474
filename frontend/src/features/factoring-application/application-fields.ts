import { entityTypes, usStates } from '@trucking-finance/contracts';

/**
 * The printable factoring application of docs/product.md#factoring-application: every field, how it
 * is grouped, and the rule that enables the generate button. Its values never leave the browser.
 */

type FieldControl =
  | { control: 'input'; type: 'text' | 'email' | 'tel' | 'url' | 'date' }
  | { control: 'select'; options: readonly string[]; placeholder: string }
  | { control: 'textarea' };

export type ApplicationField<N extends string = ApplicationFieldName> = FieldControl & {
  name: N;
  label: string;
  /** docs/product.md#factoring-application: the generate button waits for every required field. */
  required: boolean;
  autoComplete?: string;
  /** The phone keyboard: the numeric keypad for numbers and money; tel fields get the phone pad. */
  inputMode?: 'numeric' | 'decimal';
  hint?: string;
  /** Spans the whole row of the form grid. */
  wide?: boolean;
};

type Extra = Pick<ApplicationField<string>, 'autoComplete' | 'inputMode' | 'hint' | 'wide'>;

const text = <N extends string>(name: N, label: string, extra: Extra = {}): ApplicationField<N> => ({
  name,
  label,
  control: 'input',
  type: 'text',
  required: false,
  ...extra,
});
const typed = <N extends string>(
  type: 'email' | 'tel' | 'url' | 'date',
  name: N,
  label: string,
  autoComplete?: string,
): ApplicationField<N> => ({ name, label, control: 'input', type, required: false, autoComplete });
const select = <N extends string>(
  name: N,
  label: string,
  options: readonly string[],
  placeholder: string,
  autoComplete?: string,
): ApplicationField<N> => ({
  name,
  label,
  control: 'select',
  options,
  placeholder,
  required: false,
  autoComplete,
});
const longText = <N extends string>(name: N, label: string, hint?: string): ApplicationField<N> => ({
  name,
  label,
  control: 'textarea',
  required: false,
  hint,
  wide: true,
});
/** A field of the required list (docs/product.md#factoring-application): the generate button waits for it. */
const required = <N extends string>(field: ApplicationField<N>): ApplicationField<N> => ({
  ...field,
  required: true,
});

interface Group<N extends string> {
  /** Sub-legend inside a section, e.g. "Reference 1". */
  legend?: string;
  fields: readonly ApplicationField<N>[];
}

interface Section<N extends string> {
  id: string;
  legend: string;
  groups: readonly Group<N>[];
}

/** A section whose fields form one unnamed group. */
const section = <N extends string>(
  id: string,
  legend: string,
  fields: readonly ApplicationField<N>[],
): Section<N> => ({
  id,
  legend,
  groups: [{ fields }],
});

/** Answers for "have you factored before". */
const factorExperienceOptions = ['Yes', 'No'] as const;

/** Every reference field is required (docs/product.md#factoring-application). */
const referenceGroup = <R extends 1 | 2 | 3>(
  number: R,
): Group<`reference${R}${'Name' | 'Company' | 'Phone' | 'Email'}`> => ({
  legend: `Reference ${number}`,
  fields: [
    required(text(`reference${number}Name`, 'Name', { autoComplete: 'off' })),
    required(text(`reference${number}Company`, 'Company', { autoComplete: 'off' })),
    required(typed('tel', `reference${number}Phone`, 'Phone', 'off')),
    required(typed('email', `reference${number}Email`, 'Email', 'off')),
  ],
});

/**
 * The one declaration of the application: its sections and groups, each field with its label,
 * control and whether docs/product.md#factoring-application requires it. The field list, the required list and the blank
 * application are all read from it.
 */
export const applicationSections = [
  section('company', 'Company Information', [
    required(text('companyName', 'Legal Company Name', { autoComplete: 'organization' })),
    required(text('dbaName', 'DBA Name (Doing Business As)')),
    required(text('physicalAddress', 'Physical Address', { autoComplete: 'section-physical address-line1' })),
    required(text('city', 'City', { autoComplete: 'section-physical address-level2' })),
    required(select('state', 'State', usStates, 'Select a state', 'section-physical address-level1')),
    required(text('zip', 'ZIP Code', { autoComplete: 'section-physical postal-code', inputMode: 'numeric' })),
    required(
      text('mailingAddress', 'Mailing Address', {
        hint: 'Street, city, state and ZIP, even if the same as the physical address.',
        wide: true,
      }),
    ),
    required(typed('tel', 'phone', 'Business Phone', 'work tel')),
    typed('tel', 'fax', 'Fax', 'fax tel'),
    required(typed('email', 'email', 'Business Email', 'work email')),
    typed('url', 'website', 'Website', 'url'),
    required(text('federalTaxId', 'Federal Tax ID (EIN)', { autoComplete: 'off' })),
    select('stateOfIncorporation', 'State of Incorporation', usStates, 'Select a state'),
    required(select('businessType', 'Business Type', entityTypes, 'Select a business type')),
    required(typed('date', 'dateEstablished', 'Date Established', 'off')),
    required(text('mcNumber', 'MC Number', { autoComplete: 'off', inputMode: 'numeric' })),
    required(text('dotNumber', 'DOT Number', { autoComplete: 'off', inputMode: 'numeric' })),
  ]),
  section('owner', 'Owner Information', [
    required(text('ownerName', 'Owner Name', { autoComplete: 'section-owner name' })),
    required(text('ownerTitle', 'Owner Title', { autoComplete: 'section-owner organization-title' })),
    required(typed('tel', 'ownerPhone', 'Owner Phone', 'section-owner tel')),
    required(typed('email', 'ownerEmail', 'Owner Email', 'section-owner email')),
  ]),
  section('contact', 'Contact Person', [
    text('contactPerson', 'Contact Name', { autoComplete: 'section-contact name' }),
    text('contactTitle', 'Contact Title', { autoComplete: 'section-contact organization-title' }),
    typed('tel', 'contactPhone', 'Contact Phone', 'section-contact tel'),
    typed('email', 'contactEmail', 'Contact Email', 'section-contact email'),
  ]),
  section('financial', 'Financial Information', [
    required(text('monthlyRevenue', 'Monthly Revenue ($)', { inputMode: 'decimal' })),
    required(text('averageInvoiceAmount', 'Average Invoice Amount ($)', { inputMode: 'decimal' })),
    text('paymentTerms', 'Payment Terms', { hint: 'How your customers usually pay, such as Net 30.' }),
    required(text('bankName', 'Bank Name', { autoComplete: 'off' })),
    required(typed('tel', 'bankPhone', 'Bank Phone', 'off')),
    required(text('accountNumber', 'Account Number', { autoComplete: 'off', inputMode: 'numeric' })),
    required(text('routingNumber', 'Routing Number', { autoComplete: 'off', inputMode: 'numeric' })),
  ]),
  section('customers', 'Customer Information', [
    text('customerCount', 'Number of Customers', { inputMode: 'numeric' }),
    text('creditTerms', 'Credit Terms You Offer', { hint: 'For example Net 30 or Net 45.' }),
    longText('topCustomers', 'Top Customers', 'The brokers and shippers you bill most, one per line.'),
  ]),
  section('factoring-history', 'Factoring History', [
    select('factorExperience', 'Have You Factored Before?', factorExperienceOptions, 'Select an answer'),
    text('currentFactor', 'Current Factoring Company', { autoComplete: 'off' }),
    longText('reasonForChange', 'Reason for Change', 'If you factor today, why you are looking to switch.'),
  ]),
  {
    id: 'references',
    legend: 'Trade References',
    groups: [referenceGroup(1), referenceGroup(2), referenceGroup(3)],
  },
  section('additional', 'Additional Information', [
    longText('additionalInfo', 'Additional Information', 'Anything else we should know about your business.'),
  ]),
];

type DeclaredField = (typeof applicationSections)[number]['groups'][number]['fields'][number];
export type ApplicationFieldName = DeclaredField['name'];
export type ApplicationValues = Record<ApplicationFieldName, string>;
export type ApplicationGroup = Group<ApplicationFieldName>;
export type ApplicationSection = Section<ApplicationFieldName>;

/** Every field in the order the form and the printed page show it. */
export const applicationFields: readonly ApplicationField[] = applicationSections.flatMap(
  ({ groups }: ApplicationSection) => groups.flatMap((group) => group.fields),
);

export const applicationFieldNames: readonly ApplicationFieldName[] = applicationFields.map(
  (field) => field.name,
);

/** docs/product.md#factoring-application: the generate button waits for every one of these. */
export const requiredApplicationFields: readonly ApplicationFieldName[] = applicationFields
  .filter((field) => field.required)
  .map((field) => field.name);

const isBlank = (value: string | undefined): boolean => (value ?? '').trim() === '';

/** How many required fields are still blank (whitespace counts as blank); generate works only at 0 (docs/product.md#factoring-application). */
export const remainingRequiredCount = (values: Partial<ApplicationValues>): number =>
  requiredApplicationFields.filter((name) => isBlank(values[name])).length;

export const emptyApplication = Object.fromEntries(
  applicationFieldNames.map((name) => [name, '']),
) as ApplicationValues;

/** docs/product.md#factoring-application: what the visitor is told when the printable page cannot be made. */
export const applicationAlerts = {
  popupBlocked: 'Please allow popups to download the application',
  generationFailed: 'There was an error generating the application. Please try again.',
} as const;
