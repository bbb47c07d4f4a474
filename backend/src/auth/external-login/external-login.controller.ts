import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { ExternalLoginResponse } from '@trucking-finance/contracts';
import { ApiErrors } from '../../common/api-error-body.dto';
import { Public } from '../access.decorators';
import { ExternalLoginResponseDto } from './external-login-response.dto';
import { ExternalLoginDto } from './external-login.dto';
import { ExternalLoginService } from './external-login.service';

@ApiTags('auth')
@Public()
@UseGuards(ThrottlerGuard)
@Controller('auth')
export class ExternalLoginController {
  constructor(private readonly externalLogin: ExternalLoginService) {}

  @Post('external-redirect')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Client login through an external system on the allow-list (EXTERNAL_LOGIN_ALLOWED_HOSTS). 401 when it refuses, 502 when it fails, 504 on timeout.',
  })
  @ApiOkResponse({ type: ExternalLoginResponseDto })
  @ApiErrors(400, 401, 429, 502, 504)
  login(@Body() request: ExternalLoginDto): Promise<ExternalLoginResponse> {
    return this.externalLogin.login(request);
  }
}
