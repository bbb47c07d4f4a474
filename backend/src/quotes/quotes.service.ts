import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PageInfo, Quote, QuoteCreatedResponse } from '@trucking-finance/contracts';
import { ApiException } from '../common/api-error';
import { pageInfo, PageQueryDto } from '../common/pagination';
import {
  claimIdempotentRequest,
  completeIdempotentRequest,
  type IdempotentRequest,
} from '../idempotency/idempotency';
import { contactOf } from '../leads/lead-contact.entity';
import { leadsByDate } from '../leads/leads-by-date';
import { CreateQuoteDto } from './dto/create-quote.dto';
import { QuoteRequest } from './quote-request.entity';

const toQuote = (row: QuoteRequest): Quote => ({
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
    request: CreateQuoteDto,
    idempotency: IdempotentRequest | null = null,
  ): Promise<QuoteCreatedResponse> {
    return this.quotes.manager.transaction(async (manager) => {
      await claimIdempotentRequest(manager, idempotency);
      const row = manager.create(QuoteRequest, request);
      const { generatedMaps } = await manager.insert(QuoteRequest, row);
      const response: QuoteCreatedResponse = {
        success: true,
        quote: toQuote(Object.assign(row, generatedMaps[0])),
      };
      await completeIdempotentRequest(manager, idempotency, 201, response);
      return response;
    });
  }

  async list(page: PageQueryDto, email?: string): Promise<{ quotes: Quote[] } & PageInfo> {
    const [rows, total] = await leadsByDate(this.quotes, page, email);
    return { quotes: rows.map(toQuote), ...pageInfo(page, total) };
  }

  async remove(id: string): Promise<void> {
    const { affected } = await this.quotes.delete(id);
    if (!affected) throw new ApiException('quote_not_found');
  }
}
