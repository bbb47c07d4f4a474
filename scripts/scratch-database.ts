import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function run(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (the API e2e suites in CI, the
 * benchmarks), removed by `drop()` even while connections to it are still open.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
