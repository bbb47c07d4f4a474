import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { estimateFee, type QuoteCreatedResponse } from '@trucking-finance/contracts';
import { Public } from '../auth/access.decorators';
import { ApiErrors } from '../common/api-error-body.dto';
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
  @ApiErrors(400, 413, 415, 429)
  async create(@Body() request: CreateQuoteDto): Promise<QuoteCreatedResponse> {
    const quote = await this.quotes.create(request);
    return { success: true, quote, estimate: estimateFee(request) };
  }
}
