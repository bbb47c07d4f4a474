import { ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsOptional } from 'class-validator';
import {
  businessTypes,
  fuelCardTiers,
  monthlyFuelSpends,
  yearsInBusinessOptions,
  type BusinessType,
  type FuelCardTier,
  type MonthlyFuelSpend,
  type YearsInBusiness,
} from '@trucking-finance/contracts';
import {
  OptionalText,
  RequiredEmail,
  RequiredOption,
  RequiredPhone,
  RequiredText,
  TruckCount,
} from '../../common/field-validators';

/** The fuel card application (spec §3, §5). `comments` is optional; the truck count is kept as text. */
export class CreateFuelCardApplicationDto {
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

  @RequiredOption(fuelCardTiers)
  fuelCardTier: FuelCardTier;

  @RequiredOption(monthlyFuelSpends, '5k-10k')
  monthlyFuelSpend: MonthlyFuelSpend;

  @RequiredOption(businessTypes, 'small-fleet')
  businessType: BusinessType;

  @RequiredOption(yearsInBusinessOptions, '3-5')
  yearsInBusiness: YearsInBusiness;

  @TruckCount({ as: 'text' })
  numberOfTrucks: string;

  @RequiredText({ long: true, example: 'I-15 and I-80 corridors, Salt Lake City to Denver and Reno' })
  primaryRoutes: string;

  @RequiredText({ long: true, example: "Pilot Flying J, Love's" })
  preferredFuelBrands: string;

  @OptionalText({ long: true, example: 'We would like cards for six drivers.' })
  comments?: string;

  @ApiPropertyOptional({
    enum: [true],
    description: 'Sent by the form; must be true when present; not stored.',
  })
  @IsOptional()
  @Equals(true, { message: 'agreeToTerms must be true: please accept the terms to apply' })
  agreeToTerms?: boolean;
}
