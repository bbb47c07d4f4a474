import { ApiProperty } from '@nestjs/swagger';
import type { Quote, QuoteCreatedResponse, QuoteListResponse } from '@trucking-finance/contracts';
import { PageInfoDto } from '../../common/page-response.dto';
import { LeadContactResponseDto } from '../../leads/dto/lead-contact-response.dto';

export class QuoteDto extends LeadContactResponseDto implements Quote {
  @ApiProperty({ example: '50k-100k' })
  monthlyRevenue: string;

  @ApiProperty({ example: 6 })
  numberOfTrucks: number;

  @ApiProperty({ example: 'factoring' })
  servicesInterested: string;

  @ApiProperty()
  comments: string;
}

export class QuoteCreatedResponseDto implements QuoteCreatedResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: QuoteDto })
  quote: QuoteDto;
}

export class QuoteListResponseDto extends PageInfoDto implements QuoteListResponse {
  @ApiProperty({ type: [QuoteDto] })
  quotes: QuoteDto[];
}
