import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A plain fact: a position, an id, a field name, a date as ISO text. */
export type AuditValue = string | number | boolean | null | undefined;

/** Facts about one thing: `{ position: 3 }`. */
export type AuditFacts = { [key: string]: AuditValue };

/** What a summary may hold, two levels deep at most: `{ before: { position: 3 }, fields: ['bio'] }`. */
export type AuditSummaryValue = AuditValue | AuditValue[] | AuditFacts;

/** A small account of a change, with ids and plain facts only, never a person's details. */
export type AuditSummary = { [key: string]: AuditSummaryValue };

/**
 * One line of the audit trail: who did what to which thing, when and from where. The target is
 * plain data, not a foreign key, so the line outlives what it names (a deleted lead). The
 * indexes serve the admin's newest-first list, alone or filtered by action or by actor.
 */
@Entity('audit_log')
@Index('audit_log_at_idx', { synchronize: false })
@Index('audit_log_action_at_idx', { synchronize: false })
@Index('audit_log_actor_at_idx', { synchronize: false })
@Index('audit_log_actor_id_at_idx', { synchronize: false })
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  at!: Date;

  /** The account that acted; null when nobody was signed in (a failed login). */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  /** The account's username then, or the username a failed login tried. */
  @Column({ name: 'actor_username', type: 'varchar', length: 200, nullable: true })
  actorUsername!: string | null;

  /** `<thing>.<verb>`: quote.delete, team_member.move, auth.login, auth.login_failed… */
  @Column({ type: 'varchar', length: 64 })
  action!: string;

  @Column({ name: 'target_kind', type: 'varchar', length: 40, nullable: true })
  targetKind!: string | null;

  @Column({ name: 'target_id', type: 'varchar', length: 100, nullable: true })
  targetId!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  summary!: AuditSummary | null;

  /** The client's address as the app sees it (through TRUST_PROXY_HOPS proxies). */
  @Column({ type: 'varchar', length: 64 })
  ip!: string;
}
