import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { IN_MEMORY_DATA_DIR } from '../config/data-dir';
import { PgliteWireBridge } from './pglite-wire-bridge';

/**
 * PostgreSQL compiled to WebAssembly (PGlite), in this process, behind a wire bridge, so TypeORM
 * talks to it through the ordinary `pg` driver exactly as it talks to a server: the app in memory
 * (`streamFor`), tools and tests on a loopback port (`url`).
 */
export class EmbeddedPostgres {
  /** The embedded databases running in this process, by connection string. */
  private static readonly running = new Map<string, EmbeddedPostgres>();

  /**
   * For `url` of an embedded database of this process, the `pg` driver's `stream` option: each
   * connection reaches the bridge in memory instead of through the loopback port.
   */
  static streamFor(url: string): (() => Duplex) | undefined {
    const embedded = EmbeddedPostgres.running.get(url);
    return embedded && (() => embedded.bridge.openStream());
  }

  private constructor(
    private readonly db: PGlite,
    private readonly bridge: PgliteWireBridge,
    private readonly lockFile: string | null,
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
    const lockFile = inMemory ? null : lockDataDir(dataDir);
    try {
      const db = await PGlite.create({
        dataDir: inMemory ? IN_MEMORY_DATA_DIR : join(dataDir, 'pglite'),
        loadDataDir: snapshot,
      });
      const embedded = new EmbeddedPostgres(db, await PgliteWireBridge.listen(db), lockFile);
      EmbeddedPostgres.running.set(embedded.url, embedded);
      return embedded;
    } catch (error) {
      if (lockFile) unlockDataDir(lockFile);
      throw error;
    }
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
    if (this.lockFile) unlockDataDir(this.lockFile);
  }
}

/** Thrown when another process (or this one) already has the DATA_DIR open. */
export class DataDirInUseError extends Error {}

const LOCK_FILE = 'pglite.lock';

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Two processes writing one PGlite directory would corrupt it: `DATA_DIR/pglite.lock` holds the
 * pid of the process that has it open. A lock left by a process that no longer runs (killed with
 * `kill -9`) is taken over; one whose process runs stops the boot with a clear error.
 */
function lockDataDir(dataDir: string): string {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new DataDirInUseError(
        `The embedded database in ${dataDir} is already open in process ${holder}${
          holder === process.pid ? ' (this one)' : ''
        }: stop it first, or use another DATA_DIR. (If no such process uses it, delete ${file}.)`,
      );
    }
    unlinkSync(file); // left by a process that died
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}: another process keeps taking it.`);
}

function unlockDataDir(file: string): void {
  try {
    if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
  } catch {
    // already gone
  }
}
