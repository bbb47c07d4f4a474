import { ApiProperty } from '@nestjs/swagger';
import type { BrandDetails, RuntimeConfig } from '@trucking-finance/contracts';

class OfficeAddressDto {
  @ApiProperty({ example: '2150 South 1300 East, Suite 500' })
  street: string;

  @ApiProperty({ example: 'Salt Lake City' })
  city: string;

  @ApiProperty({ example: 'UT' })
  region: string;

  @ApiProperty({ example: '84106' })
  postalCode: string;
}

class SocialLinkDto {
  @ApiProperty({ example: 'Facebook' })
  network: string;

  @ApiProperty({ example: 'https://www.facebook.com/summitfreightcapital' })
  href: string;
}

class BrandDetailsDto implements BrandDetails {
  @ApiProperty({ example: '(801) 555-0187' })
  textNumber: string;

  @ApiProperty({ example: 'support@summitfreightcapital.com' })
  supportEmail: string;

  @ApiProperty({ example: 'privacy@summitfreightcapital.com' })
  privacyEmail: string;

  @ApiProperty({ example: 'security@summitfreightcapital.com' })
  securityEmail: string;

  @ApiProperty({ example: 'accessibility@summitfreightcapital.com' })
  accessibilityEmail: string;

  @ApiProperty({ type: OfficeAddressDto })
  office: OfficeAddressDto;

  @ApiProperty({ type: [SocialLinkDto] })
  socialLinks: SocialLinkDto[];
}

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
  @ApiProperty({ type: BrandDetailsDto })
  brand: BrandDetailsDto;
}
