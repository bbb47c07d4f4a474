import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quoteRequest } from '@trucking-finance/contracts/testing';
import { freePort } from '../../scripts/spawn-server';
import { adminToken, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * docs/architecture.md#embedded-pglite: a lead the server acknowledged (2xx) on the embedded
 * database is there after the process is killed with `kill -9` mid-stream and started again.
 */
describe('Acknowledged leads on the embedded database survive kill -9', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kill9-'));
  });
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged lead and the lock is taken over on restart', async () => {
    const env = { DATA_DIR: dataDir, PORT: String(freePort()) };
    server = await startServerProcess(env);
    const run = randomUUID();
    const acknowledged = new Set<string>();
    const senders = Array.from({ length: 4 }, async () => {
      for (;;) {
        try {
          const response = await fetch(`${server!.origin}/api/quotes`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify(quoteRequest({ companyName: `Kill nine ${run}` })),
          });
          if (response.status !== 201) return;
          acknowledged.add(((await response.json()) as { quote: { id: string } }).quote.id);
        } catch {
          return; // the process is gone
        }
      }
    });
    while (acknowledged.size < 30) await new Promise((done) => setTimeout(done, 20));
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    await Promise.all(senders);

    server = await startServerProcess(env);
    const token = await adminToken(server.origin);
    const stored = new Set<string>();
    for (let page = 1; ; page += 1) {
      const response = await fetch(`${server.origin}/api/quotes?page=${page}&pageSize=100`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { quotes: { id: string }[] };
      body.quotes.forEach(({ id }) => stored.add(id));
      if (body.quotes.length < 100) break;
    }
    const missing = [...acknowledged].filter((id) => !stored.has(id));
    expect({ acknowledged: acknowledged.size >= 30, missing }).toEqual({ acknowledged: true, missing: [] });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = undefined;
    // Two boots of a process compiling TypeScript on a shared machine.
  }, 180_000);
});
