import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { EntityManager, EntityTarget, FindOptionsSelect, FindOptionsWhere } from 'typeorm';
import type { Principal } from '../auth/principal';
import type { AuditFacts, AuditSummary, AuditValue } from './audit-entry.entity';

export const AUDITED = 'audited';

/** What an audited route did, as its rule sees it once the handler succeeded. */
export interface AuditedChange<TResponse> {
  /** The route's parameters (`id`). */
  params: Record<string, string | undefined>;
  /** The validated request body. */
  body: unknown;
  response: TResponse;
  principal: Principal;
  /** What `before` read ahead of the write; null when it read nothing. */
  before: AuditFacts | null;
}

/** How a write route is recorded in the audit trail. */
export interface AuditRule<TResponse = never> {
  /** `<thing>.<verb>`, snake_case: 'quote.delete', 'team_member.move'. */
  action: string;
  /** The kind of thing the route changes; its id is the route's `:id` unless `targetId` says otherwise. */
  target: string;
  targetId?: (change: AuditedChange<TResponse>) => string | undefined;
  /** Reads facts about the target before the write (a position, a date), for the summary. */
  before?: (id: string, db: EntityManager) => Promise<AuditFacts | null>;
  /** A small before/after account. Ids, positions, field names and dates only: never a person's details. */
  summary?: (change: AuditedChange<TResponse>) => AuditSummary | undefined;
  /** True when the call changed nothing (an empty update): no line is written. */
  unchanged?: (change: AuditedChange<TResponse>) => boolean;
}

/**
 * Records every successful call of the route in the audit trail (the AuditInterceptor writes it).
 * Every admin route that is not a GET must carry it: the app refuses to boot otherwise. The action
 * also appears in the OpenAPI description as `x-audit-action`.
 */
export const Audited = <TResponse = never>(rule: AuditRule<TResponse>) =>
  applyDecorators(SetMetadata(AUDITED, rule), ApiExtension('x-audit-action', rule.action));

/** A `before` reader: these columns of the target row, as they were. */
export const columnsBefore =
  <T extends { id: string }>(entity: EntityTarget<T>, columns: (keyof T & string)[]) =>
  async (id: string, db: EntityManager): Promise<AuditFacts | null> => {
    const select = Object.fromEntries(columns.map((column) => [column, true])) as FindOptionsSelect<T>;
    const row = await db.findOne(entity, { select, where: { id } as FindOptionsWhere<T> });
    if (!row) return null;
    const value = (field: unknown): AuditValue =>
      field instanceof Date ? field.toISOString() : (field as AuditValue);
    return Object.fromEntries(columns.map((column) => [column, value(row[column])]));
  };
