import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUUID } from 'class-validator';
import type { AuditLogEntry, AuditLogResponse } from '@trucking-finance/contracts';
import { clientAddress } from '../common/client-address';
import { pageInfo, pageWindow } from '../common/pagination';
import { AuditEntry, type AuditSummary } from './audit-entry.entity';
import type { AuditQueryDto } from './dto/audit-query.dto';

/** One line to add to the trail. */
export interface AuditRecord {
  action: string;
  actor: { id: string | null; username: string | null };
  target?: { kind: string; id: string | null } | null;
  summary?: AuditSummary | null;
  /** `req.ip` (the app's view of the client, through TRUST_PROXY_HOPS proxies). */
  ip: string | undefined;
}

const toView = (row: AuditEntry): AuditLogEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actorId, username: row.actorUsername },
  action: row.action,
  target: row.targetKind ? { kind: row.targetKind, id: row.targetId } : null,
  summary: row.summary,
  ip: row.ip,
});

/** The audit trail: the only place that writes it and reads it. */
@Injectable()
export class AuditLog {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async record({ action, actor, target, summary, ip }: AuditRecord): Promise<void> {
    await this.entries.insert({
      action,
      actorId: actor.id,
      actorUsername: actor.username?.slice(0, 200) ?? null,
      targetKind: target?.kind ?? null,
      targetId: target?.id?.slice(0, 100) ?? null,
      summary: summary && Object.keys(summary).length > 0 ? summary : null,
      ip: clientAddress(ip),
    });
  }

  /** Newest first (or oldest with `order`), a page at a time, by action and/or actor (username any case, or id). */
  async list(query: AuditQueryDto): Promise<Omit<AuditLogResponse, 'success'>> {
    const { skip, take } = pageWindow(query);
    const direction = query.order === 'oldest' ? 'ASC' : 'DESC';
    const select = this.entries
      .createQueryBuilder('entry')
      .orderBy('entry.at', direction)
      .addOrderBy('entry.id', direction)
      .offset(skip)
      .limit(take);
    if (query.action) select.andWhere('entry.action = :action', { action: query.action });
    if (query.actor && isUUID(query.actor)) {
      select.andWhere('entry.actorId = :actor', { actor: query.actor });
    } else if (query.actor) {
      select.andWhere('lower(entry.actorUsername) = :actor', { actor: query.actor.toLowerCase() });
    }
    const [rows, total] = await select.getManyAndCount();
    return { entries: rows.map(toView), ...pageInfo(query, total) };
  }
}
