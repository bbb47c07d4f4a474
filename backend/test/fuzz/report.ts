import type { FuzzCase } from './cases';
import { errorOf, ONLY_IN_FLIGHT, type Finding } from './oracle';
import type { RawResponse } from './raw-http';

/** How the run is told: counts by route and status, then each distinct problem once, with a reproduction. */

const MAX_TARGET = 200;
const MAX_HEADER = 120;
const MAX_HEADERS = 12;
const MAX_BODY = 240;

/** Bytes as readable text: printable ASCII as is, the rest escaped. */
export function printable(bytes: Buffer | string, max: number): string {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
  let out = '';
  for (const byte of buffer.subarray(0, max)) {
    if (byte === 0x5c) out += '\\\\';
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else if (byte === 0x0a) out += '\\n';
    else if (byte === 0x0d) out += '\\r';
    else if (byte === 0x09) out += '\\t';
    else out += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return buffer.length > max ? `${out}… (${buffer.length.toLocaleString('en-US')} bytes in all)` : out;
}

/** The request as a person would type it again: request line, headers, the start of the body. */
export function reproduction(fuzzCase: FuzzCase, adminToken: string): string[] {
  const { request } = fuzzCase;
  const lines = [
    `${request.method} ${printable(request.target, MAX_TARGET)} ${request.version ?? 'HTTP/1.1'}`,
  ];
  for (const [name, value] of request.headers.slice(0, MAX_HEADERS)) {
    const shown = value.split(adminToken).join('<valid admin token>');
    lines.push(`${printable(name, 40)}: ${printable(shown, MAX_HEADER)}`);
  }
  if (request.headers.length > MAX_HEADERS)
    lines.push(`… ${request.headers.length - MAX_HEADERS} more header lines`);
  if (request.body?.length) lines.push(`body: ${printable(request.body, MAX_BODY)}`);
  return lines;
}

/**
 * Findings with the same rule, route, status, message and logged exception are one problem (for an
 * accepted request, also the same kind of case). A refused token and a 5xx that only happens with
 * other requests in flight are one problem on every route: the route is not their cause.
 */
export function groupFindings<R extends string>(findings: Array<Finding<R>>): Array<Array<Finding<R>>> {
  const groups = new Map<string, Array<Finding<R>>>();
  for (const finding of findings) {
    // The app's own words, and for a 5xx the exception it logged: the same cause reads the same.
    const message = finding.response ? errorOf(finding.response).slice(0, 80) : '';
    // A 5xx that only happens with other requests in flight is one problem, whatever its batch logged.
    const log = finding.serverLog ?? '';
    const exception = log.startsWith(ONLY_IN_FLIGHT)
      ? ONLY_IN_FLIGHT
      : log.replace(/^\(logged during this batch\) /, '').split(/ at | \|\| /)[0];
    // An accepted request answers alike whatever made it wrong: there the kind of case is the cause.
    const status = finding.response?.status ?? 0;
    const kind = status >= 200 && status < 300 ? /^[a-z-]+/.exec(finding.fuzzCase.generator)?.[0] : '';
    const anyRoute = finding.rule === 'valid token refused' || exception === ONLY_IN_FLIGHT;
    const key = [
      finding.rule,
      anyRoute ? '' : finding.fuzzCase.route,
      finding.response?.status,
      message,
      exception,
      kind,
    ].join('|');
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  return [...groups.values()].sort(
    (a, b) => a[0]!.rule.localeCompare(b[0]!.rule) || a[0]!.fuzzCase.id - b[0]!.fuzzCase.id,
  );
}

export interface Summary {
  seed: number;
  mode: string;
  database: string;
  requests: number;
  cases: number;
  seconds: number;
  byRoute: Map<string, Map<number, number>>;
  failures: Finding[];
  warnings: Array<Finding<string>>;
  slowest: Array<{ fuzzCase: FuzzCase; response: RawResponse; pass: string }>;
  notes: string[];
  adminToken: string;
  replay: string;
  logFile?: string;
}

export function formatSummary(summary: Summary): string {
  const out: string[] = [];
  const n = (value: number) => value.toLocaleString('en-US');
  out.push('', `Fuzz summary (seed ${summary.seed}, ${summary.mode}, ${summary.database})`);
  out.push(
    `${n(summary.requests)} requests (${n(summary.cases)} cases, sent one at a time and then again concurrently) in ${summary.seconds.toFixed(1)} s`,
  );
  out.push('', 'Requests by route and status:');
  const routes = [...summary.byRoute.entries()].sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(...routes.map(([route]) => route.length));
  for (const [route, statuses] of routes) {
    const cells = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status === 0 ? 'no answer' : status}×${count}`);
    out.push(`  ${route.padEnd(width)}  ${cells.join('  ')}`);
  }

  out.push('', 'Slowest answers:');
  for (const { fuzzCase, response, pass } of summary.slowest) {
    out.push(
      `  ${Math.round(response.ms)} ms  ${response.status || response.error}  case #${fuzzCase.id} ${fuzzCase.route} ${fuzzCase.generator} (${pass})`,
    );
  }
  for (const note of summary.notes) out.push('', `Note: ${note}`);

  const section = <R extends string>(title: string, findings: Array<Finding<R>>, detailed: boolean) => {
    const groups = groupFindings(findings);
    out.push('', `${title}: ${groups.length} distinct (${n(findings.length)} requests)`);
    groups.forEach((group, index) => {
      const first = group[0]!;
      const statuses = [...new Set(group.map((finding) => finding.response?.status ?? '-'))].join(', ');
      out.push(
        '',
        `${index + 1}. [${first.rule}] ${first.fuzzCase.route}: ${first.detail}`,
        `   ${group.length}× (status ${statuses}); case #${first.fuzzCase.id} ${first.fuzzCase.generator}, ${first.pass}, auth ${first.fuzzCase.auth}${first.response ? `, ${Math.round(first.response.ms)} ms` : ''}`,
      );
      // Other ways to the same problem: one example of each other route, then of each other kind of case.
      const others = new Map<string, Finding<R>>();
      for (const finding of group) {
        const route = finding.fuzzCase.route;
        if (route !== first.fuzzCase.route && !others.has(route)) others.set(route, finding);
      }
      for (const finding of group) {
        const kind = finding.fuzzCase.generator;
        if (kind !== first.fuzzCase.generator && !others.has(kind)) others.set(kind, finding);
      }
      for (const other of [...new Set(others.values())].slice(0, 6)) {
        const route = other.fuzzCase.route === first.fuzzCase.route ? '' : `${other.fuzzCase.route} `;
        out.push(
          `   also case #${other.fuzzCase.id} ${route}${other.fuzzCase.generator} (${other.fuzzCase.auth}): ${other.detail}`,
        );
      }
      if (!detailed) return;
      for (const line of reproduction(first.fuzzCase, summary.adminToken)) out.push(`     ${line}`);
      if (first.serverLog) out.push(`   server log: ${first.serverLog}`);
      out.push(`   replay: ${summary.replay} --case ${first.fuzzCase.id}`);
    });
  };
  section('FAILURES', summary.failures, true);
  section('Warnings (not failing)', summary.warnings, true);

  out.push('');
  if (summary.logFile) out.push(`The app's log: ${summary.logFile}`);
  out.push(
    summary.failures.length
      ? `Fuzz: FAILED with ${groupFindings(summary.failures).length} distinct failures (seed ${summary.seed}).`
      : `Fuzz: no failures in ${n(summary.requests)} requests (seed ${summary.seed}).`,
    '',
  );
  return out.join('\n');
}
