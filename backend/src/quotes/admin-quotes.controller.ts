import { Controller, Delete, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DeletedResponse, QuoteListResponse } from '@trucking-finance/contracts';
import { Audited, columnsBefore } from '../audit/audited.decorator';
import { ApiErrors } from '../common/api-error-body.dto';
import { DeletedResponseDto } from '../common/deleted-response.dto';
import { EmailSearchParams } from '../common/email-param';
import { IdParam } from '../common/id-param';
import { PageQueryDto } from '../common/pagination';
import { QuoteListResponseDto } from './dto/quote-response.dto';
import { QuoteRequest } from './quote-request.entity';
import { QuotesService } from './quotes.service';

/** The admin side: newest first, a page at a time. Guarded by the global admin guard. */
@ApiTags('quotes')
@ApiBearerAuth()
@ApiErrors(400, 401, 403)
@Controller('quotes')
export class AdminQuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Get()
  @ApiOperation({ summary: 'Quote requests, newest first, paged.' })
  @ApiOkResponse({ type: QuoteListResponseDto })
  async list(@Query() page: PageQueryDto): Promise<QuoteListResponse> {
    return { success: true, ...(await this.quotes.list(page)) };
  }

  @Get('email/:email')
  @ApiOperation({ summary: 'Quote requests from one email address (case-insensitive), newest first.' })
  @ApiOkResponse({ type: QuoteListResponseDto })
  async findByEmail(
    @Param() { email }: EmailSearchParams,
    @Query() page: PageQueryDto,
  ): Promise<QuoteListResponse> {
    return { success: true, ...(await this.quotes.list(page, email)) };
  }

  @Delete(':id')
  @Audited({ action: 'quote.delete', target: 'quote', before: columnsBefore(QuoteRequest, ['submittedAt']) })
  @ApiOperation({ summary: 'Delete a quote request.' })
  @ApiOkResponse({ type: DeletedResponseDto })
  @ApiErrors(404)
  async remove(@IdParam('quote') id: string): Promise<DeletedResponse> {
    await this.quotes.remove(id);
    return { success: true };
  }
}
