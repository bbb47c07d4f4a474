import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FuelCardApplicationCreatedResponse } from '@trucking-finance/contracts';
import { Public } from '../auth/access.decorators';
import { ApiErrors } from '../common/api-error-body.dto';
import type { IdempotentRequest } from '../idempotency/idempotency';
import { IDEMPOTENCY_KEY_HEADER, Idempotent, IdempotencyKey } from '../idempotency/idempotency.interceptor';
import { CreateFuelCardApplicationDto } from './dto/create-fuel-card-application.dto';
import { FuelCardApplicationCreatedResponseDto } from './dto/fuel-card-application-response.dto';
import { FuelCardApplicationsService } from './fuel-card-applications.service';

@ApiTags('fuel card applications')
@Public()
@UseGuards(ThrottlerGuard)
@Controller('fuel-card-applications')
export class FuelCardApplicationsController {
  constructor(private readonly applications: FuelCardApplicationsService) {}

  @Post()
  @ApiOperation({ summary: 'Apply for the fleet fuel card. 400 names every field at fault.' })
  @ApiCreatedResponse({ type: FuelCardApplicationCreatedResponseDto })
  @ApiHeader(IDEMPOTENCY_KEY_HEADER)
  @ApiErrors(400, 409, 413, 415, 422, 429)
  @Idempotent()
  create(
    @Body() request: CreateFuelCardApplicationDto,
    @IdempotencyKey() idempotency: IdempotentRequest | null,
  ): Promise<FuelCardApplicationCreatedResponse> {
    return this.applications.create(request, idempotency);
  }
}
