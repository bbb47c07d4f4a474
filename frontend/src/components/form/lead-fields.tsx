import {
  businessTypes,
  isValidEmail,
  isValidPhone,
  isValidTruckCount,
  maxLengthOf,
  yearsInBusinessOptions,
  type FieldErrorCode,
} from '@trucking-finance/contracts';
import { leadFieldCopy as fields, type LeadField } from '@/lib/lead-field-copy';
import { leadFieldMessage } from '@/lib/lead-field-message';
import { leadOptionLabels } from '@/lib/lead-option-copy';
import { optionsOf, SelectField, TextField, type FieldRules } from './fields';
import { FindMyCompany } from './find-my-company';

/*
 * What the quote form and the fuel card application share: the fields both ask the same way,
 * their blank values and payload, and the rules every lead field is checked by. The rules are
 * the API's own (contracts/validation.ts), so the form and the server never disagree, and each
 * answers a field error code that lib/lead-field-message words, as it words the server's codes.
 */

type Check = (trimmed: string) => FieldErrorCode | false;

const filled: Check = (value) => !value && 'required';
const within =
  (field: LeadField): Check =>
  (value) =>
    value.length > maxLengthOf(field) && 'too_long';
/** A format check; a blank value is left to `filled`. */
const formatted =
  (isValid: (value: string) => boolean, code: FieldErrorCode): Check =>
  (value) =>
    !!value && !isValid(value) && code;
const among =
  (allowed: readonly string[]): Check =>
  (value) =>
    !!value && !allowed.includes(value) && 'not_one_of';

/** Values are judged trimmed, as the API trims them before its own checks. */
const rule = (field: LeadField, ...checks: Check[]): FieldRules => ({
  validate: (value: string) => {
    const code = checks.map((check) => check(value.trim())).find(Boolean);
    return code ? leadFieldMessage(field, code) : true;
  },
});

/** A required line or paragraph of text. */
export const textRules = (field: LeadField) => rule(field, filled, within(field));
/** Free text that may stay blank. */
export const optionalTextRules = (field: LeadField) => rule(field, within(field));
/** A required choice among the values the API accepts. */
export const choiceRules = (field: LeadField, allowed: readonly string[]) =>
  rule(field, filled, among(allowed));

/** The rules of the fields both forms share. */
export const leadFieldRules = {
  companyName: textRules('companyName'),
  contactName: textRules('contactName'),
  email: rule('email', filled, formatted(isValidEmail, 'invalid_email')),
  phone: rule('phone', filled, formatted(isValidPhone, 'invalid_phone')),
  mcNumber: textRules('mcNumber'),
  dotNumber: textRules('dotNumber'),
  businessType: choiceRules('businessType', businessTypes),
  yearsInBusiness: choiceRules('yearsInBusiness', yearsInBusinessOptions),
  numberOfTrucks: rule('numberOfTrucks', filled, formatted(isValidTruckCount, 'invalid_truck_count')),
};

type SharedField = keyof typeof leadFieldRules;

/** The contact fields both forms start with, blank, in the order both show them (docs/product.md#lead-forms). */
export const emptyLeadContact = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  mcNumber: '',
  dotNumber: '',
};

type LeadContactValues = typeof emptyLeadContact;

/** The contact part of a lead's request body: the typed text, trimmed. */
export const leadContactPayloadOf = (values: LeadContactValues): LeadContactValues => ({
  companyName: values.companyName.trim(),
  contactName: values.contactName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  mcNumber: values.mcNumber.trim(),
  dotNumber: values.dotNumber.trim(),
});

const businessTypeOptions = optionsOf(businessTypes, leadOptionLabels.businessType);
const yearsOptions = optionsOf(yearsInBusinessOptions, leadOptionLabels.yearsInBusiness);

interface LeadFieldsProps {
  /** The form's rules, which include those of the shared fields. */
  rules: Record<SharedField, FieldRules>;
}

/** Company, contact, email, phone, MC and DOT: the first six fields of both lead forms. */
export function LeadContactFields({ rules }: LeadFieldsProps) {
  return (
    <>
      <TextField
        name="companyName"
        rules={rules.companyName}
        label={fields.companyName.label}
        required
        autoComplete="organization"
      />
      <TextField
        name="contactName"
        rules={rules.contactName}
        label={fields.contactName.label}
        required
        autoComplete="name"
      />
      <TextField
        name="email"
        rules={rules.email}
        label={fields.email.label}
        required
        type="email"
        autoComplete="email"
      />
      <TextField
        name="phone"
        rules={rules.phone}
        label={fields.phone.label}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <TextField
        name="mcNumber"
        rules={rules.mcNumber}
        label={fields.mcNumber.label}
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        name="dotNumber"
        rules={rules.dotNumber}
        label={fields.dotNumber.label}
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <FindMyCompany />
    </>
  );
}

/** Business type, years in business and truck count, asked the same way on both lead forms. */
export function LeadBusinessFields({ rules }: LeadFieldsProps) {
  return (
    <>
      <SelectField
        name="businessType"
        rules={rules.businessType}
        label={fields.businessType.label}
        required
        options={businessTypeOptions}
      />
      <SelectField
        name="yearsInBusiness"
        rules={rules.yearsInBusiness}
        label={fields.yearsInBusiness.label}
        required
        options={yearsOptions}
      />
      <TextField
        name="numberOfTrucks"
        rules={rules.numberOfTrucks}
        label={fields.numberOfTrucks.label}
        required
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
      />
    </>
  );
}
