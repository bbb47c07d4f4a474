import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IN_MEMORY_DATA_DIR } from '../../src/config/data-dir';
import { EmbeddedPostgres } from '../../src/database/embedded-postgres';

/**
 * Without DATABASE_URL every suite gets its own in-memory PGlite. Creating a cluster takes
 * seconds, so it is done once here and each suite starts from this snapshot instead.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const template = await EmbeddedPostgres.start(IN_MEMORY_DATA_DIR);
  const file = join(tmpdir(), `trucking-finance-e2e-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await template.snapshot()).arrayBuffer()));
  await template.stop();
  process.env.E2E_PGLITE_SNAPSHOT = file;
}
