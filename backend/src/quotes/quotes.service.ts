import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PageInfo, Quote } from '@trucking-finance/contracts';
import { ApiException } from '../common/api-error';
import { pageInfo, PageQueryDto } from '../common/pagination';
import { contactOf } from '../leads/lead-contact.entity';
import { leadsByDate } from '../leads/leads-by-date';
import { OutboxService } from '../notifications/outbox.service';
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
  constructor(
    @InjectRepository(QuoteRequest) private readonly quotes: Repository<QuoteRequest>,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * One INSERT … RETURNING id, submitted_at (`save()` would add a transaction of its own), and the
   * lead's notification jobs in the same transaction (docs/notifications.md#the-outbox).
   */
  async create(request: CreateQuoteDto): Promise<Quote> {
    return this.outbox.transaction(this.quotes.manager, async (manager) => {
      const row = manager.create(QuoteRequest, request);
      const { generatedMaps } = await manager.insert(QuoteRequest, row);
      const quote = toQuote(Object.assign(row, generatedMaps[0]));
      await this.outbox.enqueueLeadCreated(manager, 'quotes', quote);
      return quote;
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
