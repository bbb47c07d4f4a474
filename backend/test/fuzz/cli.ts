/**
 * The fuzz suite: thousands of hostile requests at every route of the running app.
 *
 *   npm run test:fuzz                      full run, a new random seed (printed)
 *   npm run test:fuzz -- --seed 1234       the same run again
 *   npm run test:fuzz -- --quick           the short fixed-seed pass CI runs
 *   npm run test:fuzz -- --seed 1234 --case 77,78   only those cases (ids from a report)
 *   npm run test:fuzz -- --seed 1234 --list         the cases, one a line, without sending them
 *   DATABASE_URL=postgres://… npm run test:fuzz     on a PostgreSQL server (a scratch database)
 *
 * It reads the routes from the app's OpenAPI description, makes a few valid requests to learn what
 * each route does to the tables, sends every case once at a time and then again with several in
 * flight, and fails on a 5xx, a hang, a valid admin token refused, a row an invalid request
 * created (or one it removed), a redirect off the site, an admin route answered without a token,
 * or a crash. See README.md, "Fuzz suite".
 */
import { parseArgs } from 'node:util';
import { generateCases, type Sizes } from './cases';
import { learn } from './learn';
import { readDescription } from './openapi';
import { sendRaw } from './raw-http';
import { Rng } from './random';
import { formatSummary, printable } from './report';
import { Run, say } from './run';
import { startAppUnderTest } from './target';

const QUICK_SEED = 20261123;
const FULL: Sizes = {
  perOperation: 48,
  siteCases: 120,
  framingCases: 60,
  maxBodyBytes: 9 * 1024 * 1024,
  catalogue: true,
};
const QUICK: Sizes = {
  perOperation: 6,
  siteCases: 24,
  framingCases: 12,
  maxBodyBytes: 1024 * 1024,
  catalogue: false,
};
interface Options {
  seed: number;
  quick: boolean;
  concurrency: number;
  hangMs: number;
  cases?: Set<number>;
  /** Print the cases instead of sending them. */
  list: boolean;
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      seed: { type: 'string' },
      quick: { type: 'boolean', default: false },
      concurrency: { type: 'string', default: '8' },
      'hang-ms': { type: 'string', default: '2000' },
      case: { type: 'string' },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      'npm run test:fuzz -- [--seed N] [--quick] [--concurrency 8] [--hang-ms 2000] [--case 12,34] [--list]\n',
    );
    process.exit(0);
  }
  const number = (value: string, name: string) => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number.`);
    return parsed;
  };
  return {
    seed:
      values.seed !== undefined
        ? number(values.seed, 'seed')
        : values.quick
          ? QUICK_SEED
          : (Math.random() * 2 ** 31) >>> 0,
    quick: values.quick,
    concurrency: Math.max(1, number(values.concurrency, 'concurrency')),
    hangMs: number(values['hang-ms'], 'hang-ms'),
    cases: values.case ? new Set(values.case.split(',').map((id) => number(id.trim(), 'case'))) : undefined,
    list: values.list,
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const sizes = options.quick ? QUICK : FULL;
  const replay = `npm run test:fuzz -- --seed ${options.seed}${options.quick ? ' --quick' : ''}`;
  say(`Fuzz: seed ${options.seed} (${options.quick ? 'quick pass' : 'full run'}); replay with: ${replay}`);
  const started = performance.now();
  const app = await startAppUnderTest();
  let failed = true;
  try {
    say(
      `The app listens at ${app.origin} on ${app.database} (${((performance.now() - started) / 1000).toFixed(1)} s to start).`,
    );
    const docs = await sendRaw(
      app.endpoint,
      {
        method: 'GET',
        target: '/api/docs-json',
        headers: [
          ['Host', `127.0.0.1:${app.endpoint.port}`],
          ['Connection', 'close'],
        ],
      },
      30_000,
    );
    if (docs.status !== 200) throw new Error(`GET /api/docs-json answered ${docs.status || docs.error}.`);
    const api = readDescription(JSON.parse(docs.body.toString('utf8')));
    say(`${api.operations.length} operations in the OpenAPI description.`);

    const learned = await learn(app, api, sizes);
    let cases = generateCases({ api, fixtures: learned.fixtures, sizes, rng: new Rng(options.seed) });
    const generated = cases.length;
    if (options.cases) cases = cases.filter((fuzzCase) => options.cases!.has(fuzzCase.id));

    if (options.list) {
      for (const c of cases) {
        const target = printable(c.request.target, 100);
        say(`#${c.id}\t${c.route}\t${c.generator}\t${c.auth}\t${c.verdict}\t${c.request.method} ${target}`);
      }
      failed = false;
      return;
    }
    say(
      `Learned each route's effect with ${api.operations.length}+ valid requests (${((performance.now() - started) / 1000).toFixed(1)} s since start).`,
    );
    const run = new Run(app, api, learned.effects, learned.unworkable, options);
    const survived =
      (await run.pass('one at a time', cases, 1, true)) &&
      (await run.pass(`${options.concurrency} at once`, cases, options.concurrency, false));
    if (survived) {
      await run.confirmConcurrentErrors();
      await run.confirmSlow();
    }

    const notes = [...learned.notes];
    if (options.cases) notes.push(`only cases ${[...options.cases].join(', ')} of ${generated} were sent.`);
    process.stdout.write(
      formatSummary({
        seed: options.seed,
        mode: options.quick ? 'quick pass' : 'full run',
        database: app.database,
        requests: run.requests,
        cases: cases.length,
        seconds: (performance.now() - started) / 1000,
        byRoute: run.byRoute,
        failures: run.failures,
        warnings: run.warnings,
        slowest: run.slowest,
        notes,
        adminToken: app.tokens.admin,
        replay,
        logFile: run.failures.length ? app.logFile : undefined,
      }),
    );
    failed = run.failures.length > 0;
  } finally {
    await app.stop({ keepLog: failed });
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: Error) => {
  console.error(`Fuzz: could not run: ${error.stack ?? error.message}`);
  process.exitCode = 2;
});
