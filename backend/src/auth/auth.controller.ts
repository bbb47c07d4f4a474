import { Body, Controller, Get, HttpCode, Ip, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AdminLoginResponse, AuthMeResponse } from '@trucking-finance/contracts';
import { Public } from './access.decorators';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import type { Principal } from './principal';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Admin login: a 24-hour token. 401 on wrong credentials; 429 after repeated failures.',
  })
  login(@Body() credentials: LoginDto, @Ip() address: string): Promise<AdminLoginResponse> {
    return this.auth.login(credentials, address);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The admin the token belongs to.' })
  me(@Req() req: Request): AuthMeResponse {
    const { id, username } = req.user as Principal;
    return { success: true, user: { id, username, role: 'admin' } };
  }
}
