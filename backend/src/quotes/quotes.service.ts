import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Quote } from '@trucking-finance/contracts';
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

  /** One INSERT … RETURNING id, submitted_at (`save()` would add a transaction around it: three round trips). */
  async create({ website, locale, source, ...request }: CreateQuoteDto): Promise<Quote> {
    const row = this.quotes.create({ ...request, ...intakeColumns({ website, locale, source }) });
    const { generatedMaps } = await this.quotes.insert(row);
    return toQuote(Object.assign(row, generatedMaps[0]));
  }
}
