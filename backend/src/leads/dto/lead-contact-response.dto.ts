import { ApiProperty } from '@nestjs/swagger';
import type { LeadContactFields } from './lead-contact.dto';

/** The stored contact details every lead answers with, plus its id and submission time. */
export abstract class LeadContactResponseDto implements LeadContactFields {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Ridgeline Freight LLC' })
  companyName: string;

  @ApiProperty({ example: 'Maria Alvarez' })
  contactName: string;

  @ApiProperty({ example: 'dispatch@ridgeline-freight.com' })
  email: string;

  @ApiProperty({ example: '(801) 555-0142' })
  phone: string;

  @ApiProperty({ example: 'MC-1234567' })
  mcNumber: string;

  @ApiProperty({ example: '3456789' })
  dotNumber: string;

  @ApiProperty({ example: 'small-fleet' })
  businessType: string;

  @ApiProperty({ example: '3-5' })
  yearsInBusiness: string;

  @ApiProperty({ format: 'date-time' })
  submittedAt: string;
}
