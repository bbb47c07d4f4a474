import { Controller, Delete, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DeletedResponse, QuoteListResponse } from '@trucking-finance/contracts';
import { EmailParam } from '../common/email-param';
import { IdParam } from '../common/id-param';
import { PageQueryDto } from '../common/pagination';
import { QuotesService } from './quotes.service';

/** The admin side: newest first, a page at a time. Guarded by the global admin guard. */
@ApiTags('quotes')
@ApiBearerAuth()
@Controller('quotes')
export class AdminQuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Get()
  @ApiOperation({ summary: 'Quote requests, newest first, paged.' })
  async list(@Query() page: PageQueryDto): Promise<QuoteListResponse> {
    return { success: true, ...(await this.quotes.list(page)) };
  }

  @Get('email/:email')
  @ApiOperation({ summary: 'Quote requests from one email address (case-insensitive), newest first.' })
  async findByEmail(@EmailParam() email: string, @Query() page: PageQueryDto): Promise<QuoteListResponse> {
    return { success: true, ...(await this.quotes.list(page, email)) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a quote request.' })
  async remove(@IdParam('quote') id: string): Promise<DeletedResponse> {
    await this.quotes.remove(id);
    return { success: true };
  }
}
