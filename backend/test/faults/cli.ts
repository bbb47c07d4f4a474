/**
 * `npm run test:faults`: leads sent with Idempotency-Keys to two app instances while the database
 * connection drops, is blackholed, the PostgreSQL cluster restarts and the instances are killed
 * (`kill -9`) or stopped (SIGTERM) and restarted. Each submission is retried like the site retries
 * it (same key, after no answer or a 5xx, on the other instance) and, once acknowledged, sent once
 * more. Fails unless every acknowledged lead is stored exactly once and no answer was a 500.
 *
 * It starts its own scratch PostgreSQL cluster (initdb on a free port under the system's temporary
 * directory, as the `postgres` user when run as root), never touching any other server.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { quoteRequest } from '@trucking-finance/contracts/testing';
import { freePort } from '../../../scripts/spawn-server';
import { startTcpProxy } from '../support/tcp-proxy';

const BACKEND = resolve(__dirname, '../..');
const SECONDS = Number(process.env.FAULTS_SECONDS ?? 45);
const SENDERS = 4;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** The instances' error output, shown when something went wrong. */
const LOG = join(mkdtempSync(join(tmpdir(), 'faults-log-')), 'instances.log');

function postgresBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().pop() : undefined;
  const path = version ? join(root, version, 'bin', name) : name;
  return path;
}

const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

function pg(command: string, args: string[]): void {
  const [file, argv] = asPostgres(postgresBin(command), args) as [string, string[]];
  execFileSync(file, argv, { stdio: 'ignore' });
}

/** A scratch cluster on its own port and directory. */
function startCluster() {
  const dir = mkdtempSync(join(tmpdir(), 'faults-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const data = join(dir, 'data');
  const port = freePort();
  pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const start = () =>
    pg('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  const stop = () => pg('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

interface Instance {
  origin: string;
  child: ChildProcess;
  port: number;
}

async function startInstance(databaseUrl: string, port: number): Promise<Instance> {
  const child = spawn(process.execPath, ['--require', '@swc-node/register', 'src/main.ts'], {
    cwd: BACKEND,
    env: {
      ...process.env,
      SWC_NODE_PROJECT: join(BACKEND, 'tsconfig.json'),
      NODE_ENV: 'development', // logs errors (tests log nothing)
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'faults-suite-signing-secret-0123456789abcdef',
      RATE_LIMIT_FORMS_PER_MINUTE: '100000',
      DATABASE_STATEMENT_TIMEOUT_SECONDS: '2',
      REQUEST_TIMEOUT_SECONDS: '4',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => appendFileSync(LOG, chunk));
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 250) {
    try {
      if ((await fetch(`${origin}/api/health/live`)).ok) return { origin, child, port };
    } catch {
      // not yet
    }
    if (child.exitCode !== null) break;
    await sleep(250);
  }
  throw new Error(`The instance on port ${port} did not start.`);
}

async function main(): Promise<void> {
  const cluster = startCluster();
  const proxy = await startTcpProxy(cluster.url);
  const instances: Instance[] = [];
  const statuses = new Map<string, number>();
  const count = (label: string) => statuses.set(label, (statuses.get(label) ?? 0) + 1);
  let slowest = 0;
  let sent = 0;
  const acknowledged = new Map<string, string>(); // marker → id
  const running = { load: true };

  try {
    instances.push(await startInstance(proxy.url, freePort()), await startInstance(proxy.url, freePort()));

    const attempt = async (origin: string, key: string, body: object) => {
      const started = Date.now();
      try {
        const response = await fetch(`${origin}/api/quotes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        count(String(response.status));
        return { status: response.status, body: (await response.json()) as { quote?: { id: string } } };
      } catch {
        count('no answer');
        return { status: 0, body: {} };
      } finally {
        slowest = Math.max(slowest, Date.now() - started);
      }
    };

    const sender = async (index: number) => {
      while (running.load) {
        const marker = `Faults ${randomUUID()}`;
        const key = randomUUID();
        const body = quoteRequest({ companyName: marker });
        sent += 1;
        // Like the site: the same key after no answer or a 5xx, until acknowledged.
        for (let tries = 0; ; tries += 1) {
          const origin = instances[(index + tries) % instances.length].origin;
          const answer = await attempt(origin, key, body);
          if (answer.status === 201) {
            acknowledged.set(marker, answer.body.quote!.id);
            // Sent twice: the repeat must be the same lead.
            const again = await attempt(instances[(index + tries + 1) % instances.length].origin, key, body);
            if (again.status === 201 && again.body.quote?.id !== answer.body.quote!.id)
              count('replay with another id');
            break;
          }
          if (answer.status > 0 && answer.status < 500 && answer.status !== 409) break;
          if (tries > 240) break;
          await sleep(250);
        }
      }
    };
    const load = Promise.all(Array.from({ length: SENDERS }, (_, i) => sender(i)));

    const step = async (at: number, label: string, action: () => Promise<void> | void) => {
      await sleep(Math.max(0, at * 1000 - (Date.now() - t0)));
      process.stdout.write(`${((Date.now() - t0) / 1000).toFixed(1)} s: ${label}\n`);
      await action();
    };
    const t0 = Date.now();
    await step(3, 'connections to the database dropped for 3 s', () => proxy.cut());
    await step(6, 'back', () => proxy.restore());
    await step(9, 'database blackholed for 3 s', () => proxy.blackhole());
    await step(12, 'back', () => proxy.restore());
    await step(15, 'PostgreSQL stopped for 10 s', () => cluster.stop());
    await step(25, 'PostgreSQL started', () => cluster.start());
    await step(29, 'instance A killed (kill -9) and restarted', async () => {
      const a = instances[0];
      a.child.kill('SIGKILL');
      instances[0] = await startInstance(proxy.url, a.port);
    });
    await step(34, 'instance B stopped (SIGTERM) and restarted', async () => {
      const b = instances[1];
      b.child.kill('SIGTERM');
      await new Promise((done) => b.child.once('exit', done));
      instances[1] = await startInstance(proxy.url, b.port);
    });
    await step(SECONDS, 'load stopped', () => {
      running.load = false;
    });
    await load;

    const client = new Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ company_name: string; n: number }>(
      `SELECT company_name, count(*)::int AS n FROM quote_requests WHERE company_name LIKE 'Faults %' GROUP BY company_name`,
    );
    await client.end();
    const stored = new Map(rows.map((row) => [row.company_name, row.n]));
    const missing = [...acknowledged.keys()].filter((marker) => !stored.has(marker)).length;
    const duplicates = rows.filter((row) => row.n > 1).length;

    // eslint-disable-next-line no-console -- the suite's report
    console.table({
      sent: { value: sent },
      acknowledged: { value: acknowledged.size },
      'acknowledged but missing': { value: missing },
      duplicates: { value: duplicates },
      'slowest answer (ms)': { value: slowest },
      ...Object.fromEntries([...statuses].map(([status, n]) => [`status ${status}`, { value: n }])),
    });
    const failed =
      missing > 0 ||
      duplicates > 0 ||
      (statuses.get('500') ?? 0) > 0 ||
      statuses.has('replay with another id');
    if (failed) {
      console.error('FAILED: a lead was lost or duplicated, or an answer was a 500.');
      if (existsSync(LOG))
        console.error(
          readFileSync(LOG, 'utf8')
            .split('\n')
            .filter((line) => /ERROR|Error|error/.test(line))
            .slice(0, 40)
            .join('\n'),
        );
      process.exitCode = 1;
    } else {
      process.stdout.write('OK: every acknowledged lead stored exactly once.\n');
    }
  } finally {
    for (const instance of instances) instance.child.kill('SIGKILL');
    await proxy.close();
    try {
      cluster.stop();
    } catch {
      // already stopped
    }
    cluster.remove();
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
