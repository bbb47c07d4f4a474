import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root } from './spawn-server';

export interface Nginx {
  origin: string;
  /** The master process; its workers are its children. */
  pid: number;
  /** The generated configuration, for a report. */
  configPath: string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** `host:port` of each app instance. */
  upstreams: string[];
  /** nginx's `worker_processes` (default 1). */
  workers?: number | 'auto';
  /** Directives added to the server block (e.g. an `add_header` the tests read). */
  extraServerDirectives?: string;
}

/** The process ids whose parent is `pid` (nginx's workers, a PostgreSQL server's backends), from /proc. */
export function childProcesses(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …; comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The nginx binary: Debian's package (`apt-get install nginx`), on the PATH or in /usr/sbin. */
export function nginxBinary(): string {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // not this one
    }
  }
  throw new Error('nginx is not installed: apt-get install -y nginx');
}

/**
 * The shipped `deploy/nginx.conf` server block, its upstream pointed at `upstreams` and its
 * listener at a loopback port, inside a main configuration that keeps everything (pid, logs,
 * temporary files) in `dir`: the deployment's own proxy rules are what the tests exercise.
 */
export function nginxConfig(dir: string, port: number, options: NginxOptions): string {
  const deployed = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  // Each `server app:3000 …;` line becomes one line per upstream, with the same parameters.
  const serverLines = /^\s*server app:3000([^;]*);\n/gm;
  const parameters = [...deployed.matchAll(serverLines)].map((line) => line[1]);
  const servers = parameters.flatMap((rest) =>
    options.upstreams.map((upstream) => `server ${upstream}${rest};`),
  );
  let first = true;
  let server = deployed
    .replace(serverLines, () => (first ? ((first = false), `    ${servers.join('\n    ')}\n`) : ''))
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (options.extraServerDirectives)
    server = server.replace(/(listen 127\.0\.0\.1:\d+;)/, `$1\n    ${options.extraServerDirectives}`);
  if (!server.includes(`listen 127.0.0.1:${port};`) || servers.length === 0)
    throw new Error(
      'deploy/nginx.conf no longer has the `server app:3000` and `listen 80` lines this rewrites.',
    );
  return [
    'daemon off;',
    'master_process on;',
    `worker_processes ${options.workers ?? 1};`,
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log off;`,
    `  client_body_temp_path ${join(dir, 'client_body')};`,
    `  proxy_temp_path ${join(dir, 'proxy')};`,
    `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
    `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
    `  scgi_temp_path ${join(dir, 'scgi')};`,
    server,
    '}',
    '',
  ].join('\n');
}

/**
 * A real nginx in front of `upstreams`, as an unprivileged process (`nobody` when the caller is
 * root) with its configuration, pid file, logs and temporary files in a fresh temporary directory,
 * listening on a free loopback port. `stop()` ends it (SIGQUIT, then SIGKILL) and removes the directory.
 */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const binary = nginxBinary();
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const port = freePort();
  const configPath = join(dir, 'nginx.conf');
  writeFileSync(configPath, nginxConfig(dir, port, options));
  const asRoot = process.getuid?.() === 0;
  const nobody = asRoot ? Number(execFileSync('id', ['-u', 'nobody']).toString()) : undefined;
  const nogroup = asRoot ? Number(execFileSync('id', ['-g', 'nobody']).toString()) : undefined;
  if (asRoot) chownSync(dir, nobody!, nogroup!);
  const child = spawn(binary, ['-c', configPath, '-p', dir, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(asRoot && { uid: nobody, gid: nogroup }),
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) {
      const log = (() => {
        try {
          return readFileSync(join(dir, 'error.log'), 'utf8');
        } catch {
          return '';
        }
      })();
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx exited with code ${child.exitCode}:\n${errors}${log}`);
    }
    try {
      await fetch(`${origin}/nginx-probe`, { signal: AbortSignal.timeout(1_000) });
      break; // any answer (even 502) means nginx is listening
    } catch {
      // not listening yet
    }
    if (waited > 10_000) throw new Error('nginx did not start within 10 s.');
    await new Promise((done) => setTimeout(done, 100));
  }
  let stopped: Promise<void> | undefined;
  return {
    origin,
    pid: child.pid!,
    configPath,
    stop: () =>
      (stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGQUIT'); // graceful: workers finish their requests
          const workers = childProcesses(child.pid!);
          const late = setTimeout(() => {
            child.kill('SIGKILL');
            for (const worker of workers) killQuietly(worker);
          }, 3_000);
          await exited;
          clearTimeout(late);
        }
        rmSync(dir, { recursive: true, force: true });
      })()),
  };
}
