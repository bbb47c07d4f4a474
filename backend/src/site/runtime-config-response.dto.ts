import { ApiProperty } from '@nestjs/swagger';
import type { RuntimeConfig } from '@trucking-finance/contracts';

export class RuntimeConfigDto implements RuntimeConfig {
  @ApiProperty({ example: 'https://clients.example.com/login' })
  clientPortalUrl: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'Null when analytics is off.' })
  gaMeasurementId: string | null;

  @ApiProperty({ example: '(801) 555-0199' })
  providerPhone: string;

  @ApiProperty({ example: 'America/Denver' })
  businessTimeZone: string;

  @ApiProperty({ example: false, description: 'Whether the carrier lookup by DOT number is on.' })
  carrierLookup: boolean;
}
