import {
  businessTypes,
  yearsInBusinessOptions,
  type BusinessType,
  type Quote,
  type YearsInBusiness,
} from '@trucking-finance/contracts';
import { RequiredEmail, RequiredOption, RequiredPhone, RequiredText } from '../../common/field-validators';
import { LeadIntakeDto } from './lead-intake.dto';

/** The contact details every kind of lead carries, as the contracts define them. */
export type LeadContactFields = Pick<
  Quote,
  | 'companyName'
  | 'contactName'
  | 'email'
  | 'phone'
  | 'mcNumber'
  | 'dotNumber'
  | 'businessType'
  | 'yearsInBusiness'
>;

/**
 * The fields both lead forms ask for (docs/product.md#lead-forms), all required, plus the optional
 * intake fields (language, source, honeypot). Each form's DTO extends it.
 */
export abstract class LeadContactDto extends LeadIntakeDto implements LeadContactFields {
  @RequiredText({ example: 'Ridgeline Freight LLC' })
  companyName: string;

  @RequiredText({ example: 'Maria Alvarez' })
  contactName: string;

  @RequiredEmail()
  email: string;

  @RequiredPhone()
  phone: string;

  @RequiredText({ example: 'MC-1234567' })
  mcNumber: string;

  @RequiredText({ example: '3456789' })
  dotNumber: string;

  @RequiredOption(businessTypes, 'small-fleet')
  businessType: BusinessType;

  @RequiredOption(yearsInBusinessOptions, '3-5')
  yearsInBusiness: YearsInBusiness;
}
