import { entityTypes, usStates } from '@trucking-finance/contracts';

/**
 * The printable factoring application of spec §3: every field, how it is grouped, and the rule of
 * spec §5 that enables the generate button. Its values never leave the browser.
 */

const referenceFieldNames = [
  'reference1Name',
  'reference1Company',
  'reference1Phone',
  'reference1Email',
  'reference2Name',
  'reference2Company',
  'reference2Phone',
  'reference2Email',
  'reference3Name',
  'reference3Company',
  'reference3Phone',
  'reference3Email',
] as const;

export const applicationFieldNames = [
  'companyName',
  'dbaName',
  'physicalAddress',
  'city',
  'state',
  'zip',
  'mailingAddress',
  'phone',
  'fax',
  'email',
  'website',
  'federalTaxId',
  'stateOfIncorporation',
  'businessType',
  'dateEstablished',
  'mcNumber',
  'dotNumber',
  'ownerName',
  'ownerTitle',
  'ownerPhone',
  'ownerEmail',
  'contactPerson',
  'contactTitle',
  'contactPhone',
  'contactEmail',
  'monthlyRevenue',
  'averageInvoiceAmount',
  'paymentTerms',
  'bankName',
  'bankPhone',
  'accountNumber',
  'routingNumber',
  'customerCount',
  'topCustomers',
  'creditTerms',
  'factorExperience',
  'currentFactor',
  'reasonForChange',
  'additionalInfo',
  ...referenceFieldNames,
] as const;

export type ApplicationFieldName = (typeof applicationFieldNames)[number];
export type ApplicationValues = Record<ApplicationFieldName, string>;

/** Spec §5: the generate button waits for every one of these. */
export const requiredApplicationFields = [
  'companyName',
  'dbaName',
  'physicalAddress',
  'city',
  'state',
  'zip',
  'phone',
  'email',
  'mailingAddress',
  'federalTaxId',
  'businessType',
  'mcNumber',
  'dotNumber',
  'dateEstablished',
  'ownerName',
  'ownerTitle',
  'ownerPhone',
  'ownerEmail',
  'monthlyRevenue',
  'averageInvoiceAmount',
  'bankName',
  'bankPhone',
  'accountNumber',
  'routingNumber',
  ...referenceFieldNames,
] as const satisfies readonly ApplicationFieldName[];

const isBlank = (value: string | undefined): boolean => (value ?? '').trim() === '';

const isRequired = (name: ApplicationFieldName): boolean =>
  (requiredApplicationFields as readonly ApplicationFieldName[]).includes(name);

/** How many required fields are still blank (whitespace counts as blank); spec §5 generates only at 0. */
export const remainingRequiredCount = (values: Partial<ApplicationValues>): number =>
  requiredApplicationFields.filter((name) => isBlank(values[name])).length;

export const emptyApplication = Object.fromEntries(
  applicationFieldNames.map((name) => [name, '']),
) as ApplicationValues;

type FieldControl =
  | { control: 'input'; type: 'text' | 'email' | 'tel' | 'url' | 'date' }
  | { control: 'select'; options: readonly string[]; placeholder: string }
  | { control: 'textarea' };

export type ApplicationField = FieldControl & {
  name: ApplicationFieldName;
  label: string;
  required: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal';
  hint?: string;
  /** Spans the whole row of the form grid. */
  wide?: boolean;
};

export interface ApplicationGroup {
  /** Sub-legend inside a section, e.g. "Reference 1". */
  legend?: string;
  fields: readonly ApplicationField[];
}

export interface ApplicationSection {
  id: string;
  legend: string;
  groups: readonly ApplicationGroup[];
}

// Distributes over the control union, so each variant keeps its own keys.
type FieldSpec = ApplicationField extends infer F ? (F extends unknown ? Omit<F, 'required'> : never) : never;
const field = (spec: FieldSpec): ApplicationField =>
  ({ ...spec, required: isRequired(spec.name) }) as ApplicationField;
const text = (name: ApplicationFieldName, label: string, extra: Partial<FieldSpec> = {}) =>
  field({ name, label, control: 'input', type: 'text', ...extra } as FieldSpec);
const typed = (
  type: 'email' | 'tel' | 'url' | 'date',
  name: ApplicationFieldName,
  label: string,
  autoComplete?: string,
) => field({ name, label, control: 'input', type, autoComplete });
const select = (
  name: ApplicationFieldName,
  label: string,
  options: readonly string[],
  placeholder: string,
  autoComplete?: string,
) => field({ name, label, control: 'select', options, placeholder, autoComplete });
const longText = (name: ApplicationFieldName, label: string, hint?: string) =>
  field({ name, label, control: 'textarea', hint, wide: true });

/** Answers for "have you factored before". */
const factorExperienceOptions = ['Yes', 'No'] as const;

const referenceGroup = (number: 1 | 2 | 3): ApplicationGroup => {
  const prefix = `reference${number}` as const;
  return {
    legend: `Reference ${number}`,
    fields: [
      text(`${prefix}Name`, 'Name', { autoComplete: 'off' }),
      text(`${prefix}Company`, 'Company', { autoComplete: 'off' }),
      typed('tel', `${prefix}Phone`, 'Phone', 'off'),
      typed('email', `${prefix}Email`, 'Email', 'off'),
    ],
  };
};

/** A section whose fields form one unnamed group. */
const section = (id: string, legend: string, fields: readonly ApplicationField[]): ApplicationSection => ({
  id,
  legend,
  groups: [{ fields }],
});

export const applicationSections: readonly ApplicationSection[] = [
  section('company', 'Company Information', [
    text('companyName', 'Legal Company Name', { autoComplete: 'organization' }),
    text('dbaName', 'DBA Name (Doing Business As)'),
    text('physicalAddress', 'Physical Address', { autoComplete: 'section-physical address-line1' }),
    text('city', 'City', { autoComplete: 'section-physical address-level2' }),
    select('state', 'State', usStates, 'Select a state', 'section-physical address-level1'),
    text('zip', 'ZIP Code', { autoComplete: 'section-physical postal-code', inputMode: 'numeric' }),
    text('mailingAddress', 'Mailing Address', {
      hint: 'Street, city, state and ZIP, even if the same as the physical address.',
      wide: true,
    }),
    typed('tel', 'phone', 'Business Phone', 'work tel'),
    typed('tel', 'fax', 'Fax', 'fax tel'),
    typed('email', 'email', 'Business Email', 'work email'),
    typed('url', 'website', 'Website', 'url'),
    text('federalTaxId', 'Federal Tax ID (EIN)', { autoComplete: 'off' }),
    select('stateOfIncorporation', 'State of Incorporation', usStates, 'Select a state'),
    select('businessType', 'Business Type', entityTypes, 'Select a business type'),
    typed('date', 'dateEstablished', 'Date Established', 'off'),
    text('mcNumber', 'MC Number', { autoComplete: 'off' }),
    text('dotNumber', 'DOT Number', { autoComplete: 'off', inputMode: 'numeric' }),
  ]),
  section('owner', 'Owner Information', [
    text('ownerName', 'Owner Name', { autoComplete: 'section-owner name' }),
    text('ownerTitle', 'Owner Title', { autoComplete: 'section-owner organization-title' }),
    typed('tel', 'ownerPhone', 'Owner Phone', 'section-owner tel'),
    typed('email', 'ownerEmail', 'Owner Email', 'section-owner email'),
  ]),
  section('contact', 'Contact Person', [
    text('contactPerson', 'Contact Name', { autoComplete: 'section-contact name' }),
    text('contactTitle', 'Contact Title', { autoComplete: 'section-contact organization-title' }),
    typed('tel', 'contactPhone', 'Contact Phone', 'section-contact tel'),
    typed('email', 'contactEmail', 'Contact Email', 'section-contact email'),
  ]),
  section('financial', 'Financial Information', [
    text('monthlyRevenue', 'Monthly Revenue ($)', { inputMode: 'decimal' }),
    text('averageInvoiceAmount', 'Average Invoice Amount ($)', { inputMode: 'decimal' }),
    text('paymentTerms', 'Payment Terms', { hint: 'How your customers usually pay, such as Net 30.' }),
    text('bankName', 'Bank Name', { autoComplete: 'off' }),
    typed('tel', 'bankPhone', 'Bank Phone', 'off'),
    text('accountNumber', 'Account Number', { autoComplete: 'off', inputMode: 'numeric' }),
    text('routingNumber', 'Routing Number', { autoComplete: 'off', inputMode: 'numeric' }),
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

/** Every field in the order the form and the printed page show it. */
export const applicationFields: readonly ApplicationField[] = applicationSections.flatMap(({ groups }) =>
  groups.flatMap((group) => group.fields),
);

/** Spec §8: what the visitor is told when the printable page cannot be made. */
export const applicationAlerts = {
  popupBlocked: 'Please allow popups to download the application',
  generationFailed: 'There was an error generating the application. Please try again.',
} as const;
