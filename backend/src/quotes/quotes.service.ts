import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Quote, QuoteCreatedResponse } from '@trucking-finance/contracts';
import {
  claimIdempotentRequest,
  completeIdempotentRequest,
  type IdempotentRequest,
} from '../idempotency/idempotency';
import { contactOf } from '../leads/lead-contact.entity';
import { intakeColumns } from '../leads/dto/lead-intake.dto';
import { CreateQuoteDto } from './dto/create-quote.dto';
import { QuoteRequest } from './quote-request.entity';

/** A quote request's own fields as the API shows them (the admin adds the working fields). */
export const toQuote = (row: QuoteRequest): Quote => ({
  ...contactOf(row),
  monthlyRevenue: row.monthlyRevenue,
  numberOfTrucks: row.numberOfTrucks,
  servicesInterested: row.servicesInterested,
  comments: row.comments,
});

@Injectable()
export class QuotesService {
  constructor(@InjectRepository(QuoteRequest) private readonly quotes: Repository<QuoteRequest>) {}

  /**
   * One transaction: the Idempotency-Key claimed (a repeat is answered from its first answer), one
   * INSERT … RETURNING id, submitted_at, and the answer stored with the key.
   */
  async create(
    { website, locale, source, ...request }: CreateQuoteDto,
    idempotency: IdempotentRequest | null = null,
  ): Promise<QuoteCreatedResponse> {
    return this.quotes.manager.transaction(async (manager) => {
      await claimIdempotentRequest(manager, idempotency);
      const row = manager.create(QuoteRequest, { ...request, ...intakeColumns({ website, locale, source }) });
      const { generatedMaps } = await manager.insert(QuoteRequest, row);
      const response: QuoteCreatedResponse = {
        success: true,
        quote: toQuote(Object.assign(row, generatedMaps[0])),
      };
      await completeIdempotentRequest(manager, idempotency, 201, response);
      return response;
    });
  }
}
