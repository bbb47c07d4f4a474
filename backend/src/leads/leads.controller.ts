import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LeadStatsResponse } from '@trucking-finance/contracts';
import { ApiErrors } from '../common/api-error-body.dto';
import { LeadStatsResponseDto } from './dto/lead-stats-response.dto';
import { LeadStatsService } from './lead-stats.service';

@ApiTags('leads')
@ApiBearerAuth()
@Controller('leads')
export class LeadsController {
  constructor(private readonly leadStats: LeadStatsService) {}

  @Get('stats')
  @ApiOperation({
    summary:
      'Dashboard numbers: total quotes, total fuel card applications, submitted today (BUSINESS_TIMEZONE) and unique companies (distinct emails).',
  })
  @ApiOkResponse({ type: LeadStatsResponseDto })
  @ApiErrors(401, 403)
  async stats(): Promise<LeadStatsResponse> {
    return { success: true, stats: await this.leadStats.stats() };
  }
}
