import { QueryFailedError } from 'typeorm';
import type { ApiErrorCode } from '@trucking-finance/contracts';

// Socket errors, pool timeouts and PostgreSQL's "connection exception" / "operator intervention" classes.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '25P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'connection error and is not queryable',
  'Connection ended unexpectedly',
  'Too many connections',
  'Query read timeout',
  // 57014 is also a cancel by the operator; here it is the statement_timeout of docs/architecture.md#deadlines.
  'canceling statement due to statement timeout',
  'terminating connection due to idle-in-transaction timeout',
  // TypeORM releases a transaction's connection when it fails (the server stopped, the network
  // dropped it); the transaction's next query or its rollback then throws this instead of the
  // connection's own error. Seen as a 500 under `npm run test:faults` while PostgreSQL stopped.
  'Query runner already released',
  'provided by a query runner was already released',
];

interface DriverError {
  code?: string;
  message?: string;
}

const driverErrorOf = (error: unknown): DriverError =>
  ((error as { driverError?: DriverError })?.driverError ?? error ?? {}) as DriverError;

/** True when the database could not be reached or dropped the connection: the API answers 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message = '' } = driverErrorOf(error);
  return (
    (code !== undefined && UNAVAILABLE_CODES.has(code)) ||
    UNAVAILABLE_MESSAGES.some((fragment) => message.includes(fragment))
  );
}

/** A refusal by its SQLSTATE: the status and the code the API answers it with. */
interface DatabaseRejection {
  status: number;
  code: ApiErrorCode;
}

const REJECTIONS = new Map<string, DatabaseRejection>([
  ['22001', { status: 400, code: 'value_too_long' }],
  ['22003', { status: 400, code: 'value_out_of_range' }],
  ['22008', { status: 400, code: 'value_out_of_range' }],
  ['22021', { status: 400, code: 'invalid_characters' }],
  ['22P05', { status: 400, code: 'invalid_characters' }],
  ['23502', { status: 400, code: 'invalid_value' }],
  ['23514', { status: 400, code: 'invalid_value' }],
  ['23505', { status: 409, code: 'conflict' }],
  ['23P01', { status: 409, code: 'conflict' }],
  ['23503', { status: 409, code: 'constraint_violation' }],
  ['23001', { status: 409, code: 'constraint_violation' }],
]);

/**
 * A failed query caused by the request's data, not by the server: PostgreSQL's class 22 (data
 * exception: a value it cannot take) and class 23 (integrity: a duplicate, a missing reference).
 * The DTOs should refuse such values first; this is the net under them, so bad input is a 4xx.
 */
export function databaseRejection(error: unknown): DatabaseRejection | null {
  if (!(error instanceof QueryFailedError)) return null;
  const { code = '' } = driverErrorOf(error);
  const known = REJECTIONS.get(code);
  if (known) return known;
  if (code.startsWith('22')) return { status: 400, code: 'invalid_value' };
  if (code.startsWith('23')) return { status: 409, code: 'constraint_violation' };
  return null;
}
