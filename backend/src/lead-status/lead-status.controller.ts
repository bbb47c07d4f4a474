import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { LeadStatusLookupResponse } from '@trucking-finance/contracts';
import { Public } from '../auth/access.decorators';
import { ApiErrors } from '../common/api-error-body.dto';
import { LeadStatusLookupDto, LeadStatusLookupResponseDto } from './dto/lead-status-lookup.dto';
import { LeadStatusService } from './lead-status.service';

/** The public status lookup: an applicant's reference and email, throttled like the forms. */
@ApiTags('lead status')
@Public()
@UseGuards(ThrottlerGuard)
@Controller('lead-status')
export class LeadStatusController {
  constructor(private readonly leads: LeadStatusService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Where is my application? Both the reference and the email must match one lead; 404 says so in one sentence without telling which was wrong.',
  })
  @ApiOkResponse({ type: LeadStatusLookupResponseDto })
  @ApiErrors(400, 404, 413, 415, 429)
  lookup(@Body() request: LeadStatusLookupDto): Promise<LeadStatusLookupResponse> {
    return this.leads.lookup(request.reference, request.email);
  }
}
