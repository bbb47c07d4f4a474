import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { QuoteCreatedResponse } from '@trucking-finance/contracts';
import { Public } from '../auth/access.decorators';
import { ApiErrors } from '../common/api-error-body.dto';
import type { IdempotentRequest } from '../idempotency/idempotency';
import { IDEMPOTENCY_KEY_HEADER, Idempotent, IdempotencyKey } from '../idempotency/idempotency.interceptor';
import { CreateQuoteDto } from './dto/create-quote.dto';
import { QuoteCreatedResponseDto } from './dto/quote-response.dto';
import { QuotesService } from './quotes.service';

/** The public side: anyone may request a quote (throttled per address). */
@ApiTags('quotes')
@Public()
@UseGuards(ThrottlerGuard)
@Controller('quotes')
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Post()
  @ApiOperation({
    summary: 'Request a quote; the answer carries an estimated fee range. 400 names every field at fault.',
  })
  @ApiCreatedResponse({ type: QuoteCreatedResponseDto })
  @ApiHeader(IDEMPOTENCY_KEY_HEADER)
  @ApiErrors(400, 409, 413, 415, 422, 429)
  @Idempotent()
  create(
    @Body() request: CreateQuoteDto,
    @IdempotencyKey() idempotency: IdempotentRequest | null,
  ): Promise<QuoteCreatedResponse> {
    return this.quotes.create(request, idempotency);
  }
}
