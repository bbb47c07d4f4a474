import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { IN_MEMORY_DATA_DIR } from '../../src/config/configuration';
import { EmbeddedPostgres } from '../../src/database/embedded-postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one suite: an in-memory PGlite by default, or, when DATABASE_URL
 * names a PostgreSQL server (CI), a new database on it that is dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = process.env.E2E_PGLITE_SNAPSHOT;
    const embedded = await EmbeddedPostgres.start(
      IN_MEMORY_DATA_DIR,
      snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
    );
    return { url: embedded.url, drop: () => embedded.stop() };
  }

  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
