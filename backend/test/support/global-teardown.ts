import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  if (process.env.E2E_PGLITE_SNAPSHOT) rmSync(process.env.E2E_PGLITE_SNAPSHOT, { force: true });
}
