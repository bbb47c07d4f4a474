import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { CarrierLookupResponse } from '@trucking-finance/contracts';
import { Public } from '../auth/access.decorators';
import { ApiErrors } from '../common/api-error-body.dto';
import { ApiException } from '../common/api-error';
import { CarriersService } from './carriers.service';
import { CarrierLookupResponseDto } from './dto/carrier-response.dto';

/** A USDOT number: 1 to 8 digits. */
const DOT_NUMBER = /^\d{1,8}$/;

/** The public carrier lookup behind "Find my company" on the lead forms; throttled like them. */
@ApiTags('carriers')
@Public()
@UseGuards(ThrottlerGuard)
@Controller('carriers')
export class CarriersController {
  constructor(private readonly carriers: CarriersService) {}

  @Get(':dotNumber')
  @ApiOperation({
    summary:
      'A carrier by USDOT number, from FMCSA QCMobile (cached 24 h). 404 unknown number or lookup off; 503 when FMCSA is down or slow.',
  })
  @ApiParam({ name: 'dotNumber', example: '1234567', description: '1 to 8 digits.' })
  @ApiOkResponse({ type: CarrierLookupResponseDto })
  @ApiErrors(400, 404, 429, 503)
  async lookup(@Param('dotNumber') dotNumber: string): Promise<CarrierLookupResponse> {
    if (!DOT_NUMBER.test(dotNumber)) {
      throw ApiException.validation([{ field: 'dotNumber', code: 'invalid_format' }]);
    }
    // Leading zeros name the same carrier.
    return { success: true, ...(await this.carriers.lookup(String(Number(dotNumber)))) };
  }
}
