import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { IN_MEMORY_DATA_DIR } from '../config/configuration';

/** Connections the socket accepts; above the pool size, since closed sockets leave it a moment late. */
const MAX_SOCKET_CONNECTIONS = 20;

/**
 * PostgreSQL compiled to WebAssembly (PGlite), in this process, reachable on a loopback port, so
 * TypeORM talks to it through the ordinary `pg` driver exactly as it talks to a server.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    /** `postgres://` connection string of the loopback socket. */
    readonly url: string,
  ) {}

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
    const server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port: 0,
      maxConnections: MAX_SOCKET_CONNECTIONS,
    });
    await server.start();
    return new EmbeddedPostgres(db, server, `postgres://postgres@${server.getServerConn()}/postgres`);
  }

  /** The whole database as one archive, to start other instances from. */
  snapshot(): Promise<Blob> {
    return this.db.dumpDataDir('none');
  }

  async stop(): Promise<void> {
    await this.server.stop();
    await this.db.close();
  }
}
