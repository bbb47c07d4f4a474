import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { isUUID } from 'class-validator';
import type { Principal } from '../auth/principal';
import { redact } from '../common/redact';
import type { AuditFacts } from './audit-entry.entity';
import { AuditLog } from './audit-log.service';
import { AUDITED, type AuditRule } from './audited.decorator';

/** The route's named parameters (a wildcard's list is not one of them). */
const routeParams = (req: Request): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(req.params).filter((param): param is [string, string] => typeof param[1] === 'string'),
  );

/**
 * Writes the audit line of every `@Audited` route once its handler has succeeded, before the
 * answer leaves: who (the token's account), what (the rule's action, target and summary), when,
 * and from where (`req.ip`). A failed request changed nothing and leaves no line.
 *
 * The line is written after the change committed, not inside its transaction. If writing it
 * fails, the change still stands: the answer stays a success (the admin must not retry a delete
 * that happened) and the failure is logged as an error naming the action and target.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditLog,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rule = this.reflector.get<AuditRule<unknown> | undefined>(AUDITED, context.getHandler());
    if (!rule) return next.handle();
    const req = context.switchToHttp().getRequest<Request>();

    return from(this.readBefore(rule, routeParams(req).id)).pipe(
      mergeMap((before) =>
        next.handle().pipe(
          mergeMap(async (response: unknown) => {
            await this.write(rule, req, response, before);
            return response;
          }),
        ),
      ),
    );
  }

  // Interceptors run before the pipes: the id is not checked yet, and a bad one reads nothing.
  private async readBefore(rule: AuditRule<unknown>, id: string | undefined): Promise<AuditFacts | null> {
    if (!rule.before || !id || !isUUID(id)) return null;
    try {
      return await rule.before(id, this.dataSource.manager);
    } catch {
      return null;
    }
  }

  private async write(rule: AuditRule<unknown>, req: Request, response: unknown, before: AuditFacts | null) {
    const principal = req.user as Principal;
    const params = routeParams(req);
    const change = { params, body: req.body as unknown, response, principal, before };
    if (rule.unchanged?.(change)) return;
    const targetId = rule.targetId ? rule.targetId(change) : params.id;
    try {
      await this.audit.record({
        action: rule.action,
        actor: { id: principal.id, username: principal.username },
        target: { kind: rule.target, id: targetId ?? null },
        summary: rule.summary?.(change) ?? (before ? { before } : null),
        ip: req.ip,
      });
    } catch (error) {
      this.logger.error(
        redact(
          `Could not record ${rule.action} of ${rule.target} ${targetId ?? ''} in the audit trail: ${
            error instanceof Error ? error.message : String(error)
          }`,
        ),
      );
    }
  }
}
