import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import type {
  FeeEstimate,
  Quote,
  QuoteCreatedResponse,
  QuoteListResponse,
} from '@trucking-finance/contracts';
import { PageInfoDto } from '../../common/page-response.dto';
import { LeadContactResponseDto } from '../../leads/dto/lead-contact-response.dto';
import { LeadDetailExtrasDto, LeadWorkDto } from '../../leads/dto/lead-work-response.dto';

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

/** The instant estimate: fee per invoice in percent (per 30 days), from the rate tool's formula. */
export class FeeEstimateDto implements FeeEstimate {
  @ApiProperty({ example: 1.6, description: 'Low end of the estimated fee per invoice, percent.' })
  low: number;

  @ApiProperty({ example: 2.2, description: 'High end of the estimated fee per invoice, percent.' })
  high: number;
}

export class QuoteCreatedResponseDto implements QuoteCreatedResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: QuoteDto })
  quote: QuoteDto;

  @ApiProperty({ type: FeeEstimateDto })
  estimate: FeeEstimateDto;
}

/** A quote request as the admin sees it: its fields and the working fields. */
export class QuoteLeadDto extends IntersectionType(QuoteDto, LeadWorkDto) {}

export class QuoteListResponseDto extends PageInfoDto implements QuoteListResponse {
  @ApiProperty({ type: [QuoteLeadDto] })
  quotes: QuoteLeadDto[];
}

export class QuoteDetailDto extends IntersectionType(QuoteLeadDto, LeadDetailExtrasDto) {}

export class QuoteDetailResponseDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: QuoteDetailDto })
  lead: QuoteDetailDto;
}
