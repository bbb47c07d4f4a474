import { ApiProperty } from '@nestjs/swagger';
import {
  staffRoles,
  type AdminLoginResponse,
  type AuthMeResponse,
  type LoggedOutResponse,
  type StaffRole,
} from '@trucking-finance/contracts';

export class AdminLoginResponseDto implements AdminLoginResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ description: 'Send as `Authorization: Bearer <token>`.' })
  token: string;

  @ApiProperty({ format: 'date-time', description: 'When the token stops being accepted (24 hours).' })
  expiresAt: string;
}

class AdminUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  username: string;

  @ApiProperty({ enum: ['admin'] })
  role: 'admin';

  @ApiProperty({ enum: staffRoles, description: 'owner: everything; agent: works leads only.' })
  staffRole: StaffRole;

  @ApiProperty()
  displayName: string;
}

export class AuthMeResponseDto implements AuthMeResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ type: AdminUserDto })
  user: AdminUserDto;
}

export class LoggedOutResponseDto implements LoggedOutResponse {
  @ApiProperty({ enum: [true] })
  success: true;
}
