import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type {
  FuelCardApplicationCreatedResponse,
  FuelCardApplication as FuelCardApplicationView,
} from '@trucking-finance/contracts';
import {
  claimIdempotentRequest,
  completeIdempotentRequest,
  type IdempotentRequest,
} from '../idempotency/idempotency';
import { contactOf, newLeadIdentity } from '../leads/lead-contact.entity';
import { intakeColumns } from '../leads/dto/lead-intake.dto';
import { OutboxService } from '../notifications/outbox.service';
import { CreateFuelCardApplicationDto } from './dto/create-fuel-card-application.dto';
import { FuelCardApplication } from './fuel-card-application.entity';

/** An application's own fields as the API shows them (the admin adds the working fields). */
export const toApplication = (row: FuelCardApplication): FuelCardApplicationView => ({
  ...contactOf(row),
  fuelCardTier: row.fuelCardTier,
  monthlyFuelSpend: row.monthlyFuelSpend,
  numberOfTrucks: row.numberOfTrucks,
  primaryRoutes: row.primaryRoutes,
  preferredFuelBrands: row.preferredFuelBrands,
  comments: row.comments,
});

@Injectable()
export class FuelCardApplicationsService {
  constructor(
    @InjectRepository(FuelCardApplication)
    private readonly applications: Repository<FuelCardApplication>,
    private readonly outbox: OutboxService,
  ) {}

  /** One transaction when there is more than the INSERT, like quotes. `agreeToTerms` is checked by the DTO and not stored. */
  async create(
    { agreeToTerms: _consent, comments, website, locale, source, ...fields }: CreateFuelCardApplicationDto,
    idempotency: IdempotentRequest | null = null,
  ): Promise<FuelCardApplicationCreatedResponse> {
    return this.outbox.transaction(this.applications.manager, idempotency !== null, async (manager) => {
      await claimIdempotentRequest(manager, idempotency);
      const row = manager.create(FuelCardApplication, {
        ...fields,
        comments: comments || null,
        ...intakeColumns({ website, locale, source }),
        ...newLeadIdentity(),
      });
      const response: FuelCardApplicationCreatedResponse = {
        success: true,
        application: toApplication(row),
      };
      // The outbox: the lead's notification jobs are written with it (none for spam).
      await this.outbox.insertLead(manager, FuelCardApplication, row, 'fuel-card-applications', {
        ...response.application,
        status: row.status,
        locale: row.locale,
      });
      await completeIdempotentRequest(manager, idempotency, 201, response);
      return response;
    });
  }
}
