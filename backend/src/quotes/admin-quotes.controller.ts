import { Controller, Delete, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DeletedResponse, QuoteLead, QuoteListResponse } from '@trucking-finance/contracts';
import { Audited, columnsBefore } from '../audit/audited.decorator';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { ApiErrors } from '../common/api-error-body.dto';
import { DeletedResponseDto } from '../common/deleted-response.dto';
import { EmailSearchParams } from '../common/email-param';
import { IdParam } from '../common/id-param';
import { LeadListQueryDto } from '../leads/dto/lead-list-query.dto';
import { leadWorkRoutes } from '../leads/lead-work.routes';
import { LeadWorkService } from '../leads/lead-work.service';
import { QuoteDetailResponseDto, QuoteListResponseDto } from './dto/quote-response.dto';
import { QuoteRequest } from './quote-request.entity';

/**
 * The admin side: the filtered list a page at a time, one address's quotes, deletion, and the
 * routes that work a lead (detail, update, notes, CSV export). Guarded by the global admin guard.
 */
@ApiTags('quotes')
@ApiBearerAuth()
@ApiErrors(400, 401, 403)
@Controller('quotes')
export class AdminQuotesController extends leadWorkRoutes('quotes', QuoteDetailResponseDto) {
  constructor(work: LeadWorkService) {
    super(work);
  }

  @Get()
  @ApiOperation({
    summary: 'Quote requests, newest first, paged; filter by status, assignee, dates, search and UTM source.',
  })
  @ApiOkResponse({ type: QuoteListResponseDto })
  async list(
    @Query() query: LeadListQueryDto,
    @CurrentPrincipal() me: Principal,
  ): Promise<QuoteListResponse> {
    const { rows, ...page } = await this.work.list('quotes', query, me);
    return { success: true, quotes: rows as QuoteLead[], ...page };
  }

  @Get('email/:email')
  @ApiOperation({ summary: 'Quote requests from one email address (case-insensitive), newest first.' })
  @ApiOkResponse({ type: QuoteListResponseDto })
  async findByEmail(
    @Param() { email }: EmailSearchParams,
    @Query() query: LeadListQueryDto,
    @CurrentPrincipal() me: Principal,
  ): Promise<QuoteListResponse> {
    const { rows, ...page } = await this.work.list('quotes', query, me, email);
    return { success: true, quotes: rows as QuoteLead[], ...page };
  }

  @Delete(':id')
  @Audited({ action: 'quote.delete', target: 'quote', before: columnsBefore(QuoteRequest, ['submittedAt']) })
  @ApiOperation({ summary: 'Delete a quote request with its notes and history.' })
  @ApiOkResponse({ type: DeletedResponseDto })
  @ApiErrors(404)
  async remove(@IdParam('quote') id: string): Promise<DeletedResponse> {
    await this.work.remove('quotes', id);
    return { success: true };
  }
}
