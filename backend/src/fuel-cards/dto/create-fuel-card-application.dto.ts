import { ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsOptional } from 'class-validator';
import {
  fuelCardTiers,
  monthlyFuelSpends,
  type FuelCardApplicationPayload,
  type FuelCardTier,
  type MonthlyFuelSpend,
} from '@trucking-finance/contracts';
import { OptionalText, RequiredOption, RequiredText, TruckCount } from '../../common/field-validators';
import { LeadContactDto } from '../../leads/dto/lead-contact.dto';

/** The fuel card application (spec §3, §5). `comments` is optional; the truck count is kept as text. */
export class CreateFuelCardApplicationDto extends LeadContactDto implements FuelCardApplicationPayload {
  @RequiredOption(fuelCardTiers)
  fuelCardTier: FuelCardTier;

  @RequiredOption(monthlyFuelSpends, '5k-10k')
  monthlyFuelSpend: MonthlyFuelSpend;

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
