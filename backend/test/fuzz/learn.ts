import type { Fixtures, Sizes } from './cases';
import { validObject, type ApiDescription, type Operation } from './openapi';
import { isSuccess } from './oracle';
import { sendRaw, type RawRequest, type RawResponse } from './raw-http';
import { SITE_PATHS } from './stand-ins';
import { withOwnSession, type AppUnderTest } from './target';

/**
 * What the fuzzer learns from the app before it sends anything hostile, with valid requests only:
 * what each route does to the tables, which ids exist, which email address a stored lead has.
 */

/** Rows per table (`schema.table`), or a change in them. */
export type Counts = Record<string, number>;

export function diff(after: Counts, before: Counts): Counts {
  const delta: Counts = {};
  for (const table of new Set([...Object.keys(after), ...Object.keys(before)])) {
    const change = (after[table] ?? 0) - (before[table] ?? 0);
    if (change !== 0) delta[table] = change;
  }
  return delta;
}

export const describeChange = (delta: Counts): string =>
  Object.entries(delta)
    .map(([table, change]) => `${table} ${change > 0 ? '+' : ''}${change}`)
    .join(', ') || 'none';

/** The operation's request with a valid body (if it takes one) and the admin's token. */
export function validRequest(
  app: AppUnderTest,
  op: Operation,
  path: string,
  fields: Record<string, unknown>,
): RawRequest {
  const body = op.body ? Buffer.from(JSON.stringify(validObject(op.body, fields))) : undefined;
  return {
    method: op.method,
    target: path,
    headers: [
      ['Host', `127.0.0.1:${app.endpoint.port}`],
      ['Authorization', `Bearer ${app.tokens.admin}`],
      ...(body
        ? ([
            ['Content-Type', 'application/json'],
            ['Content-Length', String(body.length)],
          ] as Array<[string, string]>)
        : []),
      ['Connection', 'close'],
    ],
    body,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of the thing a create answered with: the first `id` that is a UUID, depth first. */
function createdId(value: unknown, depth = 0): string | undefined {
  if (depth > 4 || value === null || typeof value !== 'object') return undefined;
  const id = (value as { id?: unknown }).id;
  if (typeof id === 'string' && UUID.test(id)) return id;
  for (const inner of Object.values(value)) {
    const found = createdId(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export interface Learned {
  fixtures: Fixtures;
  /** What each operation's valid request does to the tables, by operation key. */
  effects: Map<string, Counts>;
  /** Operations whose valid request the app refused (a photo that does not exist): no warning for their valid cases. */
  unworkable: Set<string>;
  notes: string[];
}

/**
 * Valid requests first: each route's effect on the tables (a quote request adds one row to
 * quote_requests), rows for the id parameters to name (some to keep, some for valid DELETEs), and
 * an email address a stored lead has. All of it from the description and the answers.
 */
export async function learn(app: AppUnderTest, api: ApiDescription, sizes: Sizes): Promise<Learned> {
  const fields: Record<string, unknown> = {
    username: app.admin.username,
    password: app.admin.password,
    externalUrl: `${app.upstream.origin}/login`,
  };
  const ids = new Map<string, { keep: string[]; disposable: string[] }>();
  const effects = new Map<string, Counts>();
  const notes: string[] = [];
  const unworkable = new Set<string>();
  let email = 'fuzz@example.com';
  const timeout = 30_000;

  const run = async (op: Operation, path: string): Promise<{ response: RawResponse; delta: Counts }> => {
    const before = await app.counts();
    const response = await sendRaw(
      app.endpoint,
      withOwnSession(app.tokens, validRequest(app, op, path, fields)),
      timeout,
    );
    return { response, delta: diff(await app.counts(), before) };
  };
  const refused = (op: Operation, response: RawResponse) => {
    unworkable.add(op.key);
    notes.push(
      `the valid request the description gives for ${op.key} got ${response.status || response.error}: its effect on the tables is taken as none.`,
    );
  };

  const hasIdParam = (op: Operation) => /\{[^}]+\}/.test(op.path);
  const creates = api.operations.filter((op) => op.method === 'POST' && op.body && !hasIdParam(op));
  const deletes = api.operations.filter((op) => op.method === 'DELETE');
  const others = api.operations.filter((op) => !creates.includes(op) && !deletes.includes(op));
  // Enough rows for every valid DELETE the cases hold (one in each round of generators) and the probe's own.
  const disposable = Math.ceil(sizes.perOperation / 6) + 2;

  for (const op of creates) {
    const family = op.path;
    const made: string[] = [];
    const needsRows = api.operations.some((other) => other !== op && other.path.startsWith(`${family}/{`));
    for (let i = 0; i < (needsRows ? 3 + disposable : 1); i++) {
      const { response, delta } = await run(op, op.path);
      if (!isSuccess(response.status)) {
        refused(op, response);
        break;
      }
      if (i === 0) effects.set(op.key, delta);
      try {
        const answer = JSON.parse(response.body.toString('utf8')) as unknown;
        const id = createdId(answer);
        if (id) made.push(id);
      } catch {
        // an answer without a body names no id
      }
    }
    if (made.length) ids.set(family, { keep: made.slice(0, 3), disposable: made.slice(3) });
    const sent = op.body ? validObject(op.body, fields) : {};
    if (typeof sent.email === 'string') email = sent.email;
  }

  const fixtures: Fixtures = {
    host: `127.0.0.1:${app.endpoint.port}`,
    tokens: app.tokens,
    fields,
    ids,
    email,
    sitePaths: SITE_PATHS,
    upstreamHost: app.upstream.host,
  };

  const fill = (op: Operation, purpose: 'keep' | 'dispose') =>
    op.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
      if (name === 'id') {
        const pool = ids.get(op.path.replace(/\/\{[^}]+\}.*$/, ''));
        // The middle one of the kept rows: a move up or down has a neighbour either way.
        return (
          (purpose === 'dispose' ? pool?.disposable.pop() : (pool?.keep[1] ?? pool?.keep[0])) ??
          '00000000-0000-4000-a000-000000000000'
        );
      }
      if (name === 'email') return encodeURIComponent(email);
      const parameter = op.parameters.find((p) => p.name === name);
      return parameter?.schema.type === 'number' || parameter?.schema.type === 'integer' ? '64' : 'x';
    });

  for (const op of [...others, ...deletes]) {
    const { response, delta } = await run(op, fill(op, op.method === 'DELETE' ? 'dispose' : 'keep'));
    if (isSuccess(response.status)) effects.set(op.key, delta);
    else refused(op, response);
  }
  return { fixtures, effects, unworkable, notes };
}
