import { readFileSync } from 'node:fs';
import { IN_MEMORY_DATA_DIR } from '../../src/config/configuration';
import { EmbeddedPostgres } from '../../src/database/embedded-postgres';
import { createScratchDatabase, type ScratchDatabase } from '../../../scripts/scratch-database';

export interface TestDatabase extends ScratchDatabase {
  /** The in-memory database, when the suite runs on the embedded one. */
  embedded?: EmbeddedPostgres;
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
    return { url: embedded.url, drop: () => embedded.stop(), embedded };
  }

  return createScratchDatabase(serverUrl, 'e2e');
}
