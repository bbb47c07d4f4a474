import {
  businessTypes,
  yearsInBusinessOptions,
  type BusinessType,
  type YearsInBusiness,
} from '@trucking-finance/contracts';
import { RequiredEmail, RequiredOption, RequiredPhone, RequiredText } from '../../common/field-validators';

export interface LeadContactFields {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  mcNumber: string;
  dotNumber: string;
  businessType: string;
  yearsInBusiness: string;
}

/** The fields both lead forms ask for (spec §3, §5), all required. Each form's DTO extends it. */
export abstract class LeadContactDto implements LeadContactFields {
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
