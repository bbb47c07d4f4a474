import type { FuzzCase } from './cases';
import { describeChange, diff, validRequest, type Counts } from './learn';
import type { ApiDescription, Operation } from './openapi';
import {
  isSuccess,
  judge,
  ONLY_IN_FLIGHT,
  type Finding,
  type JudgeOptions,
  type WarningRule,
} from './oracle';
import { sendRaw, type RawResponse } from './raw-http';
import { withOwnSession, type AppUnderTest } from './target';

/**
 * Sending the cases and judging the answers: in batches, with the tables counted around each batch
 * and the admin's token tried after it, once one request at a time and once several at once.
 */

const BATCH = 48;
/** A request still unanswered after this long is given up on (and counts as a hang). */
const GIVE_UP_FACTOR = 5;
const MAX_SLOW_REPLAYS = 40;
const MAX_ERROR_REPLAYS = 200;
const MAX_BISECTIONS = 5;
const SLOWEST = 5;
/** The sign-in route, whose refusals write an audit row. */
const LOGIN = 'POST /api/auth/login';
/** The audit table as the fuzzer's row counts name it. */
const AUDIT_TABLE = 'public.audit_log';

export interface RunOptions {
  concurrency: number;
  hangMs: number;
}

export const say = (line: string) => process.stdout.write(`${line}\n`);

interface Outcome {
  fuzzCase: FuzzCase;
  response: RawResponse;
  serverLog?: string;
}

export class Run {
  readonly failures: Finding[] = [];
  readonly warnings: Array<Finding<string>> = [];
  readonly byRoute = new Map<string, Map<number, number>>();
  readonly slow = new Map<number, Outcome & { pass: string }>();
  /** The slowest answers of the run, slowest first. */
  readonly slowest: Array<{ fuzzCase: FuzzCase; response: RawResponse; pass: string }> = [];
  requests = 0;
  private bisections = 0;
  /** 5xx answered while other requests were in flight: their batch's log cannot say which was whose. */
  private readonly concurrentErrors: Finding[] = [];
  private readonly judgeOptions: JudgeOptions;
  private readonly healthCheck: Operation | undefined;

  constructor(
    private readonly app: AppUnderTest,
    api: ApiDescription,
    private readonly effects: Map<string, Counts>,
    private readonly unworkable: Set<string>,
    private readonly options: RunOptions,
  ) {
    this.judgeOptions = {
      hangMs: options.hangMs,
      origin: app.origin,
      allowedJsonOrigins: [app.upstream.origin],
    };
    // "A normal authenticated GET": the first guarded GET that needs no parameter.
    this.healthCheck = api.operations.find(
      (op) => op.method === 'GET' && op.guarded && !op.parameters.some((p) => p.required),
    );
  }

  private send(fuzzCase: FuzzCase): Promise<RawResponse> {
    this.requests += 1;
    return sendRaw(
      this.app.endpoint,
      withOwnSession(this.app.tokens, fuzzCase.request),
      this.options.hangMs * GIVE_UP_FACTOR,
    );
  }

  private record(outcome: Outcome, pass: string, first: boolean): void {
    const { fuzzCase, response } = outcome;
    const statuses = this.byRoute.get(fuzzCase.route) ?? new Map<number, number>();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    this.byRoute.set(fuzzCase.route, statuses);
    const verdict = judge(fuzzCase, response, this.judgeOptions);
    for (const failure of verdict.failures) {
      const finding: Finding = { ...failure, fuzzCase, pass, serverLog: outcome.serverLog };
      this.failures.push(finding);
      if (!first && failure.rule === '5xx') this.concurrentErrors.push(finding);
    }
    for (const warning of verdict.warnings) {
      // Sent again, a valid DELETE finds its row gone: only the first pass says whether valid requests work.
      const expectedRefusal = !first || this.unworkable.has(fuzzCase.op?.key ?? '');
      if (warning.rule === 'valid request refused' && expectedRefusal) continue;
      this.warnings.push({ ...warning, fuzzCase, pass });
    }
    if (verdict.slow && !this.slow.has(fuzzCase.id)) this.slow.set(fuzzCase.id, { ...outcome, pass });
    if (this.slowest.length < SLOWEST || response.ms > this.slowest[this.slowest.length - 1]!.response.ms) {
      this.slowest.push({ fuzzCase, response, pass });
      this.slowest.sort((a, b) => b.response.ms - a.response.ms);
      this.slowest.length = Math.min(this.slowest.length, SLOWEST);
    }
  }

  /** What the batch's accepted requests were expected to do to the tables. */
  private expected(outcomes: Outcome[]): Counts {
    const total: Counts = {};
    for (const { fuzzCase, response } of outcomes) {
      const op = fuzzCase.op;
      // A refused sign-in is audited by design (auth.login_failed, see AuthService.login), whatever
      // made the credentials wrong: one audit row per 401 from the login route.
      if (op?.key === LOGIN && response.status === 401 && fuzzCase.request.method === op.method) {
        total[AUDIT_TABLE] = (total[AUDIT_TABLE] ?? 0) + 1;
        continue;
      }
      if (
        !op ||
        fuzzCase.verdict === 'invalid' ||
        !isSuccess(response.status) ||
        fuzzCase.request.method !== op.method
      )
        continue;
      for (const [table, change] of Object.entries(this.effects.get(op.key) ?? {}))
        total[table] = (total[table] ?? 0) + change;
    }
    return total;
  }

  async pass(name: string, cases: FuzzCase[], concurrency: number, first: boolean): Promise<boolean> {
    const started = performance.now();
    say(`${name}: ${cases.length} requests, ${concurrency} at a time…`);
    for (let start = 0; start < cases.length; start += BATCH) {
      const batch = cases.slice(start, start + BATCH);
      let outcomes: Outcome[] = [];
      try {
        const before = await this.app.counts();
        const logStart = this.app.logSize();
        outcomes = concurrency === 1 ? await this.oneByOne(batch) : await this.together(batch, concurrency);
        if (this.app.exited()) throw new Error('crashed');
        if (concurrency > 1 && outcomes.some(({ response }) => response.status >= 500)) {
          // Several requests were in flight: the batch's error traces go with each of its 5xx.
          await new Promise((settle) => setTimeout(settle, 20));
          const traces = traceOf(this.app.logFrom(logStart));
          for (const outcome of outcomes) {
            if (outcome.response.status >= 500)
              outcome.serverLog = traces && `(logged during this batch) ${traces}`;
          }
        }
        for (const outcome of outcomes) this.record(outcome, name, first);
        const unexpected = diff(diff(await this.app.counts(), before), this.expected(outcomes));
        if (Object.keys(unexpected).length) await this.attribute(outcomes, unexpected, name);
        await this.checkToken(name, batch[batch.length - 1]!);
        if (this.app.exited()) throw new Error('crashed');
      } catch (error) {
        // The app's process is gone: that is the finding; anything else is the fuzzer's own failure.
        if (!this.app.exited()) throw error;
        this.crashed(batch, outcomes, name);
        return false;
      }
    }
    say(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return true;
  }

  private async oneByOne(batch: FuzzCase[]): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    for (const fuzzCase of batch) {
      const logStart = this.app.logSize();
      const response = await this.send(fuzzCase);
      let serverLog: string | undefined;
      if (response.status >= 500) {
        // The trace the error filter logged while this request ran, down to the app's own frames.
        await new Promise((settle) => setTimeout(settle, 20));
        serverLog = traceOf(this.app.logFrom(logStart));
      }
      outcomes.push({ fuzzCase, response, serverLog });
      if (this.app.exited()) break;
    }
    return outcomes;
  }

  private async together(batch: FuzzCase[], concurrency: number): Promise<Outcome[]> {
    const outcomes: Outcome[] = new Array(batch.length);
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const index = next++;
        outcomes[index] = { fuzzCase: batch[index]!, response: await this.send(batch[index]!) };
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
    return outcomes;
  }

  private crashed(batch: FuzzCase[], outcomes: Outcome[], pass: string): void {
    const last = outcomes[outcomes.length - 1];
    this.failures.push({
      rule: 'server crashed',
      fuzzCase: last?.fuzzCase ?? batch[0]!,
      pass,
      response: last?.response,
      detail: `${this.app.exited()} during the batch of cases #${batch[0]!.id}–#${batch[batch.length - 1]!.id} (the last request answered is shown)`,
      serverLog: traceOf(this.app.logFrom(Math.max(0, this.app.logSize() - 20_000))),
    });
  }

  /** A normal authenticated GET after every batch: the admin's token must still open the admin. */
  private async checkToken(pass: string, last: FuzzCase): Promise<void> {
    if (!this.healthCheck) return;
    const response = await sendRaw(
      this.app.endpoint,
      validRequest(this.app, this.healthCheck, this.healthCheck.path, {}),
      30_000,
    );
    if (response.status !== 200) {
      this.failures.push({
        rule: 'valid token refused',
        fuzzCase: {
          ...last,
          generator: `the check after the batch ending with case #${last.id}`,
          route: this.healthCheck.key,
        },
        pass,
        response,
        detail: `${this.healthCheck.key} with the valid token got ${response.status || response.error} after a batch`,
      });
    }
  }

  /**
   * The batch changed the tables in a way its accepted valid requests do not explain. First the
   * obvious culprits: invalid requests that were accepted, on routes that write those tables. What
   * they do not explain is looked for by replaying the batch's writing requests alone, counting
   * around each.
   */
  private async attribute(outcomes: Outcome[], unexpected: Counts, pass: string): Promise<void> {
    const accepted = outcomes.filter(
      ({ fuzzCase, response }) =>
        fuzzCase.verdict === 'invalid' &&
        isSuccess(response.status) &&
        fuzzCase.op &&
        fuzzCase.request.method === fuzzCase.op.method,
    );
    const explained: Counts = {};
    for (const { fuzzCase, response } of accepted) {
      const effect = this.effects.get(fuzzCase.op!.key) ?? {};
      if (!Object.keys(effect).some((table) => unexpected[table])) continue;
      for (const [table, change] of Object.entries(effect))
        explained[table] = (explained[table] ?? 0) + change;
      this.failures.push({
        rule: 'rows changed by a refused or invalid request',
        fuzzCase,
        pass,
        response,
        detail: `${response.status} for an invalid request, which wrote ${describeChange(effect)}`,
      });
    }
    const rest = diff(unexpected, explained);
    if (!Object.keys(rest).length) return;

    const suspects = outcomes.filter(
      ({ fuzzCase }) => !['GET', 'HEAD', 'OPTIONS'].includes(fuzzCase.request.method),
    );
    const found: Outcome[] = [];
    const replayed = this.bisections++ < MAX_BISECTIONS;
    if (replayed) {
      for (const outcome of suspects) {
        const before = await this.app.counts();
        const response = await this.send(outcome.fuzzCase);
        const surprise = diff(
          diff(await this.app.counts(), before),
          this.expected([{ ...outcome, response }]),
        );
        if (!Object.keys(surprise).length) continue;
        found.push(outcome);
        this.failures.push({
          rule: 'rows changed by a refused or invalid request',
          fuzzCase: outcome.fuzzCase,
          pass,
          response,
          detail: `${response.status} (${outcome.fuzzCase.verdict} request) changed rows: ${describeChange(surprise)}`,
        });
      }
    }
    if (found.length) return;
    // Not reproduced alone: most likely a request that failed (5xx, no answer) after writing its row.
    const failed = suspects.filter(({ response }) => response.status >= 500 || response.status === 0);
    const first = (failed[0] ?? suspects[0] ?? outcomes[0])!;
    const named = failed
      .map(({ fuzzCase, response }) => `#${fuzzCase.id} (${response.status || response.error})`)
      .join(', ');
    this.failures.push({
      rule: 'rows changed by a refused or invalid request',
      fuzzCase: first.fuzzCase,
      pass,
      response: first.response,
      serverLog: first.serverLog,
      detail:
        `cases #${outcomes[0]!.fuzzCase.id}–#${outcomes[outcomes.length - 1]!.fuzzCase.id} changed rows beyond what their accepted requests explain (${describeChange(rest)}); ` +
        (replayed ? 'no request does so alone' : 'not replayed (enough replays this run)') +
        (named ? `; answered with an error there: ${named}` : ''),
    });
  }

  /** A slow answer under load may be the machine; one that is slow alone too is a hang. */
  /**
   * Each 5xx of the concurrent pass sent again alone: one that fails alone too gets its own trace;
   * one that does not is marked as happening only with other requests in flight.
   */
  async confirmConcurrentErrors(): Promise<void> {
    const errors = this.concurrentErrors.slice(0, MAX_ERROR_REPLAYS);
    if (!errors.length) return;
    say(`replaying ${errors.length} 5xx of the concurrent pass alone…`);
    for (const finding of errors) {
      const logStart = this.app.logSize();
      const response = await this.send(finding.fuzzCase);
      if (response.status >= 500) {
        await new Promise((settle) => setTimeout(settle, 20));
        finding.serverLog = traceOf(this.app.logFrom(logStart)) ?? finding.serverLog;
        finding.detail = `${finding.detail} (alone too)`;
      } else {
        finding.detail = `${finding.response?.status} with requests in flight, ${response.status || response.error} alone`;
        finding.serverLog = `${ONLY_IN_FLIGHT} errors its batch logged: ${(finding.serverLog ?? '').replace(/^\(logged during this batch\) /, '')}`;
      }
    }
  }

  async confirmSlow(): Promise<void> {
    const slow = [...this.slow.values()].slice(0, MAX_SLOW_REPLAYS);
    if (!slow.length) return;
    say(`replaying ${slow.length} slow requests alone…`);
    for (const outcome of slow) {
      const response = await this.send(outcome.fuzzCase);
      const stillSlow = response.error === 'timeout' || response.ms > this.options.hangMs;
      const took = (r: RawResponse) =>
        r.error === 'timeout'
          ? `no answer in ${(this.options.hangMs * GIVE_UP_FACTOR) / 1000} s`
          : `${Math.round(r.ms)} ms`;
      const finding = {
        fuzzCase: outcome.fuzzCase,
        pass: outcome.pass,
        response,
        detail: `${took(outcome.response)} in the ${outcome.pass} pass, ${took(response)} alone (status ${response.status})`,
      };
      if (stillSlow) this.failures.push({ ...finding, rule: 'hang' });
      else this.warnings.push({ ...finding, rule: 'slow only under load' satisfies WarningRule });
    }
  }
}

/**
 * The distinct errors in a stretch of the app's log, each as its message and the app's own
 * frames nearest to it (`backend/src/...:line`), joined with ' || '.
 */
function traceOf(log: string): string | undefined {
  const errors = log.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { level?: string; message?: unknown; stack?: unknown };
      return entry.level === 'error' ? [String(entry.stack ?? entry.message ?? '')] : [];
    } catch {
      return [];
    }
  });
  const described = errors.map((error) => {
    const lines = error.split('\n').map((line) => line.trim());
    const own = lines
      .filter((line) => line.includes('backend/src/'))
      .slice(0, 2)
      .map((line) => line.replace(/^.*?(backend\/src\/[^):]+:\d+).*$/, '$1'));
    // No frame of the app's own (a library failed on its own): the innermost frame says which.
    const innermost = lines
      .filter((line) => line.includes('node_modules/'))
      .slice(0, 1)
      .map((line) =>
        line.replace(/^at (?:(\S+) \()?.*node_modules\/([^)]*)\)?$/, (_all, fn, where) =>
          `${fn ?? ''} (${where})`.trim(),
        ),
      );
    return [lines[0]!.slice(0, 200), ...(own.length ? own : innermost)].join(' at ');
  });
  const distinct = [...new Set(described)];
  return distinct.length ? distinct.join(' || ') : undefined;
}
