import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminUser } from '../auth/admin-user.entity';
import { LeadHistoryRow } from './lead-history.entity';
import { LeadNoteRow } from './lead-note.entity';
import { LeadStatsService } from './lead-stats.service';
import { LeadWorkService } from './lead-work.service';
import { LeadsController } from './leads.controller';

/** What both kinds of lead share once they are in: stats, assignees and the work on a lead. */
@Module({
  imports: [TypeOrmModule.forFeature([AdminUser, LeadNoteRow, LeadHistoryRow])],
  controllers: [LeadsController],
  providers: [LeadStatsService, LeadWorkService],
  exports: [LeadWorkService],
})
export class LeadsModule {}
