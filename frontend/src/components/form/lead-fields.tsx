import {
  businessTypeLabels,
  businessTypes,
  yearsInBusinessLabels,
  yearsInBusinessOptions,
} from '@trucking-finance/contracts';
import { leadFieldCopy as fields } from '@/content/lead-fields';
import { optionsOf, SelectField, TextField, type FieldBinding } from './inputs';

const businessTypeOptions = optionsOf(businessTypes, businessTypeLabels);
const yearsOptions = optionsOf(yearsInBusinessOptions, yearsInBusinessLabels);

type ContactField = 'companyName' | 'contactName' | 'email' | 'phone' | 'mcNumber' | 'dotNumber';
type BusinessField = 'businessType' | 'yearsInBusiness' | 'numberOfTrucks';

interface LeadFieldsProps<F extends string> {
  /** The form's binding of each field (`form.bind`). */
  bind: (name: F) => FieldBinding<string>;
}

/** Company, contact, email, phone, MC and DOT: the first six fields of both lead forms. */
export function LeadContactFields({ bind }: LeadFieldsProps<ContactField>) {
  return (
    <>
      <TextField
        {...bind('companyName')}
        label={fields.companyName.label}
        required
        autoComplete="organization"
      />
      <TextField {...bind('contactName')} label={fields.contactName.label} required autoComplete="name" />
      <TextField {...bind('email')} label={fields.email.label} required type="email" autoComplete="email" />
      <TextField {...bind('phone')} label={fields.phone.label} required type="tel" autoComplete="tel" />
      <TextField {...bind('mcNumber')} label={fields.mcNumber.label} required autoComplete="off" />
      <TextField {...bind('dotNumber')} label={fields.dotNumber.label} required autoComplete="off" />
    </>
  );
}

/** Business type, years in business and truck count, asked the same way on both lead forms. */
export function LeadBusinessFields({ bind }: LeadFieldsProps<BusinessField>) {
  return (
    <>
      <SelectField
        {...bind('businessType')}
        label={fields.businessType.label}
        required
        options={businessTypeOptions}
      />
      <SelectField
        {...bind('yearsInBusiness')}
        label={fields.yearsInBusiness.label}
        required
        options={yearsOptions}
      />
      <TextField
        {...bind('numberOfTrucks')}
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
