import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import {
  type FuelCardApplicationLead,
  type LeadDetail,
  type LeadDuplicate,
  type LeadHistoryEntry,
  type LeadKind,
  type LeadNote,
  type LeadStatus,
  type LeadUpdatePayload,
  type PageInfo,
  type QuoteLead,
  SEARCH_COUNT_CAP,
} from '@trucking-finance/contracts';
import { AdminUser } from '../auth/admin-user.entity';
import type { Principal } from '../auth/principal';
import { ApiException } from '../common/api-error';
import { pageInfo, pageWindow } from '../common/pagination';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import type { LeadListQueryDto } from './dto/lead-list-query.dto';
import { LeadContact, workOf } from './lead-contact.entity';
import { LeadHistoryRow } from './lead-history.entity';
import { leadKindSpecs, type LeadKindSpec } from './lead-kinds';
import { csvColumns, type CsvRecord } from './lead-csv';
import { LeadNoteRow } from './lead-note.entity';
import { DIGITS_SQL, digitsOf, findDuplicates } from './lead-duplicates';
import { OutboxService } from '../notifications/outbox.service';

export type LeadView = QuoteLead | FuelCardApplicationLead;

/** The statuses that count as having reached the lead (a move to spam is not a contact). */
const CONTACT_STATUSES: readonly LeadStatus[] = ['contacted', 'qualified', 'won', 'lost'];
/** How many duplicates the detail lists at most. */
const DUPLICATES_LIMIT = 50;
/** Rows per round trip of the CSV export. */
export const EXPORT_BATCH = 1_000;
/** The assignee of an unassigned lead in the rollups (as the LeadRollups migration writes it). */
const UNASSIGNED = '00000000-0000-0000-0000-000000000000';
/** The query needs at least this many digits before it is also matched against phone and DOT digits. */
const MIN_SEARCH_DIGITS = 3;

/** A LIKE prefix pattern matching `value` literally. */
const prefixPattern = (value: string): string => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Working a lead, for both kinds alike (docs/api.md#working-the-leads-admin): the filtered lists
 * and their CSV rows, the detail with notes, history and duplicates, status and assignment changes
 * (each recorded in the lead's history), and notes. Every filter is served by an index of the
 * WorkingTheLeads migration.
 */
@Injectable()
export class LeadWorkService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxService,
  ) {}

  get businessTimeZone(): string {
    return this.config.businessTimeZone;
  }

  /** The lead as the admin lists it: its own fields and the working fields. */
  view(spec: LeadKindSpec, row: LeadContact): LeadView {
    return { ...spec.view(row), ...workOf(row) } as LeadView;
  }

  /** One page of the filtered list (`email` narrows it to one address, any case). */
  async list(
    kind: LeadKind,
    query: LeadListQueryDto,
    me: Principal,
    email?: string,
  ): Promise<{ rows: LeadView[] } & PageInfo> {
    const spec = leadKindSpecs[kind];
    const { skip, take } = pageWindow(query);
    const builder = this.filtered(spec, query, me).offset(skip).limit(take);
    const counted = email === undefined ? await this.rolledUpTotal(kind, query, me) : undefined;
    if (counted !== undefined) {
      const rows = counted > skip ? await builder.getMany() : [];
      return { rows: rows.map((row) => this.view(spec, row)), ...pageInfo(query, counted) };
    }
    if (email !== undefined) {
      builder.andWhere('lower(lead.email) = lower(:email)', { email });
      const [rows, total] = await builder.getManyAndCount();
      return { rows: rows.map((row) => this.view(spec, row)), ...pageInfo(query, total) };
    }
    const [rows, matched] = await Promise.all([builder.getMany(), this.cappedCount(spec, query, me)]);
    const capped = matched > SEARCH_COUNT_CAP;
    return {
      rows: rows.map((row) => this.view(spec, row)),
      ...pageInfo(query, capped ? SEARCH_COUNT_CAP : matched, capped),
    };
  }

  /**
   * How many leads a search (or a language filter) matches, counted up to one past
   * SEARCH_COUNT_CAP: a five-letter prefix can match tens of thousands of a million leads, and
   * counting them all took 200–400 ms where the page itself takes one.
   */
  private async cappedCount(spec: LeadKindSpec, query: LeadListQueryDto, me: Principal): Promise<number> {
    const [sql, parameters] = this.filtered(spec, query, me)
      .select('1')
      .orderBy()
      .limit(SEARCH_COUNT_CAP + 1)
      .getQueryAndParameters();
    const [{ matched }] = await this.dataSource.query<{ matched: number }[]>(
      `SELECT count(*)::int AS matched FROM (${sql}) capped`,
      parameters,
    );
    return matched;
  }

  /**
   * The list's total from the rollups the LeadRollups migration keeps (counting up to a million
   * matching rows on each page took longer than the page): by status, assignee and UTM source in
   * lead_counts, and by business day in lead_daily when `from` or `to` is set. A search or a
   * language filter is counted from the rows themselves (undefined here).
   */
  private async rolledUpTotal(
    kind: LeadKind,
    query: LeadListQueryDto,
    me: Principal,
  ): Promise<number | undefined> {
    if (query.q?.trim() || query.locale) return undefined;
    const values: unknown[] = [kind, query.statuses()];
    const where = ['kind = $1', 'status = ANY($2)'];
    const add = (condition: (placeholder: string) => string, value: unknown) => {
      values.push(value);
      where.push(condition(`$${values.length}`));
    };
    if (query.assignedTo !== undefined) {
      const assignee =
        query.assignedTo === 'none' ? UNASSIGNED : query.assignedTo === 'me' ? me.id : query.assignedTo;
      add((p) => `assignee = ${p}::uuid`, assignee);
    }
    if (query.utmSource) add((p) => `utm_source = lower(${p})`, query.utmSource);
    if (query.from) add((p) => `day >= ${p}::date`, query.from);
    if (query.to) add((p) => `day <= ${p}::date`, query.to);
    const table = query.from || query.to ? 'lead_daily' : 'lead_counts';
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT coalesce(sum(n), 0)::int AS total FROM ${table} WHERE ${where.join(' AND ')}`,
      values,
    );
    return total;
  }

  /**
   * Every lead of the filtered list as CSV records (`csvColumns`), in its order, a batch at a time:
   * each batch starts after the last row of the one before (by submission time and id, compared in
   * the database at full precision), so memory holds one batch whatever the count. Rows are read
   * raw, each column under its CSV name: a row costs the driver's object and nothing more (with an
   * entity and its view per row, 1,000,000 leads took 50 s; raw, 33 s).
   */
  async *export(kind: LeadKind, query: LeadListQueryDto, me: Principal): AsyncGenerator<CsvRecord[]> {
    const spec = leadKindSpecs[kind];
    const metadata = this.dataSource.getMetadata(spec.entity);
    const columns = csvColumns(kind).map((property) => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`${metadata.tableName} has no column for the CSV's ${property}`);
      return column;
    });
    const dates = columns.filter((column) => column.type === 'timestamptz').map((c) => c.propertyName);
    const newestFirst = query.order !== 'oldest';
    let after: { at: string; id: string } | undefined;
    for (;;) {
      const builder = this.filtered(spec, query, me)
        .select('lead.submitted_at::text', 'cursor_at')
        .limit(EXPORT_BATCH);
      for (const column of columns) builder.addSelect(`lead.${column.databaseName}`, column.propertyName);
      if (after) {
        builder.andWhere(
          `(lead.submitted_at, lead.id) ${newestFirst ? '<' : '>'} (CAST(:afterAt AS timestamptz), CAST(:afterId AS uuid))`,
          { afterAt: after.at, afterId: after.id },
        );
      }
      const rows = await builder.getRawMany<CsvRecord & { cursor_at: string; id: string }>();
      if (rows.length === 0) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.cursor_at, id: last.id };
      // Times as the API shows them (ISO 8601 in UTC), in place.
      for (const row of rows) {
        for (const key of dates) if (row[key] instanceof Date) row[key] = row[key].toISOString();
      }
      yield rows;
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  async detail(kind: LeadKind, id: string): Promise<LeadDetail> {
    const spec = leadKindSpecs[kind];
    const row = await this.dataSource.manager.findOne(spec.entity, { where: { id } });
    if (!row) throw new ApiException(spec.notFound);
    const [notes, history, duplicates] = await Promise.all([
      this.notes(id),
      this.history(id),
      this.duplicates(row),
    ]);
    return { kind, ...this.view(spec, row), notes, history, duplicates } as LeadDetail;
  }

  /**
   * Changes status, assignee and lost reason under a row lock, one history entry per field that
   * changed, and stamps `firstContactedAt` on the first move from `new` to a contact status.
   */
  async update(kind: LeadKind, id: string, change: LeadUpdatePayload, me: Principal): Promise<LeadDetail> {
    const spec = leadKindSpecs[kind];
    await this.dataSource.transaction(async (db) => {
      const row = await db.findOne(spec.entity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new ApiException(spec.notFound);

      const status = change.status ?? row.status;
      let lostReason = row.lostReason;
      if (change.lostReason !== undefined) {
        if (status !== 'lost') throw new ApiException('lost_reason_not_allowed');
        lostReason = change.lostReason;
      } else if (status !== 'lost') {
        lostReason = null;
      }
      if (status === 'lost' && !lostReason) throw new ApiException('lost_reason_required');

      const entries: Omit<LeadHistoryRow, 'id' | 'at' | 'leadKind' | 'leadId' | 'actorId' | 'actorName'>[] =
        [];
      const record = (field: string, from: string | null, to: string | null) => {
        if (from !== to) entries.push({ field, fromValue: from, toValue: to });
      };
      const updates: Partial<LeadContact> = {};

      if (status !== row.status) {
        record('status', row.status, status);
        updates.status = status;
        if (row.firstContactedAt === null && row.status === 'new' && CONTACT_STATUSES.includes(status)) {
          const now = new Date();
          updates.firstContactedAt = now;
          record('firstContactedAt', null, now.toISOString());
        }
      }
      if (lostReason !== row.lostReason) {
        record('lostReason', row.lostReason, lostReason);
        updates.lostReason = lostReason;
      }
      if (change.assignedTo !== undefined && change.assignedTo !== row.assignedTo) {
        const to = change.assignedTo === null ? null : await this.staffName(db, change.assignedTo);
        if (change.assignedTo !== null && to === null) throw new ApiException('assignee_not_found');
        const from = row.assignedTo === null ? null : await this.staffName(db, row.assignedTo);
        record('assignedTo', from, to);
        updates.assignedTo = change.assignedTo;
      }

      if (entries.length === 0) return;
      await db.update(spec.entity, { id }, updates);
      await db.insert(
        LeadHistoryRow,
        entries.map((entry) => ({
          ...entry,
          leadKind: kind,
          leadId: id,
          actorId: me.id,
          actorName: me.displayName ?? me.username,
        })),
      );
      // The webhook hears lead.updated, committed with the change (docs/notifications.md).
      const updated = Object.assign(row, updates);
      await this.outbox.enqueueLeadUpdated(db, kind, { ...spec.view(updated), ...workOf(updated) });
    });
    return this.detail(kind, id);
  }

  async addNote(kind: LeadKind, id: string, text: string, me: Principal): Promise<LeadNote> {
    const spec = leadKindSpecs[kind];
    const exists = await this.dataSource.manager.exists(spec.entity, { where: { id } });
    if (!exists) throw new ApiException(spec.notFound);
    const note = this.dataSource.manager.create(LeadNoteRow, {
      leadKind: kind,
      leadId: id,
      authorId: me.id,
      authorName: me.displayName ?? me.username,
      text,
    });
    await this.dataSource.manager.insert(LeadNoteRow, note);
    return this.noteOf(note);
  }

  /** Deletes a lead with its notes and history. */
  async remove(kind: LeadKind, id: string): Promise<void> {
    const spec = leadKindSpecs[kind];
    await this.dataSource.transaction(async (db) => {
      const { affected } = await db.delete(spec.entity, { id });
      if (!affected) throw new ApiException(spec.notFound);
      await db.delete(LeadNoteRow, { leadId: id });
      await db.delete(LeadHistoryRow, { leadId: id });
    });
  }

  /** The list's query: its filters and its order, no paging. */
  private filtered(
    spec: LeadKindSpec,
    query: LeadListQueryDto,
    me: Principal,
  ): SelectQueryBuilder<LeadContact> {
    const direction = query.order === 'oldest' ? 'ASC' : 'DESC';
    const builder = this.dataSource.manager
      .createQueryBuilder(spec.entity as typeof LeadContact, 'lead')
      .where('lead.status IN (:...statuses)', { statuses: query.statuses() })
      .orderBy('lead.submittedAt', direction)
      .addOrderBy('lead.id', direction);

    if (query.assignedTo === 'none') builder.andWhere('lead.assigned_to IS NULL');
    else if (query.assignedTo !== undefined) {
      builder.andWhere('lead.assigned_to = :assignee', {
        assignee: query.assignedTo === 'me' ? me.id : query.assignedTo,
      });
    }

    const zone = this.config.businessTimeZone;
    if (query.from) {
      builder.andWhere(`lead.submitted_at >= (CAST(:from AS date)::timestamp AT TIME ZONE :zone)`, {
        from: query.from,
        zone,
      });
    }
    if (query.to) {
      builder.andWhere(`lead.submitted_at < ((CAST(:to AS date) + 1)::timestamp AT TIME ZONE :zone)`, {
        to: query.to,
        zone,
      });
    }
    if (query.utmSource) {
      builder.andWhere('lower(lead.utm_source) = lower(:utmSource)', { utmSource: query.utmSource });
    }
    if (query.locale) builder.andWhere('lead.locale = :locale', { locale: query.locale });

    const q = query.q?.trim();
    if (q) {
      const prefix = prefixPattern(q.toLowerCase());
      const digits = digitsOf(q);
      builder.andWhere(
        new Brackets((search) => {
          search
            .where('lower(lead.email) LIKE :prefix', { prefix })
            .orWhere('lower(lead.company_name) LIKE :prefix')
            .orWhere('lower(lead.contact_name) LIKE :prefix')
            .orWhere('lower(lead.mc_number) LIKE :prefix');
          if (digits.length >= MIN_SEARCH_DIGITS) {
            search
              .orWhere(`${DIGITS_SQL('lead.phone')} LIKE :digits`, { digits: `${digits}%` })
              .orWhere(`${DIGITS_SQL('lead.dot_number')} LIKE :digits`);
          }
        }),
      );
    }
    return builder;
  }

  private async notes(leadId: string): Promise<LeadNote[]> {
    const rows = await this.dataSource.manager.find(LeadNoteRow, {
      where: { leadId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map((row) => this.noteOf(row));
  }

  private noteOf(row: LeadNoteRow): LeadNote {
    return { id: row.id, text: row.text, author: row.authorName, createdAt: row.createdAt.toISOString() };
  }

  private async history(leadId: string): Promise<LeadHistoryEntry[]> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(LeadHistoryRow, 'entry')
      .where('entry.lead_id = :leadId', { leadId })
      .orderBy('entry.id', 'ASC')
      .getMany();
    return rows.map((row) => ({
      at: row.at.toISOString(),
      by: row.actorName,
      field: row.field,
      from: row.fromValue,
      to: row.toValue,
    }));
  }

  /** Other leads of either kind from the last 180 days sharing the email, the phone digits or the DOT digits. */
  private async duplicates(lead: LeadContact): Promise<LeadDuplicate[]> {
    const found = await findDuplicates(
      this.dataSource.manager,
      { id: lead.id, email: lead.email, phone: lead.phone, dotNumber: lead.dotNumber, asOf: new Date() },
      DUPLICATES_LIMIT,
    );
    return found.map(({ kind, id, submittedAt, status }) => ({ kind, id, submittedAt, status }));
  }

  private async staffName(db: EntityManager, id: string): Promise<string | null> {
    const staff = await db.findOne(AdminUser, { where: { id }, select: { id: true, displayName: true } });
    return staff?.displayName ?? null;
  }
}
