import { Controller, Delete, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DeletedResponse, FuelCardApplicationListResponse } from '@trucking-finance/contracts';
import { Audited, columnsBefore } from '../audit/audited.decorator';
import { ApiErrors } from '../common/api-error-body.dto';
import { DeletedResponseDto } from '../common/deleted-response.dto';
import { EmailSearchParams } from '../common/email-param';
import { IdParam } from '../common/id-param';
import { PageQueryDto } from '../common/pagination';
import { FuelCardApplicationListResponseDto } from './dto/fuel-card-application-response.dto';
import { FuelCardApplication } from './fuel-card-application.entity';
import { FuelCardApplicationsService } from './fuel-card-applications.service';

@ApiTags('fuel card applications')
@ApiBearerAuth()
@ApiErrors(400, 401, 403)
@Controller('fuel-card-applications')
export class AdminFuelCardApplicationsController {
  constructor(private readonly applications: FuelCardApplicationsService) {}

  @Get()
  @ApiOperation({ summary: 'Fuel card applications, newest first, paged.' })
  @ApiOkResponse({ type: FuelCardApplicationListResponseDto })
  async list(@Query() page: PageQueryDto): Promise<FuelCardApplicationListResponse> {
    return { success: true, ...(await this.applications.list(page)) };
  }

  @Get('email/:email')
  @ApiOperation({ summary: 'Applications from one email address (case-insensitive), newest first.' })
  @ApiOkResponse({ type: FuelCardApplicationListResponseDto })
  async findByEmail(
    @Param() { email }: EmailSearchParams,
    @Query() page: PageQueryDto,
  ): Promise<FuelCardApplicationListResponse> {
    return { success: true, ...(await this.applications.list(page, email)) };
  }

  @Delete(':id')
  @Audited({
    action: 'fuel_card_application.delete',
    target: 'fuel_card_application',
    before: columnsBefore(FuelCardApplication, ['submittedAt']),
  })
  @ApiOperation({ summary: 'Delete a fuel card application.' })
  @ApiOkResponse({ type: DeletedResponseDto })
  @ApiErrors(404)
  async remove(@IdParam('fuel_card_application') id: string): Promise<DeletedResponse> {
    await this.applications.remove(id);
    return { success: true };
  }
}
