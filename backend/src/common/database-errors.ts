import { QueryFailedError } from 'typeorm';

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

/** A failed query caused by the request's data (a value PostgreSQL refused), not by the server. */
export function databaseRejection(error: unknown): { status: number; error: string } | null {
  if (!(error instanceof QueryFailedError)) return null;
  switch (driverErrorOf(error).code) {
    case '22001':
      return { status: 400, error: 'A value is longer than this field allows.' };
    case '22P02':
    case '22003':
    case '22007':
      return { status: 400, error: 'A value is not in the expected format.' };
    case '23505':
      return { status: 409, error: 'That already exists.' };
    default:
      return null;
  }
}
