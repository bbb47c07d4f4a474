import { Module } from '@nestjs/common';
import { LeadStatsService } from './lead-stats.service';
import { LeadsController } from './leads.controller';

@Module({
  controllers: [LeadsController],
  providers: [LeadStatsService],
})
export class LeadsModule {}
