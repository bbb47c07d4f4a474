import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FuelCardApplication } from '../fuel-cards/fuel-card-application.entity';
import { QuoteRequest } from '../quotes/quote-request.entity';
import { LeadStatusController } from './lead-status.controller';
import { LeadStatusService } from './lead-status.service';

/** Where is my application? (docs/api.md#status-lookup) */
@Module({
  imports: [TypeOrmModule.forFeature([QuoteRequest, FuelCardApplication])],
  controllers: [LeadStatusController],
  providers: [LeadStatusService],
})
export class LeadStatusModule {}
