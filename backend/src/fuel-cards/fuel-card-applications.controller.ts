import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FuelCardApplicationCreatedResponse } from '@trucking-finance/contracts';
import { Public } from '../auth/access.decorators';
import { CreateFuelCardApplicationDto } from './dto/create-fuel-card-application.dto';
import { FuelCardApplicationsService } from './fuel-card-applications.service';

@ApiTags('fuel card applications')
@Public()
@UseGuards(ThrottlerGuard)
@Controller('fuel-card-applications')
export class FuelCardApplicationsController {
  constructor(private readonly applications: FuelCardApplicationsService) {}

  @Post()
  @ApiOperation({ summary: 'Apply for the fleet fuel card. 400 names every field at fault.' })
  async create(@Body() request: CreateFuelCardApplicationDto): Promise<FuelCardApplicationCreatedResponse> {
    return { success: true, application: await this.applications.create(request) };
  }
}
