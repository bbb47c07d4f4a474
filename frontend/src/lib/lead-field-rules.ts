import {
  businessTypes,
  isValidEmail,
  isValidPhone,
  isValidTruckCount,
  maxLengthOf,
  yearsInBusinessOptions,
} from '@trucking-finance/contracts';
import { leadFieldCopy, tooLongMessage, type LeadField } from '@/content/lead-fields';
import { maxLength, oneOf, required, satisfies, type FieldRule } from './field-rules';

/*
 * The checks of the quote form and the fuel card application, built from the same rules the
 * API applies (contracts/validation.ts), so the browser and the server never disagree.
 */

const lengthRule = (field: LeadField): FieldRule =>
  maxLength(maxLengthOf(field), tooLongMessage(maxLengthOf(field)));

/** A required line or paragraph of text. */
export const textRules = (field: LeadField): FieldRule[] => [
  required(leadFieldCopy[field].required),
  lengthRule(field),
];

/** Free text that may stay blank. */
export const optionalTextRules = (field: LeadField): FieldRule[] => [lengthRule(field)];

/** A required choice among the values the API accepts. */
export const choiceRules = (field: LeadField, allowed: readonly string[]): FieldRule[] => [
  required(leadFieldCopy[field].required),
  oneOf(allowed, leadFieldCopy[field].required),
];

/** The fields both forms share, in the order both show them. */
export const leadContactRules = {
  companyName: textRules('companyName'),
  contactName: textRules('contactName'),
  email: [required(leadFieldCopy.email.required), satisfies(isValidEmail, leadFieldCopy.email.invalid)],
  phone: [required(leadFieldCopy.phone.required), satisfies(isValidPhone, leadFieldCopy.phone.invalid)],
  mcNumber: textRules('mcNumber'),
  dotNumber: textRules('dotNumber'),
  businessType: choiceRules('businessType', businessTypes),
  yearsInBusiness: choiceRules('yearsInBusiness', yearsInBusinessOptions),
  numberOfTrucks: [
    required(leadFieldCopy.numberOfTrucks.required),
    satisfies(isValidTruckCount, leadFieldCopy.numberOfTrucks.invalid),
  ],
} satisfies Partial<Record<LeadField, readonly FieldRule[]>>;

/** Each field's label, for messages that name it. */
export const leadFieldLabels = Object.fromEntries(
  Object.entries(leadFieldCopy).map(([field, copy]) => [field, copy.label]),
) as Record<LeadField, string>;
