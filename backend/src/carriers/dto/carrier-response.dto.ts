import { ApiProperty } from '@nestjs/swagger';
import type { CarrierLookupResponse } from '@trucking-finance/contracts';

export class CarrierLookupResponseDto implements CarrierLookupResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ example: 'RIDGELINE FREIGHT LLC' })
  legalName: string;

  @ApiProperty({ type: String, nullable: true, example: 'RIDGELINE' })
  dbaName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'MC-123456' })
  mcNumber: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'SALT LAKE CITY' })
  city: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'UT' })
  state: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 6,
    description: 'Power units (trucks) FMCSA has on file.',
  })
  powerUnits: number | null;

  @ApiProperty({ example: true })
  allowedToOperate: boolean;
}
