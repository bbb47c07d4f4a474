import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  fuelCardTiers,
  monthlyFuelSpends,
  type FuelCardApplicationPayload,
  type FuelCardTier,
  type MonthlyFuelSpend,
} from '@trucking-finance/contracts';
import {
  AcceptedTerms,
  OptionalText,
  RequiredOption,
  RequiredText,
  TruckCount,
} from '../../common/field-validators';
import { LeadContactDto } from '../../leads/dto/lead-contact.dto';

/** The fuel card application (docs/product.md#fuel-card-form). `comments` is optional; the truck count is kept as text. */
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
  @AcceptedTerms({ refused: 'fuel_card_terms_refused' })
  agreeToTerms?: boolean;
}
