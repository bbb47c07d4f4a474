import { Body, Controller, Get, HttpCode, Ip, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AdminLoginResponse, AuthMeResponse, LoggedOutResponse } from '@trucking-finance/contracts';
import { Audited } from '../audit/audited.decorator';
import { ApiErrors } from '../common/api-error-body.dto';
import { Public } from './access.decorators';
import { clearAdminSessionCookie, setAdminSessionCookie } from './admin-session-cookie';
import { AuthService } from './auth.service';
import { AdminLoginResponseDto, AuthMeResponseDto, LoggedOutResponseDto } from './dto/auth-response.dto';
import { LoginDto } from './dto/login.dto';
import type { Principal } from './principal';
import { TokenRevocations } from './token-revocations';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly revocations: TokenRevocations,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Admin login: a 24-hour token, and the same token in an HttpOnly cookie for the admin pages (Path=/admin). 401 on wrong credentials; 429 after repeated failures (per address or username); 503 when sign-in is at capacity.',
  })
  @ApiOkResponse({ type: AdminLoginResponseDto })
  @ApiErrors(400, 401, 429, 503)
  async login(
    @Body() credentials: LoginDto,
    @Ip() address: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminLoginResponse> {
    const answer = await this.auth.login(credentials, address);
    setAdminSessionCookie(req, res, answer.token, answer.expiresAt);
    return answer;
  }

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @Audited<LoggedOutResponse>({
    action: 'auth.logout',
    target: 'session',
    targetId: ({ principal }) => principal.token.id,
  })
  @ApiOperation({
    summary:
      "Ends this token on the server at once (the same token gets 401 from then on) and removes the admin pages' cookie.",
  })
  @ApiOkResponse({ type: LoggedOutResponseDto })
  @ApiErrors(401, 403)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LoggedOutResponse> {
    await this.revocations.revoke(req.user as Principal);
    clearAdminSessionCookie(req, res);
    return { success: true };
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The admin the token belongs to.' })
  @ApiOkResponse({ type: AuthMeResponseDto })
  @ApiErrors(401, 403)
  me(@Req() req: Request): AuthMeResponse {
    const { id, username, staffRole, displayName } = req.user as Principal;
    return {
      success: true,
      user: {
        id,
        username,
        role: 'admin',
        staffRole: staffRole ?? 'agent',
        displayName: displayName ?? username,
      },
    };
  }
}
