import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { AuditEntry } from '../audit/audit-entry.entity';
import { AdminUser } from '../auth/admin-user.entity';
import { RevokedToken } from '../auth/revoked-token.entity';
import { FuelCardApplication } from '../fuel-cards/fuel-card-application.entity';
import { LeadHistoryRow } from '../leads/lead-history.entity';
import { LeadNoteRow } from '../leads/lead-note.entity';
import { IdempotencyRecord } from '../idempotency/idempotency-record.entity';
import { NotificationJob } from '../notifications/notification-job.entity';
import { QuoteRequest } from '../quotes/quote-request.entity';
import { TeamMemberPhoto } from '../team/team-member-photo.entity';
import { TeamMember } from '../team/team-member.entity';
import { DeadlineClient } from './deadline-client';
import { EmbeddedPostgres } from './embedded-postgres';

export const entities = [
  QuoteRequest,
  FuelCardApplication,
  TeamMember,
  TeamMemberPhoto,
  AdminUser,
  RevokedToken,
  AuditEntry,
  LeadNoteRow,
  LeadHistoryRow,
  IdempotencyRecord,
  NotificationJob,
];
const migrationsDir = join(__dirname, 'migrations');
// TypeScript sources under the tests, compiled JavaScript (next to its .d.ts files) in dist.
const migrationFiles = join(migrationsDir, __filename.endsWith('.ts') ? '*.ts' : '*.js');

/** How long a request waits for a database connection before the API answers 503. */
const CONNECT_TIMEOUT_MS = 3_000;
const SERVER_POOL_SIZE = 10;

/** Deadlines of every query (docs/architecture.md#deadlines). */
export interface DatabaseDeadlines {
  /** The server cancels a statement running longer (`statement_timeout`). */
  statementTimeoutMs: number;
}
export const DEFAULT_DATABASE_DEADLINES: DatabaseDeadlines = { statementTimeoutMs: 5_000 };
/** The driver gives up on an answer this long after the server would have cancelled the statement. */
const QUERY_TIMEOUT_MARGIN_MS = 1_000;
/** A transaction left open this long without a statement is ended by the server. */
const IDLE_IN_TRANSACTION_MS = 10_000;

/**
 * One configuration for the app, the tests and the migration commands. Never `synchronize`.
 *
 * The embedded database is reached through exactly one connection. PGlite is a single session, so
 * more connections could only take turns on it, and a turn held by the wrong one is how statements
 * of different requests once came to interleave. The bridge would keep a pool correct too (it hands
 * the session to one connection until that one is at rest), and a pool of 10 measured more
 * throughput (quote intake about 450 against 160 requests/s here, mixed load p99 0.9 against 2 s at
 * 200 requests/s, both with no errors); one connection is the simpler guarantee, and 160 quotes a
 * second is far beyond what lead forms see.
 */
export function dataSourceOptions(
  url: string,
  { statementTimeoutMs }: DatabaseDeadlines = DEFAULT_DATABASE_DEADLINES,
): DataSourceOptions {
  // The embedded database of this process is reached in memory (not through its loopback port),
  // through one connection.
  const stream = EmbeddedPostgres.streamFor(url);
  const poolSize = stream ? 1 : SERVER_POOL_SIZE;
  return {
    type: 'postgres',
    url,
    entities,
    migrations: [migrationFiles],
    migrationsTableName: 'migrations',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    // PGlite ignores the two server settings (its bridge ends idle transactions itself); the
    // driver's query_timeout holds on both, and DeadlineClient closes a connection that hit it.
    extra: {
      max: poolSize,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: statementTimeoutMs,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
      query_timeout: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
      Client: DeadlineClient,
      ...(stream && { stream }),
    },
  };
}
