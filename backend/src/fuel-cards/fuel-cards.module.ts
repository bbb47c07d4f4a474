import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeadsModule } from '../leads/leads.module';
import { AdminFuelCardApplicationsController } from './admin-fuel-card-applications.controller';
import { FuelCardApplication } from './fuel-card-application.entity';
import { FuelCardApplicationsController } from './fuel-card-applications.controller';
import { FuelCardApplicationsService } from './fuel-card-applications.service';

@Module({
  imports: [TypeOrmModule.forFeature([FuelCardApplication]), LeadsModule],
  controllers: [FuelCardApplicationsController, AdminFuelCardApplicationsController],
  providers: [FuelCardApplicationsService],
})
export class FuelCardsModule {}
