import { Controller, Delete, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  DeletedResponse,
  FuelCardApplicationLead,
  FuelCardApplicationListResponse,
} from '@trucking-finance/contracts';
import { Audited, columnsBefore } from '../audit/audited.decorator';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { ApiErrors } from '../common/api-error-body.dto';
import { DeletedResponseDto } from '../common/deleted-response.dto';
import { EmailSearchParams } from '../common/email-param';
import { IdParam } from '../common/id-param';
import { LeadListQueryDto } from '../leads/dto/lead-list-query.dto';
import { leadWorkRoutes } from '../leads/lead-work.routes';
import { LeadWorkService } from '../leads/lead-work.service';
import {
  FuelCardApplicationDetailResponseDto,
  FuelCardApplicationListResponseDto,
} from './dto/fuel-card-application-response.dto';
import { FuelCardApplication } from './fuel-card-application.entity';

/**
 * The admin side: the filtered list a page at a time, one address's applications, deletion, and
 * the routes that work a lead (detail, update, notes, CSV export).
 */
@ApiTags('fuel card applications')
@ApiBearerAuth()
@ApiErrors(400, 401, 403)
@Controller('fuel-card-applications')
export class AdminFuelCardApplicationsController extends leadWorkRoutes(
  'fuel-card-applications',
  FuelCardApplicationDetailResponseDto,
) {
  constructor(work: LeadWorkService) {
    super(work);
  }

  @Get()
  @ApiOperation({
    summary:
      'Fuel card applications, newest first, paged; filter by status, assignee, dates, search and UTM source.',
  })
  @ApiOkResponse({ type: FuelCardApplicationListResponseDto })
  async list(
    @Query() query: LeadListQueryDto,
    @CurrentPrincipal() me: Principal,
  ): Promise<FuelCardApplicationListResponse> {
    const { rows, ...page } = await this.work.list('fuel-card-applications', query, me);
    return { success: true, applications: rows as FuelCardApplicationLead[], ...page };
  }

  @Get('email/:email')
  @ApiOperation({ summary: 'Applications from one email address (case-insensitive), newest first.' })
  @ApiOkResponse({ type: FuelCardApplicationListResponseDto })
  async findByEmail(
    @Param() { email }: EmailSearchParams,
    @Query() query: LeadListQueryDto,
    @CurrentPrincipal() me: Principal,
  ): Promise<FuelCardApplicationListResponse> {
    const { rows, ...page } = await this.work.list('fuel-card-applications', query, me, email);
    return { success: true, applications: rows as FuelCardApplicationLead[], ...page };
  }

  @Delete(':id')
  @Audited({
    action: 'fuel_card_application.delete',
    target: 'fuel_card_application',
    before: columnsBefore(FuelCardApplication, ['submittedAt']),
  })
  @ApiOperation({ summary: 'Delete a fuel card application with its notes and history.' })
  @ApiOkResponse({ type: DeletedResponseDto })
  @ApiErrors(404)
  async remove(@IdParam('fuel_card_application') id: string): Promise<DeletedResponse> {
    await this.work.remove('fuel-card-applications', id);
    return { success: true };
  }
}
