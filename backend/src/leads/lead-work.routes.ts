import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { Body, Get, HttpCode, Patch, Post, Query, Res, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import type { LeadDetailResponse, LeadKind, LeadNoteResponse } from '@trucking-finance/contracts';
import { Audited } from '../audit/audited.decorator';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { ApiErrors } from '../common/api-error-body.dto';
import { IdParam } from '../common/id-param';
import { leadCsvText } from './lead-csv';
import { LeadListQueryDto } from './dto/lead-list-query.dto';
import { LeadNoteDto, LeadUpdateDto } from './dto/lead-update.dto';
import { LeadNoteCreatedResponseDto } from './dto/lead-work-response.dto';
import { leadKindSpecs } from './lead-kinds';
import { LeadWorkService } from './lead-work.service';
import { NoRequestDeadline } from '../common/request-deadline';

/** Which fields a PATCH sent (never their values: a lost reason may name people). */
const sentFields = (body: unknown): string[] =>
  Object.entries(body as LeadUpdateDto)
    .filter(([, value]) => value !== undefined)
    .map(([field]) => field);

/** The business date of today, for the export's file name. */
const today = (timeZone: string): string => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/**
 * The routes that work a lead, the same for both kinds (docs/api.md#working-the-leads-admin): each
 * kind's admin controller extends the class made here. `export.csv` is declared before `:id` so the
 * literal path wins.
 */
export function leadWorkRoutes(kind: LeadKind, detailResponse: Type<unknown>) {
  const { target } = leadKindSpecs[kind];

  abstract class LeadWorkRoutes {
    // Public: the class is exported through its subclasses, whose declarations must name it.
    constructor(readonly work: LeadWorkService) {}

    @Get('export.csv')
    // Streams as long as the rows last; the per-request deadline would cut a large export short.
    @NoRequestDeadline()
    @ApiOperation({
      summary:
        'The filtered list as CSV (every field; formula-like cells prefixed with an apostrophe), streamed.',
    })
    @ApiOkResponse({
      description: 'A header row, then one row per lead; sent as an attachment.',
      content: { 'text/csv': { schema: { type: 'string' } } },
    })
    @ApiErrors(400, 401, 403)
    async exportCsv(
      @Query() query: LeadListQueryDto,
      @CurrentPrincipal() me: Principal,
      @Res() res: Response,
    ): Promise<void> {
      const batches = this.work.export(kind, query, me);
      // The first batch is read before the headers go out, so a database failure still answers in JSON.
      const first = await batches.next();
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="${kind}-${today(this.work.businessTimeZone)}.csv"`,
      );
      res.setHeader('Cache-Control', 'no-store');
      // The header, then each batch as one chunk of text.
      async function* text() {
        yield leadCsvText(kind, first.done ? [] : first.value, true);
        if (first.done) return;
        for await (const batch of batches) yield leadCsvText(kind, batch, false);
      }
      try {
        await pipeline(Readable.from(text()), res);
      } catch {
        // The client went away or the database failed mid-stream: the answer is cut short
        // (a truncated CSV never ends with a complete row count to trust); nothing more to send.
        if (!res.writableEnded) res.destroy();
      }
    }

    @Get(':id')
    @ApiOperation({ summary: 'One lead with its working fields, notes, history and duplicates.' })
    @ApiOkResponse({ type: detailResponse })
    @ApiErrors(400, 401, 403, 404)
    async detail(@IdParam(target) id: string): Promise<LeadDetailResponse> {
      return { success: true, lead: await this.work.detail(kind, id) };
    }

    @Patch(':id')
    @Audited<LeadDetailResponse>({
      action: `${target}.update`,
      target,
      summary: ({ body }) => ({ fields: sentFields(body) }),
      // An empty body changes nothing, so it leaves no line.
      unchanged: ({ body }) => sentFields(body).length === 0,
    })
    @ApiOperation({
      summary:
        'Change status, assignee or lost reason; each change lands in the history. Lost needs a reason.',
    })
    @ApiOkResponse({ type: detailResponse })
    @ApiErrors(400, 401, 403, 404)
    async update(
      @IdParam(target) id: string,
      @Body() change: LeadUpdateDto,
      @CurrentPrincipal() me: Principal,
    ): Promise<LeadDetailResponse> {
      return { success: true, lead: await this.work.update(kind, id, change, me) };
    }

    @Post(':id/notes')
    @HttpCode(201)
    @Audited<LeadNoteResponse>({
      action: `${target}.note_add`,
      target,
      summary: ({ response }) => ({ noteId: response.note.id }),
    })
    @ApiOperation({ summary: 'Add a note to a lead.' })
    @ApiCreatedResponse({ type: LeadNoteCreatedResponseDto })
    @ApiErrors(400, 401, 403, 404)
    async addNote(
      @IdParam(target) id: string,
      @Body() { text }: LeadNoteDto,
      @CurrentPrincipal() me: Principal,
    ): Promise<LeadNoteResponse> {
      return { success: true, note: await this.work.addNote(kind, id, text, me) };
    }
  }
  return LeadWorkRoutes;
}
