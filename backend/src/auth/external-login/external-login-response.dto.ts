import { ApiProperty } from '@nestjs/swagger';
import type { ClientUser, ExternalLoginResponse } from '@trucking-finance/contracts';

export class ClientUserDto implements ClientUser {
  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty()
  username: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  companyName: string;
}

export class ExternalLoginResponseDto implements ExternalLoginResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ description: 'A client token of this site (not an admin token).' })
  token: string;

  @ApiProperty({ type: ClientUserDto })
  user: ClientUserDto;

  @ApiProperty({
    example: '/client-dashboard',
    description: 'A path of this site or a URL on an allow-listed host.',
  })
  redirectUrl: string;
}
