import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LeadStatsResponse } from '@trucking-finance/contracts';
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
  async stats(): Promise<LeadStatsResponse> {
    return { success: true, stats: await this.leadStats.stats() };
  }
}
