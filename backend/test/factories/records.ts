import type { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { fuelCardApplication, quoteRequest, teamMemberPayload } from '@trucking-finance/contracts/testing';
import type { EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import { FuelCardApplication } from '../../src/fuel-cards/fuel-card-application.entity';
import { QuoteRequest } from '../../src/quotes/quote-request.entity';
import { TeamMember } from '../../src/team/team-member.entity';

/**
 * Rows a test needs in place before it calls the API, saved through the running app's own TypeORM
 * repositories (so they match what the app writes) rather than by SQL naming tables and columns.
 * Each starts from the shared valid payload; `fields` set what the test is about, such as
 * `submittedAt`, which the API itself never lets a caller choose.
 */
export interface RecordFactories {
  newQuote(fields?: Partial<QuoteRequest>): Promise<QuoteRequest>;
  newFuelCardApplication(fields?: Partial<FuelCardApplication>): Promise<FuelCardApplication>;
  /** A member at the end of the order unless `fields.position` says otherwise. */
  newTeamMember(fields?: Partial<TeamMember>): Promise<TeamMember>;
  /** Removes every row of an entity, for a suite that needs an empty list. */
  deleteAll(entity: EntityTarget<ObjectLiteral>): Promise<void>;
}

/** A quote request's stored fields: the shared valid payload as the entity holds it, then `fields`. */
export function quoteFields(fields: Partial<QuoteRequest> = {}): Partial<QuoteRequest> {
  const { numberOfTrucks, ...payload } = quoteRequest();
  return { ...payload, numberOfTrucks: Number(numberOfTrucks), ...fields };
}

export function recordFactories(app: INestApplication): RecordFactories {
  const repository = <T extends ObjectLiteral>(entity: EntityTarget<T>): Repository<T> =>
    app.get<Repository<T>>(getRepositoryToken(entity as never), { strict: false });

  return {
    async newQuote(fields = {}) {
      const quotes = repository(QuoteRequest);
      return quotes.save(quotes.create(quoteFields(fields)));
    },
    async newFuelCardApplication(fields = {}) {
      const { agreeToTerms: _notStored, ...payload } = fuelCardApplication();
      const applications = repository(FuelCardApplication);
      return applications.save(applications.create({ ...payload, ...fields }));
    },
    async newTeamMember(fields = {}) {
      const members = repository(TeamMember);
      const position = fields.position ?? ((await members.maximum('position')) ?? 0) + 1;
      return members.save(members.create({ ...teamMemberPayload(), position, ...fields }));
    },
    async deleteAll(entity) {
      await repository(entity).createQueryBuilder().delete().execute();
    },
  };
}
