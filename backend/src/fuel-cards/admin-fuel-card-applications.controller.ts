import { Controller, Delete, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DeletedResponse, FuelCardApplicationListResponse } from '@trucking-finance/contracts';
import { EmailParam } from '../common/email-param';
import { IdParam } from '../common/id-param';
import { PageQueryDto } from '../common/pagination';
import { FuelCardApplicationsService } from './fuel-card-applications.service';

@ApiTags('fuel card applications')
@ApiBearerAuth()
@Controller('fuel-card-applications')
export class AdminFuelCardApplicationsController {
  constructor(private readonly applications: FuelCardApplicationsService) {}

  @Get()
  @ApiOperation({ summary: 'Fuel card applications, newest first, paged.' })
  async list(@Query() page: PageQueryDto): Promise<FuelCardApplicationListResponse> {
    return { success: true, ...(await this.applications.list(page)) };
  }

  @Get('email/:email')
  @ApiOperation({ summary: 'Applications from one email address (case-insensitive), newest first.' })
  async findByEmail(
    @EmailParam() email: string,
    @Query() page: PageQueryDto,
  ): Promise<FuelCardApplicationListResponse> {
    return { success: true, ...(await this.applications.list(page, email)) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a fuel card application.' })
  async remove(@IdParam('fuel card application') id: string): Promise<DeletedResponse> {
    await this.applications.remove(id);
    return { success: true };
  }
}
