/**
 * Horizontal scaling: quote intake (POST /api/quotes) through a real nginx (Debian's package, the
 * shipped deploy/nginx.conf server block) to ONE app instance, against the same nginx rules in front
 * of TWO instances, on the same PostgreSQL database, in the same run (alternating, two rounds
 * each). Target: two instances ≥ 1.3× one. It also samples the CPU time of every process involved
 * (the instances, nginx's master and workers, the PostgreSQL server and its backends, this load
 * client, and the whole machine from /proc/stat) to name the bottleneck.
 *   npm run build && npm run bench:scale
 * The database is a scratch one created on DATABASE_URL's server (default the local server's
 * `test` database, which is only used to create and drop the scratch one).
 */
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { quoteRequest as quote } from '@trucking-finance/contracts/testing';
import { fmt, postRate } from './support/load';
import { childProcesses, startNginx, type Nginx } from '../scripts/nginx';
import { createScratchDatabase } from '../scripts/scratch-database';
import { requireBuild, runMigrations, spawnServer, type SpawnedServer } from '../scripts/spawn-server';

const TARGET = 1.3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const TICKS = 100; // USER_HZ on Linux (getconf CLK_TCK)

/** utime, stime, cutime, cstime of a process, in seconds (0 when it is gone). */
function cpuOf(pid: number, withReapedChildren = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command: state ppid … utime is field 14 of the whole line, index 11 here.
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return (utime + stime + (withReapedChildren ? cutime + cstime : 0)) / TICKS;
  } catch {
    return 0;
  }
}

/** A process and its children: exited children count through the parent's reaped-children time. */
const treeCpu = (pid: number) =>
  cpuOf(pid, true) + childProcesses(pid).reduce((sum, child) => sum + cpuOf(child), 0);

/** Busy and total CPU seconds of the whole machine (all cores). */
function machineCpu(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / TICKS, total: (busy + idle + iowait) / TICKS };
}

/** The PostgreSQL server's postmaster: its backends are its children. */
async function postmasterPid(serverUrl: string): Promise<number | undefined> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ dir: string }>(`SELECT current_setting('data_directory') AS dir`);
    return Number(readFileSync(`${rows[0].dir}/postmaster.pid`, 'utf8').split('\n')[0]);
  } catch {
    return undefined; // not readable from here: PostgreSQL's CPU is then left out
  } finally {
    await client.end();
  }
}

interface Phase {
  label: string;
  rate: number;
  failed: number;
  p99: number;
  seconds: number;
  /** CPU seconds per process group during the phase. */
  cpu: Record<string, number>;
  machineBusy: number;
  machineCores: number;
}

async function measure(
  label: string,
  nginx: Nginx,
  instances: SpawnedServer[],
  postmaster: number | undefined,
): Promise<Phase> {
  const groups: Record<string, () => number> = {
    ...Object.fromEntries(instances.map((instance, i) => [`instance ${'AB'[i]}`, () => cpuOf(instance.pid)])),
    'nginx (master + workers)': () => treeCpu(nginx.pid),
    ...(postmaster && { 'PostgreSQL (server + all its backends)': () => treeCpu(postmaster) }),
    'load client (autocannon, this process)': () => cpuOf(process.pid, true),
  };
  const before = Object.fromEntries(Object.entries(groups).map(([name, read]) => [name, read()]));
  const machineBefore = machineCpu();
  const started = Date.now();
  const result = await postRate(`${nginx.origin}/api/quotes`, quote, {
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  const seconds = (Date.now() - started) / 1000;
  const machineAfter = machineCpu();
  const cpu = Object.fromEntries(Object.entries(groups).map(([name, read]) => [name, read() - before[name]]));
  return {
    label,
    rate: result.rate,
    failed: result.failed,
    p99: result.latencyP99,
    seconds,
    cpu,
    machineBusy: machineAfter.busy - machineBefore.busy,
    machineCores: (machineAfter.total - machineBefore.total) / seconds,
  };
}

const cores = (cpuSeconds: number, seconds: number) => (cpuSeconds / seconds).toFixed(2);

function report(phase: Phase): void {
  const ours = Object.values(phase.cpu).reduce((a, b) => a + b, 0);
  console.log(
    `  ${phase.label}: ${fmt(phase.rate)} req/s (p99 ${phase.p99} ms, ${phase.failed} failed); ` +
      `machine ${cores(phase.machineBusy, phase.seconds)} of ${phase.machineCores.toFixed(0)} cores busy`,
  );
  for (const [name, seconds] of Object.entries(phase.cpu))
    console.log(
      `      ${name.padEnd(40)} ${cores(seconds, phase.seconds)} cores, ` +
        `${((seconds * 1000) / Math.max(1, phase.rate * phase.seconds)).toFixed(2)} ms CPU per request`,
    );
  console.log(
    `      ${'everything else on the machine'.padEnd(40)} ${cores(Math.max(0, phase.machineBusy - ours), phase.seconds)} cores`,
  );
}

async function main(): Promise<void> {
  requireBuild();
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const scratch = await createScratchDatabase(serverUrl, 'bench_scale');
  const stopAll: Array<() => Promise<void>> = [() => scratch.drop()];
  const stop = async () => {
    for (const step of stopAll.reverse()) await step().catch(() => undefined);
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    runMigrations({ DATABASE_URL: scratch.url });
    const env = {
      DATABASE_URL: scratch.url,
      RATE_LIMIT_FORMS_PER_MINUTE: '100000000',
      TRUST_PROXY_HOPS: '1',
    };
    const a = await spawnServer(env);
    stopAll.push(() => a.stop());
    const b = await spawnServer(env);
    stopAll.push(() => b.stop());
    const upstream = (server: SpawnedServer) => new URL(server.origin).host;
    const toOne = await startNginx({ upstreams: [upstream(a)], workers: 'auto' });
    stopAll.push(() => toOne.stop());
    const toTwo = await startNginx({ upstreams: [upstream(a), upstream(b)], workers: 'auto' });
    stopAll.push(() => toTwo.stop());
    const postmaster = await postmasterPid(serverUrl);

    // Warm-up (JIT, pools, nginx's keep-alive connections), then alternating rounds.
    await postRate(`${toTwo.origin}/api/quotes`, quote, { connections: CONNECTIONS, seconds: 3 });
    const phases: Phase[] = [];
    for (let round = 1; round <= 2; round += 1) {
      phases.push(await measure(`one instance, round ${round}`, toOne, [a], postmaster));
      phases.push(await measure(`two instances, round ${round}`, toTwo, [a, b], postmaster));
    }
    const mean = (prefix: string) => {
      const matching = phases.filter((phase) => phase.label.startsWith(prefix));
      return matching.reduce((sum, phase) => sum + phase.rate, 0) / matching.length;
    };
    const one = mean('one');
    const two = mean('two');
    console.log(
      `Quote intake through nginx on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per phase:`,
    );
    for (const phase of phases) report(phase);
    console.log(`  one instance (mean):  ${fmt(one)} req/s`);
    console.log(`  two instances (mean): ${fmt(two)} req/s`);

    // What a bigger machine should give: each instance is one Node thread, so one instance tops
    // out near 1 core / its CPU per request; two reach twice that unless nginx or PostgreSQL need
    // more cores than the machine has left.
    const last = phases[phases.length - 1];
    const perRequest = (name: string) => last.cpu[name] / Math.max(1, last.rate * last.seconds);
    const instanceCost = perRequest('instance A') + perRequest('instance B'); // instance CPU s per request
    const oneCeiling = 1 / (instanceCost || Infinity);
    const others = Object.keys(last.cpu).filter((name) => !name.startsWith('instance'));
    const coresAtTwoCeilings = others.map(
      (name) => `${name} ${(perRequest(name) * 2 * oneCeiling).toFixed(1)}`,
    );
    const busiest = Object.entries(last.cpu).sort(([, x], [, y]) => y - x)[0];
    console.log(
      `Bottleneck: the machine (${cores(last.machineBusy, last.seconds)} of ${last.machineCores.toFixed(0)} cores busy in the last phase); ` +
        `the largest consumer was ${busiest[0]} (${cores(busiest[1], last.seconds)} cores).`,
    );
    console.log(
      `  With a core per instance, one instance would top out near ${fmt(oneCeiling)} req/s and two near ` +
        `${fmt(2 * oneCeiling)}, given cores for the rest at that rate: ${coresAtTwoCeilings.join(', ')}.`,
    );
    const ratio = two / one;
    const ok = ratio >= TARGET;
    console.log(
      `Two instances vs one: ${ratio.toFixed(2)}× (target ≥ ${TARGET.toFixed(2)}×) ${ok ? 'PASS' : 'FAIL'}`,
    );
    if (!ok || phases.some((phase) => phase.failed > 0)) process.exitCode = 1;
  } finally {
    await stop();
  }
}

void main();
