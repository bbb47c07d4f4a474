import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { estimateFee, type Quote, type QuoteCreatedResponse } from '@trucking-finance/contracts';
import {
  claimIdempotentRequest,
  completeIdempotentRequest,
  type IdempotentRequest,
} from '../idempotency/idempotency';
import { contactOf, newLeadIdentity } from '../leads/lead-contact.entity';
import { intakeColumns } from '../leads/dto/lead-intake.dto';
import { OutboxService } from '../notifications/outbox.service';
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
  constructor(
    @InjectRepository(QuoteRequest) private readonly quotes: Repository<QuoteRequest>,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * One transaction: the Idempotency-Key claimed (a repeat is answered from its first answer), one
   * INSERT of the lead with its notification jobs (docs/notifications.md#the-outbox) and the answer
   * stored with the key. With no key, only the INSERT is left, and it runs on its own
   * (OutboxService.transaction).
   */
  async create(
    { website, locale, source, ...request }: CreateQuoteDto,
    idempotency: IdempotentRequest | null = null,
  ): Promise<QuoteCreatedResponse> {
    return this.outbox.transaction(this.quotes.manager, idempotency !== null, async (manager) => {
      await claimIdempotentRequest(manager, idempotency);
      const row = manager.create(QuoteRequest, {
        ...request,
        ...intakeColumns({ website, locale, source }),
        ...newLeadIdentity(),
      });
      const response: QuoteCreatedResponse = {
        success: true,
        quote: toQuote(row),
        // The instant estimate (docs/product.md), kept with the key so a repeat answers it too.
        estimate: estimateFee(request),
      };
      // The outbox: the lead's notification jobs are written with it (none for spam).
      await this.outbox.insertLead(manager, QuoteRequest, row, 'quotes', {
        ...response.quote,
        status: row.status,
        locale: row.locale,
      });
      await completeIdempotentRequest(manager, idempotency, 201, response);
      return response;
    });
  }
}
