import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PageInfo } from '@trucking-finance/contracts';

/** What every paged list answers beside its rows. */
export abstract class PageInfoDto implements PageInfo {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  pageSize: number;

  @ApiProperty({ example: 42, description: 'Rows in the whole list, not only this page.' })
  total: number;

  @ApiPropertyOptional({
    enum: [true],
    description: 'Present when a lead search matched more rows than `total`: it was counted up to that many.',
  })
  totalCapped?: true;
}
