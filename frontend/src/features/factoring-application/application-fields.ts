import { usStates } from '@trucking-finance/contracts';
import {
  applicationChoices as choices,
  applicationFieldCopy as copy,
  applicationSectionLegends as legends,
  referenceCopy,
} from './factoring-application-copy';

/**
 * The printable factoring application of docs/product.md#factoring-application: every field, how it
 * is grouped, and the rule that enables the generate button. Its values never leave the browser.
 * Its words are in factoring-application-copy.ts.
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

/** Every reference field is required (docs/product.md#factoring-application). */
const referenceGroup = <R extends 1 | 2 | 3>(
  number: R,
): Group<`reference${R}${'Name' | 'Company' | 'Phone' | 'Email'}`> => ({
  legend: referenceCopy.legend(number),
  fields: [
    required(text(`reference${number}Name`, referenceCopy.personName, { autoComplete: 'off' })),
    required(text(`reference${number}Company`, referenceCopy.company, { autoComplete: 'off' })),
    required(typed('tel', `reference${number}Phone`, referenceCopy.phone, 'off')),
    required(typed('email', `reference${number}Email`, referenceCopy.email, 'off')),
  ],
});

/**
 * The one declaration of the application: its sections and groups, each field with its label,
 * control and whether docs/product.md#factoring-application requires it. The field list, the required list and the blank
 * application are all read from it.
 */
export const applicationSections = [
  section('company', legends.company, [
    required(text('companyName', copy.companyName.label, { autoComplete: 'organization' })),
    required(text('dbaName', copy.dbaName.label)),
    required(
      text('physicalAddress', copy.physicalAddress.label, {
        autoComplete: 'section-physical address-line1',
      }),
    ),
    required(text('city', copy.city.label, { autoComplete: 'section-physical address-level2' })),
    required(
      select(
        'state',
        copy.state.label,
        usStates,
        choices.statePlaceholder,
        'section-physical address-level1',
      ),
    ),
    required(
      text('zip', copy.zip.label, { autoComplete: 'section-physical postal-code', inputMode: 'numeric' }),
    ),
    required(
      text('mailingAddress', copy.mailingAddress.label, { hint: copy.mailingAddress.hint, wide: true }),
    ),
    required(typed('tel', 'phone', copy.phone.label, 'work tel')),
    typed('tel', 'fax', copy.fax.label, 'fax tel'),
    required(typed('email', 'email', copy.email.label, 'work email')),
    typed('url', 'website', copy.website.label, 'url'),
    required(text('federalTaxId', copy.federalTaxId.label, { autoComplete: 'off' })),
    select('stateOfIncorporation', copy.stateOfIncorporation.label, usStates, choices.statePlaceholder),
    required(
      select('businessType', copy.businessType.label, choices.businessTypes, choices.businessTypePlaceholder),
    ),
    required(typed('date', 'dateEstablished', copy.dateEstablished.label, 'off')),
    required(text('mcNumber', copy.mcNumber.label, { autoComplete: 'off', inputMode: 'numeric' })),
    required(text('dotNumber', copy.dotNumber.label, { autoComplete: 'off', inputMode: 'numeric' })),
  ]),
  section('owner', legends.owner, [
    required(text('ownerName', copy.ownerName.label, { autoComplete: 'section-owner name' })),
    required(text('ownerTitle', copy.ownerTitle.label, { autoComplete: 'section-owner organization-title' })),
    required(typed('tel', 'ownerPhone', copy.ownerPhone.label, 'section-owner tel')),
    required(typed('email', 'ownerEmail', copy.ownerEmail.label, 'section-owner email')),
  ]),
  section('contact', legends.contact, [
    text('contactPerson', copy.contactPerson.label, { autoComplete: 'section-contact name' }),
    text('contactTitle', copy.contactTitle.label, { autoComplete: 'section-contact organization-title' }),
    typed('tel', 'contactPhone', copy.contactPhone.label, 'section-contact tel'),
    typed('email', 'contactEmail', copy.contactEmail.label, 'section-contact email'),
  ]),
  section('financial', legends.financial, [
    required(text('monthlyRevenue', copy.monthlyRevenue.label, { inputMode: 'decimal' })),
    required(text('averageInvoiceAmount', copy.averageInvoiceAmount.label, { inputMode: 'decimal' })),
    text('paymentTerms', copy.paymentTerms.label, { hint: copy.paymentTerms.hint }),
    required(text('bankName', copy.bankName.label, { autoComplete: 'off' })),
    required(typed('tel', 'bankPhone', copy.bankPhone.label, 'off')),
    required(text('accountNumber', copy.accountNumber.label, { autoComplete: 'off', inputMode: 'numeric' })),
    required(text('routingNumber', copy.routingNumber.label, { autoComplete: 'off', inputMode: 'numeric' })),
  ]),
  section('customers', legends.customers, [
    text('customerCount', copy.customerCount.label, { inputMode: 'numeric' }),
    text('creditTerms', copy.creditTerms.label, { hint: copy.creditTerms.hint }),
    longText('topCustomers', copy.topCustomers.label, copy.topCustomers.hint),
  ]),
  section('factoring-history', legends.factoringHistory, [
    select(
      'factorExperience',
      copy.factorExperience.label,
      choices.factorExperience,
      choices.answerPlaceholder,
    ),
    text('currentFactor', copy.currentFactor.label, { autoComplete: 'off' }),
    longText('reasonForChange', copy.reasonForChange.label, copy.reasonForChange.hint),
  ]),
  {
    id: 'references',
    legend: legends.references,
    groups: [referenceGroup(1), referenceGroup(2), referenceGroup(3)],
  },
  section('additional', legends.additional, [
    longText('additionalInfo', copy.additionalInfo.label, copy.additionalInfo.hint),
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
