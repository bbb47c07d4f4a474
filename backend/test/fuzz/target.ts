import { fork, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AppMessage, FuzzerMessage, Tokens } from './app-process';
import type { Endpoint, RawRequest } from './raw-http';
import { startUpstream, writeStandInSite, type Upstream } from './stand-ins';

const BACKEND = resolve(__dirname, '../..');
const START_TIMEOUT_MS = 180_000;
const COUNT_TIMEOUT_MS = 30_000;

export interface AppUnderTest {
  endpoint: Endpoint;
  /** `http://127.0.0.1:<port>`: the one origin redirects may point to. */
  origin: string;
  /** The external-system stand-in on the app's allow-list. */
  upstream: Upstream;
  tokens: Tokens;
  admin: { username: string; password: string };
  /** 'embedded PGlite' or 'PostgreSQL (DATABASE_URL)'. */
  database: string;
  /** Rows in every table of the app's database. */
  counts(): Promise<Record<string, number>>;
  /** Set once the app's process has exited. */
  exited(): string | null;
  /** The app's log (request lines, error traces) from byte `from` on. */
  logFrom(from: number): string;
  logSize(): number;
  logFile: string;
  /** Stops the app and removes its files, except the log when asked to keep it. */
  stop(options?: { keepLog?: boolean }): Promise<void>;
}

/**
 * The request as sent: one aimed at the logout route carries a disposable session's token where
 * it would carry the admin's, since a logout ends the token it carries and every later admin case
 * (and the check after each batch) needs the admin's token alive.
 */
export function withOwnSession(tokens: Tokens, request: RawRequest): RawRequest {
  if (!/logout/i.test(request.target)) return request;
  if (!request.headers.some(([, value]) => value.includes(tokens.admin))) return request;
  const token = tokens.disposable.pop();
  if (!token) throw new Error('The fuzzer ran out of disposable session tokens for the logout route');
  return {
    ...request,
    headers: request.headers.map(([name, value]) => [name, value.split(tokens.admin).join(token)]),
  };
}

/**
 * Starts the app in its own process with a stand-in site, the external-system stand-in on its
 * allow-list, production logging (so the request log runs as deployed) and the e2e suites' high
 * rate limits (the fuzzer is one visitor sending thousands of requests).
 */
export async function startAppUnderTest(): Promise<AppUnderTest> {
  const workDir = mkdtempSync(join(tmpdir(), 'fuzz-'));
  const siteDir = join(workDir, 'site');
  writeStandInSite(siteDir);
  const logFile = join(workDir, 'app.log');
  const log = openSync(logFile, 'a');
  const upstream = await startUpstream();

  const child: ChildProcess = fork(join(__dirname, 'app-process.ts'), [], {
    cwd: resolve(BACKEND, '..'),
    execArgv: ['--require', '@swc-node/register'],
    env: {
      ...process.env,
      SWC_NODE_PROJECT: join(BACKEND, 'tsconfig.json'),
      FUZZ_SITE_DIR: siteDir,
      FUZZ_APP_ENV: JSON.stringify({
        NODE_ENV: 'production',
        ALLOW_EMBEDDED_DATABASE: 'true',
        EXTERNAL_LOGIN_ALLOWED_HOSTS: upstream.host,
      }),
    },
    stdio: ['ignore', log, log, 'ipc'],
  });
  closeSync(log);

  let exitReason: string | null = null;
  const pending = new Map<
    number,
    { resolve: (counts: Record<string, number>) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exitReason = `the app's process exited (${signal ?? `code ${code}`})`;
      for (const waiter of pending.values()) waiter.reject(new Error(exitReason));
      done();
    }),
  );

  const ready = await new Promise<Extract<AppMessage, { type: 'ready' }>>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error('The app did not start within 3 minutes.')),
      START_TIMEOUT_MS,
    );
    child.on('message', (message: AppMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        done(message);
      } else if (message.type === 'counts') {
        pending.get(message.id)?.resolve(message.counts);
        pending.delete(message.id);
      } else if (message.type === 'error') {
        pending.get(message.id)?.reject(new Error(message.message));
        pending.delete(message.id);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      fail(new Error(`${exitReason} before it was ready; its log: ${logFile}`));
    });
  });

  const readLog = (from: number): string => {
    const size = statSync(logFile).size;
    if (size <= from) return '';
    const buffer = Buffer.alloc(size - from);
    const fd = openSync(logFile, 'r');
    readSync(fd, buffer, 0, buffer.length, from);
    closeSync(fd);
    return buffer.toString('utf8');
  };

  return {
    endpoint: { host: '127.0.0.1', port: ready.port },
    origin: `http://127.0.0.1:${ready.port}`,
    upstream,
    tokens: ready.tokens,
    admin: ready.admin,
    database: process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite',
    counts: () =>
      new Promise((done, fail) => {
        if (exitReason) return fail(new Error(exitReason));
        const id = nextId++;
        const timer = setTimeout(
          () => fail(new Error('The app did not count its rows within 30 s.')),
          COUNT_TIMEOUT_MS,
        );
        pending.set(id, {
          resolve: (counts) => (clearTimeout(timer), done(counts)),
          reject: (error) => (clearTimeout(timer), fail(error)),
        });
        child.send({ type: 'counts', id } satisfies FuzzerMessage);
      }),
    exited: () => exitReason,
    logFrom: readLog,
    logSize: () => statSync(logFile).size,
    logFile,
    stop: async ({ keepLog = false } = {}) => {
      if (!exitReason) {
        child.send({ type: 'stop' } satisfies FuzzerMessage);
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      await upstream.close();
      rmSync(keepLog ? siteDir : workDir, { recursive: true, force: true });
    },
  };
}
