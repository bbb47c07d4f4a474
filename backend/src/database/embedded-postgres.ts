import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { IN_MEMORY_DATA_DIR } from '../config/configuration';
import { PgliteWireBridge } from './pglite-wire-bridge';

/**
 * PostgreSQL compiled to WebAssembly (PGlite), in this process, reachable on a loopback port, so
 * TypeORM talks to it through the ordinary `pg` driver exactly as it talks to a server.
 */
export class EmbeddedPostgres {
  /** The connection strings of the embedded databases running in this process. */
  private static readonly running = new Set<string>();

  /** True when `url` reaches an embedded database of this process rather than a server. */
  static serves(url: string): boolean {
    return EmbeddedPostgres.running.has(url);
  }

  private constructor(
    private readonly db: PGlite,
    private readonly bridge: PgliteWireBridge,
  ) {}

  /** `postgres://` connection string of the loopback port. */
  get url(): string {
    return this.bridge.url;
  }

  /**
   * Opens (or creates) the database under `<dataDir>/pglite`, or a throwaway one for `memory://`,
   * optionally starting from a snapshot (`PGlite.dumpDataDir()`), which is far quicker than a fresh
   * cluster: the tests use one per suite.
   */
  static async start(dataDir: string, snapshot?: Blob): Promise<EmbeddedPostgres> {
    const inMemory = dataDir === IN_MEMORY_DATA_DIR;
    // PGlite creates its own directory but not the parents: DATA_DIR may not exist yet.
    if (!inMemory) mkdirSync(dataDir, { recursive: true });
    const db = await PGlite.create({
      dataDir: inMemory ? IN_MEMORY_DATA_DIR : join(dataDir, 'pglite'),
      loadDataDir: snapshot,
    });
    const embedded = new EmbeddedPostgres(db, await PgliteWireBridge.listen(db));
    EmbeddedPostgres.running.add(embedded.url);
    return embedded;
  }

  /** The most connections that were open at once since it started. */
  get peakConnections(): number {
    return this.bridge.peakConnections;
  }

  /** The whole database as one archive, to start other instances from. */
  snapshot(): Promise<Blob> {
    return this.db.dumpDataDir('none');
  }

  async stop(): Promise<void> {
    EmbeddedPostgres.running.delete(this.url);
    await this.bridge.close();
    await this.db.close();
  }
}
