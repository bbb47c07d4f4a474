/**
 * `npm run test:faults`: leads sent with Idempotency-Keys through a real nginx (Debian's package,
 * with the shipped deploy/nginx.conf rules) to two app instances sharing a scratch PostgreSQL
 * cluster and Redis, while the database connection drops, is blackholed, the PostgreSQL cluster
 * stops for 10 s (`pg_ctl stop -m fast`, then start), and the instances are killed (`kill -9`) or
 * stopped (SIGTERM) and restarted. Each submission comes from its own visitor address (a loopback
 * address of its own) and is retried like the site retries it (same key, after no answer or a
 * 5xx); once acknowledged it is sent once more. Before the load, one visitor sends more forms
 * than the limit through nginx to both instances and must get exactly the limit (Redis shares it).
 *
 * Fails unless every acknowledged lead is stored exactly once, no answer was a 500, every answer
 * while PostgreSQL is down is a 503 within 5 s, 2xx answers resume within 5 s of its return, and
 * the shared limit held. FAULTS_SECONDS sets the load's length (default 45; the steps take ~35 s).
 *
 * It starts its own scratch PostgreSQL cluster (initdb on a free port under the system's temporary
 * directory, as the `postgres` user when run as root) and its own nginx (as `nobody` when root),
 * never touching any other server, and stops all of them on exit, failure or Ctrl-C. Redis is
 * FAULTS_REDIS_URL (default redis://127.0.0.1:6379); the run uses its own key prefix and deletes
 * its own keys.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import Redis from 'ioredis';
import { Client } from 'pg';
import { quoteRequest } from '@trucking-finance/contracts/testing';
import { startNginx, type Nginx } from '../../../scripts/nginx';
import { freePort } from '../../../scripts/spawn-server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const BACKEND = resolve(__dirname, '../..');
const SECONDS = Number(process.env.FAULTS_SECONDS ?? 45);
const REDIS_URL = process.env.FAULTS_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SENDERS = 4;
/** The form limit per visitor and minute, shared through Redis (each load visitor sends far fewer). */
const FORM_LIMIT = 40;
/** The issue's bounds: answers while the database is down, and 2xx after it returns. */
const OUTAGE_ANSWER_MS = 5_000;
const RESUME_MS = 5_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** The instances' error output, shown when something went wrong. */
const LOG_DIR = mkdtempSync(join(tmpdir(), 'faults-log-'));
const LOG = join(LOG_DIR, 'instances.log');

function postgresBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().pop() : undefined;
  const path = version ? join(root, version, 'bin', name) : name;
  return path;
}

const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

function pgSync(command: string, args: string[]): void {
  const [file, argv] = asPostgres(postgresBin(command), args) as [string, string[]];
  execFileSync(file, argv, { stdio: 'ignore' });
}

/** Asynchronously: the load keeps running (and timing its answers) while pg_ctl waits. */
async function pg(command: string, args: string[]): Promise<void> {
  const [file, argv] = asPostgres(postgresBin(command), args) as [string, string[]];
  await promisify(execFile)(file, argv);
}

/** A scratch cluster on its own port and directory. */
function startCluster() {
  const dir = mkdtempSync(join(tmpdir(), 'faults-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const data = join(dir, 'data');
  const port = freePort();
  pgSync('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const startArgs = [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ];
  pgSync('pg_ctl', startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pg('pg_ctl', startArgs),
    stop: () => pg('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']),
    /** On exit: stopped at once if still running, then its directory removed. */
    remove: () => {
      try {
        pgSync('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Instance {
  origin: string;
  child: ChildProcess;
  port: number;
}

async function startInstance(databaseUrl: string, port: number, redisPrefix: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--require', '@swc-node/register', 'src/main.ts'], {
    cwd: BACKEND,
    env: {
      ...process.env,
      SWC_NODE_PROJECT: join(BACKEND, 'tsconfig.json'),
      NODE_ENV: 'development', // logs errors (tests log nothing)
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'faults-suite-signing-secret-0123456789abcdef',
      RATE_LIMIT_FORMS_PER_MINUTE: String(FORM_LIMIT),
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      TRUST_PROXY_HOPS: '1', // behind the one nginx
      DATABASE_STATEMENT_TIMEOUT_SECONDS: '2',
      REQUEST_TIMEOUT_SECONDS: '4',
      SHUTDOWN_GRACE_SECONDS: '5',
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

interface Answer {
  status: number;
  body: { quote?: { id: string } };
  /** nginx's $upstream_addr: the instance(s) that handled it. */
  upstream: string;
}

/** A POST from `visitor` (a loopback address of its own, so nginx passes it on as the client). */
function post(url: string, visitor: string, headers: Record<string, string>, body: object): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: visitor,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          clearTimeout(timer);
          let parsed = {};
          try {
            parsed = JSON.parse(text);
          } catch {
            // nginx's own pages are HTML
          }
          done({
            status: res.statusCode ?? 0,
            body: parsed,
            upstream: String(res.headers['x-upstream'] ?? ''),
          });
        });
        res.on('error', fail);
      },
    );
    const timer = setTimeout(() => req.destroy(new Error('no answer within 10 s')), 10_000);
    req.on('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    req.end(payload);
  });
}

/** A visitor address of its own: anything in 127.0.0.0/8 reaches the loopback interface. */
const newVisitor = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Everything the suite started, stopped once, on success, failure, an error or Ctrl-C. */
const cleanups: Array<() => unknown> = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('Clean-up:', (error as Error).message);
      }
    }
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`${signal}: stopping everything the suite started.`);
    void cleanUp().then(() => process.exit(130));
  });

/**
 * One visitor sends FORM_LIMIT + 5 forms through nginx, which spreads them over both instances:
 * exactly FORM_LIMIT may be accepted (two separate counts would accept all of them).
 */
async function sharedLimitCheck(origin: string) {
  const visitor = newVisitor();
  const statuses: number[] = [];
  const upstreams = new Set<string>();
  for (let i = 0; i < FORM_LIMIT + 5; i += 1) {
    const answer = await post(
      `${origin}/api/quotes`,
      visitor,
      { 'idempotency-key': randomUUID() },
      quoteRequest({ companyName: `Faults limit ${randomUUID()}` }),
    );
    statuses.push(answer.status);
    if (answer.status === 201 || answer.status === 429) upstreams.add(answer.upstream);
  }
  const accepted = statuses.filter((status) => status === 201).length;
  const limited = statuses.filter((status) => status === 429).length;
  return { sent: statuses.length, accepted, limited, instances: upstreams.size };
}

async function main(): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000 });
  await redis.connect().catch(() => {
    throw new Error(
      `No Redis at ${REDIS_URL} (set FAULTS_REDIS_URL): the instances share their limits through it.`,
    );
  });
  const redisPrefix = `faults-${randomUUID()}:`;
  cleanups.push(async () => {
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  const cluster = startCluster();
  cleanups.push(() => cluster.remove());
  const proxy: TcpProxy = await startTcpProxy(cluster.url);
  cleanups.push(() => proxy.close());
  const instances: Instance[] = [];
  cleanups.push(() => {
    for (const instance of instances) instance.child.kill('SIGKILL');
  });
  instances.push(
    await startInstance(proxy.url, freePort(), redisPrefix),
    await startInstance(proxy.url, freePort(), redisPrefix),
  );
  const nginx: Nginx = await startNginx({
    upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
    extraServerDirectives: 'add_header X-Upstream $upstream_addr always;',
  });
  cleanups.push(() => nginx.stop());
  process.stdout.write(`nginx ${nginx.origin} in front of ${instances.map((i) => i.origin).join(' and ')}\n`);

  const limit = await sharedLimitCheck(nginx.origin);
  process.stdout.write(
    `One visitor, ${limit.sent} forms through nginx to ${limit.instances} instances: ` +
      `${limit.accepted} accepted, ${limit.limited} limited (limit ${FORM_LIMIT} a minute)\n`,
  );

  const statuses = new Map<string, number>();
  const count = (label: string) => statuses.set(label, (statuses.get(label) ?? 0) + 1);
  let slowest = 0;
  let sent = 0;
  const acknowledged = new Map<string, string>(); // marker → id
  const running = { load: true };
  /** Every answer: when its request left, when it came back, its status (0: none). */
  const answers: Array<{ started: number; ended: number; status: number }> = [];

  const attempt = async (visitor: string, key: string, body: object) => {
    const started = Date.now();
    let status = 0;
    try {
      const answer = await post(`${nginx.origin}/api/quotes`, visitor, { 'idempotency-key': key }, body);
      status = answer.status;
      count(String(status));
      return answer;
    } catch {
      count('no answer');
      return { status: 0, body: {}, upstream: '' } as Answer;
    } finally {
      const ended = Date.now();
      slowest = Math.max(slowest, ended - started);
      answers.push({ started, ended, status });
    }
  };

  const sender = async () => {
    while (running.load) {
      const marker = `Faults ${randomUUID()}`;
      const key = randomUUID();
      const visitor = newVisitor();
      const body = quoteRequest({ companyName: marker });
      sent += 1;
      // Like the site: the same key after no answer or a 5xx, until acknowledged.
      for (let tries = 0; ; tries += 1) {
        const answer = await attempt(visitor, key, body);
        if (answer.status === 201) {
          acknowledged.set(marker, answer.body.quote!.id);
          // Sent twice: the repeat must be the same lead.
          const again = await attempt(visitor, key, body);
          if (again.status === 201 && again.body.quote?.id !== answer.body.quote!.id)
            count('replay with another id');
          break;
        }
        if (answer.status > 0 && answer.status < 500 && answer.status !== 409) break;
        if (tries > 120) break;
        await sleep(1_000);
      }
    }
  };
  const load = Promise.all(Array.from({ length: SENDERS }, () => sender()));

  const t0 = Date.now();
  const at = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  const step = async (when: number, label: string, action: () => Promise<void> | void) => {
    await sleep(Math.max(0, when * 1000 - (Date.now() - t0)));
    process.stdout.write(`${at()}: ${label}\n`);
    await action();
  };
  /** PostgreSQL down: from pg_ctl stop's return to pg_ctl start's call; back: start's return. */
  const outage = { from: 0, to: 0, back: 0 };
  await step(3, 'connections to the database dropped for 3 s', () => proxy.cut());
  await step(6, 'back', () => proxy.restore());
  await step(9, 'database blackholed for 3 s', () => proxy.blackhole());
  await step(12, 'back', () => proxy.restore());
  await step(15, 'PostgreSQL stopping (pg_ctl stop -m fast) for 10 s', async () => {
    await cluster.stop();
    outage.from = Date.now();
    process.stdout.write(`${at()}: PostgreSQL stopped\n`);
  });
  await step(25, 'PostgreSQL starting', async () => {
    outage.to = Date.now();
    await cluster.start();
    outage.back = Date.now();
    process.stdout.write(`${at()}: PostgreSQL accepting connections\n`);
  });
  await step(29, 'instance A killed (kill -9) and restarted', async () => {
    const a = instances[0];
    a.child.kill('SIGKILL');
    instances[0] = await startInstance(proxy.url, a.port, redisPrefix);
  });
  await step(34, 'instance B stopped (SIGTERM) and restarted', async () => {
    const b = instances[1];
    b.child.kill('SIGTERM');
    await new Promise((done) => b.child.once('exit', done));
    instances[1] = await startInstance(proxy.url, b.port, redisPrefix);
  });
  await step(SECONDS, 'load stopped', () => {
    running.load = false;
  });
  await load;

  const client = new Client({ connectionString: cluster.url });
  await client.connect();
  const { rows } = await client.query<{ company_name: string; n: number }>(
    `SELECT company_name, count(*)::int AS n FROM quote_requests WHERE company_name LIKE 'Faults %' AND company_name NOT LIKE 'Faults limit %' GROUP BY company_name`,
  );
  await client.end();
  const stored = new Map(rows.map((row) => [row.company_name, row.n]));
  const missing = [...acknowledged.keys()].filter((marker) => !stored.has(marker)).length;
  const duplicates = rows.filter((row) => row.n > 1).length;

  // While PostgreSQL was down: requests sent then.
  const during = answers.filter((a) => a.started >= outage.from && a.started < outage.to);
  const notPrompt503 = during.filter((a) => a.status !== 503 || a.ended - a.started > OUTAGE_ANSWER_MS);
  const outageSlowest = Math.max(0, ...during.map((a) => a.ended - a.started));
  const firstAfter = answers
    .filter((a) => a.ended >= outage.back && a.status >= 200 && a.status < 300)
    .reduce((min, a) => Math.min(min, a.ended), Infinity);
  const resumeMs = firstAfter - outage.back;
  const duringStatuses = new Map<number, number>();
  for (const a of during) duringStatuses.set(a.status, (duringStatuses.get(a.status) ?? 0) + 1);

  // eslint-disable-next-line no-console -- the suite's report
  console.table({
    sent: { value: sent },
    acknowledged: { value: acknowledged.size },
    'acknowledged but missing': { value: missing },
    duplicates: { value: duplicates },
    'slowest answer (ms)': { value: slowest },
    ...Object.fromEntries([...statuses].map(([status, n]) => [`status ${status}`, { value: n }])),
    'answers while PostgreSQL was down': { value: during.length },
    ...Object.fromEntries(
      [...duringStatuses].map(([status, n]) => [`  of them ${status || 'no answer'}`, { value: n }]),
    ),
    'slowest answer while down (ms)': { value: outageSlowest },
    'first 2xx after its return (ms)': { value: Number.isFinite(resumeMs) ? resumeMs : 'none' },
    'limit check: accepted / sent': { value: `${limit.accepted} / ${limit.sent} (limit ${FORM_LIMIT})` },
  });
  const failures = [
    missing > 0 && `${missing} acknowledged leads are missing`,
    duplicates > 0 && `${duplicates} leads were stored twice`,
    (statuses.get('500') ?? 0) > 0 && `${statuses.get('500')} answers were 500`,
    // One instance is up at every moment of the steps, so nginx must always find it.
    (statuses.get('502') ?? 0) > 0 && `${statuses.get('502')} answers were nginx's 502 (no instance found)`,
    statuses.has('replay with another id') && 'a repeat got another lead',
    during.length === 0 && 'no request was sent while PostgreSQL was down',
    notPrompt503.length > 0 &&
      `${notPrompt503.length} answers while PostgreSQL was down were not a 503 within ${OUTAGE_ANSWER_MS} ms`,
    !(resumeMs <= RESUME_MS) && `no 2xx within ${RESUME_MS} ms of PostgreSQL's return`,
    (limit.accepted !== FORM_LIMIT || limit.instances < 2) &&
      `the shared limit did not hold: ${limit.accepted} of ${limit.sent} accepted over ${limit.instances} instances, limit ${FORM_LIMIT}`,
  ].filter(Boolean);
  // When the other answers (502: nginx found no instance; no answer) came, against the steps above.
  const others = new Map<string, number>();
  for (const a of answers.filter((a) => a.status !== 201 && a.status !== 503)) {
    const label = `${a.status || 'no answer'} at ${Math.floor((a.ended - t0) / 1000)} s`;
    others.set(label, (others.get(label) ?? 0) + 1);
  }
  if (others.size)
    process.stdout.write(`Other answers: ${[...others].map(([label, n]) => `${n}× ${label}`).join(', ')}\n`);
  if (failures.length) {
    console.error(`FAILED: ${failures.join('; ')}.`);
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
    process.stdout.write(
      'OK: every acknowledged lead stored exactly once; the outage bounds and the shared limit held.\n',
    );
  }
}

main()
  .catch((error: Error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    rmSync(LOG_DIR, { recursive: true, force: true });
    process.exit();
  });
