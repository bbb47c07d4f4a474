import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface BaselineServer {
  origin: string;
  close(): Promise<void>;
}

/** A bare node:http server on a free local port, in this process: the benchmarks' baselines. */
export async function serveBaseline(handler: RequestListener): Promise<BaselineServer> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
}

const hasWrk = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    return (error as { status?: number }).status === 1; // wrk --version exits 1 after printing
  }
})();

/**
 * Requests per second for GETs of a URL. wrk (apt) when present: autocannon tops out near
 * 14k req/s on this machine, below a bare Node server, which would flatten the ratio.
 */
export async function getRate(
  url: string,
  { connections = 50, seconds = 10, headers = {} }: LoadOptions = {},
): Promise<number> {
  if (hasWrk) {
    const args = [
      '-t2',
      `-c${connections}`,
      `-d${seconds}s`,
      ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
      url,
    ];
    // Asynchronously: a baseline server may live in this very process.
    const { stdout: output } = await promisify(execFile)('wrk', args, { encoding: 'utf8' });
    const match = /Requests\/sec:\s+([\d.]+)/.exec(output);
    if (!match) throw new Error(`Could not read wrk's output:\n${output}`);
    if (/Non-2xx or 3xx responses/.test(output)) throw new Error(`Some responses failed:\n${output}`);
    return Number(match[1]);
  }
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} responses failed`);
  return result.requests.average;
}

export interface PostResult {
  rate: number;
  failed: number;
  latencyP99: number;
}

/** Requests per second for a JSON POST of `body()`, with wrk when present (one body for all), else autocannon. */
export async function postRate(
  url: string,
  body: () => object,
  { connections = 50, seconds = 10 }: LoadOptions = {},
): Promise<PostResult> {
  if (hasWrk) {
    const script = join(mkdtempSync(join(tmpdir(), 'wrk-')), 'post.lua');
    writeFileSync(
      script,
      [
        'wrk.method = "POST"',
        'wrk.headers["Content-Type"] = "application/json"',
        `wrk.body = ${JSON.stringify(JSON.stringify(body()))}`,
        'done = function(summary, latency, requests)',
        '  io.write(string.format("p99 %d\\n", latency:percentile(99) / 1000))',
        'end',
      ].join('\n'),
    );
    const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '-s', script, url];
    const { stdout } = await promisify(execFile)('wrk', args, { encoding: 'utf8' });
    const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
    const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
    const latencyP99 = Number(/p99 (\d+)/.exec(stdout)?.[1]);
    return { rate, failed, latencyP99 };
  }
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }) }],
  });
  return {
    rate: result.requests.average,
    failed: result.non2xx + result.errors,
    latencyP99: result.latency.p99,
  };
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** Prints a figure against its baseline and budget; exits non-zero when the budget is missed. */
export function verdict(label: string, ratio: number, budget: number): void {
  const ok = ratio >= budget;
  console.log(
    `${label}: ${ratio.toFixed(2)}× the baseline (budget ≥ ${budget.toFixed(2)}×) ${ok ? 'PASS' : 'FAIL'}`,
  );
  if (!ok) process.exitCode = 1;
}
