import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsDefined } from 'class-validator';
import {
  monthlyRevenues,
  servicesInterested,
  type MonthlyRevenue,
  type QuoteRequestPayload,
  type ServiceInterested,
} from '@trucking-finance/contracts';
import { RequiredOption, RequiredText, TruckCount } from '../../common/field-validators';
import { LeadContactDto } from '../../leads/dto/lead-contact.dto';

/** The get-quote form (spec §3, §5): every field required, and the terms accepted. */
export class CreateQuoteDto extends LeadContactDto implements QuoteRequestPayload {
  @RequiredOption(monthlyRevenues, '50k-100k')
  monthlyRevenue: MonthlyRevenue;

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
