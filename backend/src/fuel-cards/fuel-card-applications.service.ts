import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { FuelCardApplication as FuelCardApplicationView, PageInfo } from '@trucking-finance/contracts';
import { ApiException } from '../common/api-error';
import { pageInfo, PageQueryDto } from '../common/pagination';
import { contactOf } from '../leads/lead-contact.entity';
import { leadsByDate } from '../leads/leads-by-date';
import { OutboxService } from '../notifications/outbox.service';
import { CreateFuelCardApplicationDto } from './dto/create-fuel-card-application.dto';
import { FuelCardApplication } from './fuel-card-application.entity';

const toApplication = (row: FuelCardApplication): FuelCardApplicationView => ({
  ...contactOf(row),
  fuelCardTier: row.fuelCardTier,
  monthlyFuelSpend: row.monthlyFuelSpend,
  numberOfTrucks: row.numberOfTrucks,
  primaryRoutes: row.primaryRoutes,
  preferredFuelBrands: row.preferredFuelBrands,
  comments: row.comments,
});

type ApplicationPage = { applications: FuelCardApplicationView[] } & PageInfo;

@Injectable()
export class FuelCardApplicationsService {
  constructor(
    @InjectRepository(FuelCardApplication)
    private readonly applications: Repository<FuelCardApplication>,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * One INSERT … RETURNING and the notification jobs in one transaction, like quotes.
   * `agreeToTerms` is checked by the DTO and not stored.
   */
  async create({
    agreeToTerms: _consent,
    comments,
    ...fields
  }: CreateFuelCardApplicationDto): Promise<FuelCardApplicationView> {
    return this.outbox.transaction(this.applications.manager, async (manager) => {
      const row = manager.create(FuelCardApplication, { ...fields, comments: comments || null });
      const { generatedMaps } = await manager.insert(FuelCardApplication, row);
      const application = toApplication(Object.assign(row, generatedMaps[0]));
      await this.outbox.enqueueLeadCreated(manager, 'fuel-card-applications', application);
      return application;
    });
  }

  async list(page: PageQueryDto, email?: string): Promise<ApplicationPage> {
    const [rows, total] = await leadsByDate(this.applications, page, email);
    return { applications: rows.map(toApplication), ...pageInfo(page, total) };
  }

  async remove(id: string): Promise<void> {
    const { affected } = await this.applications.delete(id);
    if (!affected) throw new ApiException('fuel_card_application_not_found');
  }
}
