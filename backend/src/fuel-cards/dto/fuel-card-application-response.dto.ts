import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import type {
  FuelCardApplication,
  FuelCardApplicationCreatedResponse,
  FuelCardApplicationListResponse,
} from '@trucking-finance/contracts';
import { PageInfoDto } from '../../common/page-response.dto';
import { LeadContactResponseDto } from '../../leads/dto/lead-contact-response.dto';
import { LeadDetailExtrasDto, LeadWorkDto } from '../../leads/dto/lead-work-response.dto';

export class FuelCardApplicationDto extends LeadContactResponseDto implements FuelCardApplication {
  @ApiProperty({ example: 'fleet' })
  fuelCardTier: string;

  @ApiProperty({ example: '5k-10k' })
  monthlyFuelSpend: string;

  @ApiProperty({ example: '6', description: 'As the applicant entered it.' })
  numberOfTrucks: string;

  @ApiProperty()
  primaryRoutes: string;

  @ApiProperty()
  preferredFuelBrands: string;

  @ApiProperty({ type: 'string', nullable: true })
  comments: string | null;
}

export class FuelCardApplicationCreatedResponseDto implements FuelCardApplicationCreatedResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: FuelCardApplicationDto })
  application: FuelCardApplicationDto;
}

/** An application as the admin sees it: its fields and the working fields. */
export class FuelCardApplicationLeadDto extends IntersectionType(FuelCardApplicationDto, LeadWorkDto) {}

export class FuelCardApplicationListResponseDto
  extends PageInfoDto
  implements FuelCardApplicationListResponse
{
  @ApiProperty({ type: [FuelCardApplicationLeadDto] })
  applications: FuelCardApplicationLeadDto[];
}

export class FuelCardApplicationDetailDto extends IntersectionType(
  FuelCardApplicationLeadDto,
  LeadDetailExtrasDto,
) {}

export class FuelCardApplicationDetailResponseDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: FuelCardApplicationDetailDto })
  lead: FuelCardApplicationDetailDto;
}
