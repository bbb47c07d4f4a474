import { ApiProperty } from '@nestjs/swagger';
import type { DeletedResponse } from '@trucking-finance/contracts';

export class DeletedResponseDto implements DeletedResponse {
  @ApiProperty({ enum: [true] })
  success: true;
}
