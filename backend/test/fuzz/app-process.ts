/**
 * The app under fuzz, in a process of its own (started by `target.ts` through @swc-node/register,
 * since Nest's injection needs the decorator metadata tsx does not emit). Its own process means a
 * request that pins the CPU shows as a hang to the fuzzer instead of freezing it, and its log (the
 * production request log and error traces) goes to a file the report quotes from.
 *
 * It is the e2e suites' app, `startTestApp` (a fresh embedded database, or a scratch database on
 * DATABASE_URL's server), listening on a free loopback port. Over IPC it answers the fuzzer's
 * questions that HTTP cannot: how many rows each table holds.
 */
import type { AddressInfo } from 'node:net';
import { JwtService } from '@nestjs/jwt';
import { startTestApp, TEST_ADMIN } from '../support/test-app';

export interface Tokens {
  admin: string;
  /** A client token (external login): valid, but opens no admin route. */
  client: string;
  /** The admin's claims, expired a minute ago. */
  expired: string;
  /** The admin's claims signed with another secret. */
  otherSecret: string;
  /**
   * Admin tokens of their own session (each its own `jti`), spent one per request to the logout
   * route: a logout ends the token it carries, and the run's admin token must outlive the run.
   */
  disposable: string[];
}

/** Enough for every logout request of a full run, each sent twice. */
const DISPOSABLE_TOKENS = 4000;

export type AppMessage =
  | { type: 'ready'; port: number; tokens: Tokens; admin: { username: string; password: string } }
  | { type: 'counts'; id: number; counts: Record<string, number> }
  | { type: 'error'; id: number; message: string };

export type FuzzerMessage = { type: 'counts'; id: number } | { type: 'stop' };

const send = (message: AppMessage) => process.send!(message);

async function main(): Promise<void> {
  const env = JSON.parse(process.env.FUZZ_APP_ENV ?? '{}') as Record<string, string>;
  const siteDir = process.env.FUZZ_SITE_DIR!;
  const app = await startTestApp({ env, configure: (config) => void (config.site.distDir = siteDir) });
  // The app's own server: the site first, then the API (Nest's internal one serves only the API).
  await new Promise<void>((listening) => app.server.listen(0, '127.0.0.1', listening));
  const { port } = app.server.address() as AddressInfo;

  const admin = await app.adminToken();
  const {
    iat: _iat,
    exp: _exp,
    ...claims
  } = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const tokens: Tokens = {
    admin,
    client: app.sign({ sub: 'custom:127.0.0.1:fuzz', role: 'client', username: 'fuzz' }),
    expired: app.sign(claims, { expiresIn: -60 }),
    otherSecret: new JwtService({ secret: 'not-the-app-secret-0123456789abcdef0123' }).sign(claims),
    disposable: Array.from({ length: DISPOSABLE_TOKENS }, () => {
      const { jti: _jti, aud: _aud, ...session } = claims;
      return app.sign(session);
    }),
  };

  // The lead rollups (LeadRollups migration) are kept by triggers from the lead tables, which are
  // counted: whether a new lead adds or removes one of their rows depends on what is already there
  // (a new key, a count back to zero), so their row counts say nothing about what a request did.
  const derived = new Set(
    [
      'lead_rollup_settings',
      'lead_counts',
      'lead_daily',
      'lead_emails',
      'lead_totals',
      'lead_first_contacts',
      'lead_first_contact_minutes',
    ].map((table) => `public.${table}`),
  );
  const tables = (
    await app.dataSource.query<Array<{ name: string }>>(
      `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
         FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !derived.has(name));

  process.on('message', (message: FuzzerMessage) => {
    if (message.type === 'stop') {
      void app.close().finally(() => process.exit(0));
      return;
    }
    void (async () => {
      try {
        const counts: Record<string, number> = {};
        for (const table of tables) {
          const [row] = await app.dataSource.query<Array<{ n: number }>>(
            `SELECT count(*)::int AS n FROM ${table}`,
          );
          counts[table] = row!.n;
        }
        send({ type: 'counts', id: message.id, counts });
      } catch (error) {
        send({ type: 'error', id: message.id, message: (error as Error).message });
      }
    })();
  });
  send({ type: 'ready', port, tokens, admin: TEST_ADMIN });
}

main().catch((error: Error) => {
  console.error(`The app under fuzz could not start: ${error.stack ?? error.message}`);
  process.exit(1);
});
