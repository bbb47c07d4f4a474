import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsDefined } from 'class-validator';
import {
  businessTypes,
  monthlyRevenues,
  servicesInterested,
  yearsInBusinessOptions,
  type BusinessType,
  type MonthlyRevenue,
  type ServiceInterested,
  type YearsInBusiness,
} from '@trucking-finance/contracts';
import {
  RequiredEmail,
  RequiredOption,
  RequiredPhone,
  RequiredText,
  TruckCount,
} from '../../common/field-validators';

/** The get-quote form (spec §3, §5): every field required, and the terms accepted. */
export class CreateQuoteDto {
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

  @RequiredOption(monthlyRevenues, '50k-100k')
  monthlyRevenue: MonthlyRevenue;

  @RequiredOption(businessTypes, 'small-fleet')
  businessType: BusinessType;

  @RequiredOption(yearsInBusinessOptions, '3-5')
  yearsInBusiness: YearsInBusiness;

  @TruckCount({ as: 'number' })
  numberOfTrucks: number;

  @RequiredOption(servicesInterested, 'factoring')
  servicesInterested: ServiceInterested;

  @RequiredText({ long: true, example: 'Two reefers out of Salt Lake City, mostly 45-day shippers.' })
  comments: string;

  @ApiProperty({
    enum: [true],
    description: 'Consent to be contacted; a quote is not a commitment to factor.',
  })
  @IsDefined({ message: 'agreeToTerms is required: please accept the terms to request a quote' })
  @Equals(true, { message: 'agreeToTerms must be true: please accept the terms to request a quote' })
  agreeToTerms: boolean;
}
