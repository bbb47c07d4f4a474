import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { LeadAssigneesResponse, LeadStatsResponse } from '@trucking-finance/contracts';
import { AdminUser } from '../auth/admin-user.entity';
import { ApiErrors } from '../common/api-error-body.dto';
import { LeadStatsResponseDto } from './dto/lead-stats-response.dto';
import { LeadAssigneesResponseDto } from './dto/lead-work-response.dto';
import { LeadStatsService } from './lead-stats.service';

@ApiTags('leads')
@ApiBearerAuth()
@Controller('leads')
export class LeadsController {
  constructor(
    private readonly leadStats: LeadStatsService,
    @InjectRepository(AdminUser) private readonly staff: Repository<AdminUser>,
  ) {}

  @Get('stats')
  @ApiOperation({
    summary:
      'Dashboard numbers: totals, submitted today (BUSINESS_TIMEZONE), unique companies, leads by status, median minutes to first contact (30 days) and the leads still new after an hour.',
  })
  @ApiOkResponse({ type: LeadStatsResponseDto })
  @ApiErrors(401, 403)
  async stats(): Promise<LeadStatsResponse> {
    return { success: true, stats: await this.leadStats.stats() };
  }

  /** Every staff member's id and name, for assigning leads; open to agents too (the staff list is not). */
  @Get('assignees')
  @ApiOperation({ summary: 'The staff members a lead can be assigned to, by display name.' })
  @ApiOkResponse({ type: LeadAssigneesResponseDto })
  @ApiErrors(401, 403)
  async assignees(): Promise<LeadAssigneesResponse> {
    const staff = await this.staff.find({
      select: { id: true, displayName: true, role: true },
      order: { displayName: 'ASC', id: 'ASC' },
    });
    return {
      success: true,
      assignees: staff.map(({ id, displayName, role }) => ({ id, displayName, role })),
    };
  }
}
