import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(__dirname, '..');

export function requireBuild(): void {
  for (const file of ['backend/dist/main.js', 'frontend/dist/index.html', 'frontend/dist/es/index.html']) {
    if (!existsSync(join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
}

/** Applies the app's migrations with its own built command: to DATABASE_URL, else the embedded database in DATA_DIR. */
export function runMigrations(env: Record<string, string>): void {
  execFileSync(process.execPath, ['backend/dist/database/migration-cli.js', 'run'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

const FREE_PORT_PROBE = `const probe = require('node:net').createServer().listen(0, '127.0.0.1', () => {
  const { port } = probe.address();
  probe.close(() => process.stdout.write(String(port)));
});`;

/**
 * A free loopback port: the operating system picks one for a probe that closes at once. The probe
 * runs in a child process so that code which cannot wait (a Playwright configuration) can ask too.
 */
export const freePort = (): number =>
  Number(execFileSync(process.execPath, ['-e', FREE_PORT_PROBE], { encoding: 'utf8' }));

/**
 * The environment of the built server in the browser tests and benchmarks, on top of the caller's:
 * production mode, a fixed signing secret, the embedded database in `dataDir` (never the caller's
 * DATABASE_URL unless `env` names one), on `port`.
 */
export const serverEnvironment = (
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Record<string, string> => ({
  NODE_ENV: 'production',
  JWT_SECRET: 'spawned-server-secret-for-tests-and-benchmarks',
  DATA_DIR: dataDir,
  PORT: String(port),
  DATABASE_URL: '', // blank counts as unset: the embedded database
  ALLOW_EMBEDDED_DATABASE: 'true', // production mode refuses it otherwise
  ...env,
});

export interface SpawnedServer {
  origin: string;
  /** The server's process id (the admin benchmark samples its memory). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The built server (`node backend/dist/main.js`), as `npm start` runs it, on a free port with a
 * throwaway embedded database (or DATABASE_URL from `env`). Used by the browser tests and benchmarks.
 */
export async function spawnServer(env: Record<string, string> = {}): Promise<SpawnedServer> {
  const port = freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'server-data-'));
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...serverEnvironment(port, dataDir, env) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (waited > 60_000) throw new Error('The server did not become healthy within a minute.');
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    origin,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
