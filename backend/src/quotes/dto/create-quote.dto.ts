import { ApiProperty } from '@nestjs/swagger';
import {
  monthlyRevenues,
  servicesInterested,
  type MonthlyRevenue,
  type QuoteRequestPayload,
  type ServiceInterested,
} from '@trucking-finance/contracts';
import { AcceptedTerms, RequiredOption, RequiredText, TruckCount } from '../../common/field-validators';
import { LeadContactDto } from '../../leads/dto/lead-contact.dto';

/** The get-quote form (docs/product.md#quote-form): every field required, and the terms accepted. */
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
  @AcceptedTerms({ missing: 'quote_terms_required', refused: 'quote_terms_refused' })
  agreeToTerms: boolean;
}
