import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { TEST_ADMIN, testEnv } from './test-app';

const BACKEND = resolve(__dirname, '../..');

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Everything it wrote to stderr so far. */
  errors(): string;
  /** Resolves with the exit code or signal once it has exited. */
  exited: Promise<number | string>;
}

/**
 * `backend/src/main.ts` in a process of its own (compiled on the fly by @swc-node/register), as
 * `npm start` runs it, so a test can kill it for real. Resolves once /api/health/ready answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--require', '@swc-node/register', join('src', 'main.ts')], {
    cwd: BACKEND,
    env: {
      ...process.env,
      ...testEnv,
      SWC_NODE_PROJECT: resolve(BACKEND, 'tsconfig.json'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | string>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown')),
  );
  const origin = `http://127.0.0.1:${env.PORT}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before it was ready: ${stderr}`);
    }
    try {
      if ((await fetch(`${origin}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (waited > 90_000) throw new Error(`The server was not ready within 90 s: ${stderr}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return { origin, child, errors: () => stderr, exited };
}

/** An admin token from the process at `origin`. */
export async function adminToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  return ((await response.json()) as { token: string }).token;
}

function join(...parts: string[]): string {
  return parts.join('/');
}
