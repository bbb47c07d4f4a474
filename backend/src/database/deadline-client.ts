import { Client } from 'pg';

/** The driver's own message when a query got no answer within `query_timeout`. */
const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * The `pg` client the pool makes, with one change: when a query got no answer within
 * `query_timeout` (the database or the network in between is stuck, not merely slow: the server
 * would have cancelled a slow statement itself at `statement_timeout`), the connection is closed.
 * The driver alone would keep it, its later queries queued behind the lost one; closed, the pool
 * forgets it and opens a fresh one once the database answers again.
 */
export class DeadlineClient extends Client {
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if ((error as Error)?.message === QUERY_READ_TIMEOUT) {
          (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        }
      });
    }
    return result as never;
  }
}
