import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import {
  accepts,
  allowedTypes,
  jsonType,
  validObject,
  validValue,
  type ApiDescription,
  type Operation,
  type Schema,
} from './openapi';
import type { Tokens } from './app-process';
import {
  brokenAuth,
  BY_TYPE,
  CONTROL_TEXTS,
  framingCases,
  HOSTILE_DIGITS,
  HOSTILE_EMAILS,
  HOSTILE_IMAGES,
  HOSTILE_NUMBERS,
  HOSTILE_OPTIONS,
  HOSTILE_PATH_VALUES,
  HOSTILE_WORDS,
  hostileUrls,
  HUGE_NUMBERS,
  INVALID_UTF8,
  nestedText,
  ODD_BUT_VALID,
  siteTargets,
} from './hostile-values';
import type { RawRequest } from './raw-http';
import type { Rng } from './random';

/**
 * The hostile requests. Each operation of the API description gets cases from every generator that
 * applies to it (a body generator only where there is a body), in turns, so even a short run covers
 * every kind of trouble on every route. Each case is sent twice: once with the valid admin token
 * and once without it (no header, or one of many broken ones).
 */

/**
 * What the API must do with a case: `valid` must succeed (and its effect on the tables is
 * expected), `invalid` must be refused (a row it creates is a failure), `either` may go both ways
 * (a NUL in a name may be refused or cleaned) and its effect is expected only when accepted.
 */
export type Verdict = 'valid' | 'invalid' | 'either';

/** `admin`: carries exactly the valid token. `ambiguous`: carries it beside a broken one. */
export type AuthKind = 'admin' | 'ambiguous' | 'none' | `broken:${string}`;

export interface FuzzCase {
  id: number;
  /** The operation's key, 'site page', or 'HTTP framing'. */
  route: string;
  generator: string;
  request: RawRequest;
  auth: AuthKind;
  verdict: Verdict;
  op?: Operation;
}

export interface Fixtures {
  /** The Host header of an ordinary request, `127.0.0.1:<port>`. */
  host: string;
  tokens: Tokens;
  /** Working values by field name, where the description cannot know one. */
  fields: Record<string, unknown>;
  /** Existing ids by the path they sit under (`/api/team-members`): some to keep, some a valid DELETE may remove. */
  ids: Map<string, { keep: string[]; disposable: string[] }>;
  /** An email address some stored lead has. */
  email: string;
  sitePaths: string[];
  upstreamHost: string;
}

export interface Sizes {
  /** Cases per operation, each sent with and without the token. */
  perOperation: number;
  /** Cases on the site's pages and on HTTP framing. */
  siteCases: number;
  framingCases: number;
  /** The largest string a case may carry, in bytes. */
  maxBodyBytes: number;
  /** Also send every value of every hostile list where it fits (the full run). */
  catalogue: boolean;
}

type Raw = string | Buffer;
type Entries = Array<[string, Raw]>;

interface Shape {
  generator: string;
  verdict: Verdict;
  method?: string;
  target?: string;
  headers?: Array<[string, string]>;
  body?: Buffer;
  /** The case writes its own Content-Type and Content-Length / Transfer-Encoding. */
  rawFraming?: boolean;
  /** Another Host header value, or null for none. */
  host?: string | null;
  /** The case sets Content-Type itself (or leaves it out on purpose). */
  ownContentType?: boolean;
  version?: string;
  /** Set when the case decides its own Authorization header(s). */
  auth?: { kind: AuthKind; headers: Array<[string, string]> };
}

interface Context {
  api: ApiDescription;
  op: Operation;
  rng: Rng;
  fixtures: Fixtures;
  sizes: Sizes;
}

const MB = 1024 * 1024;
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

const text = (value: Raw): Buffer => (typeof value === 'string' ? Buffer.from(value, 'utf8') : value);

function objectBody(entries: Entries): Buffer {
  const parts: Buffer[] = [Buffer.from('{')];
  entries.forEach(([key, value], index) => {
    if (index > 0) parts.push(Buffer.from(','));
    parts.push(Buffer.from(`${JSON.stringify(key)}:`), text(value));
  });
  parts.push(Buffer.from('}'));
  return Buffer.concat(parts);
}

// ---------------------------------------------------------------------------------------------
// Paths and parameters

const familyOf = (path: string): string => path.replace(/\/\{[^}]+\}.*$/, '');

function validParam(ctx: Context, name: string, schema: Schema, purpose: 'keep' | 'dispose'): string {
  const { fixtures, rng, op } = ctx;
  if (name === 'id') {
    const pool = fixtures.ids.get(familyOf(op.path));
    if (purpose === 'dispose') return pool?.disposable.shift() ?? rng.uuid();
    return pool?.keep.length ? rng.pick(pool.keep) : rng.uuid();
  }
  if (name === 'email') return encodeURIComponent(fixtures.email);
  if (schema.type === 'number' || schema.type === 'integer')
    return String(Math.max(schema.minimum ?? 64, 64));
  return encodeURIComponent(String(validValue(schema, name, fixtures.fields)));
}

/** The path with every parameter filled with a working value, except those in `overrides`. */
function fillPath(
  ctx: Context,
  overrides: Record<string, string> = {},
  purpose: 'keep' | 'dispose' = 'keep',
): string {
  return ctx.op.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    if (name in overrides) return overrides[name]!;
    const parameter = ctx.op.parameters.find((p) => p.name === name && p.in === 'path');
    // A DELETE without a stated purpose removes nothing that exists: its rows are not its to lose.
    const own = ctx.op.method === 'DELETE' && purpose === 'keep' ? ctx.rng.uuid() : undefined;
    return own ?? validParam(ctx, name, parameter?.schema ?? {}, purpose);
  });
}

function hostilePathValue(ctx: Context): { value: string; label: string; verdict?: Verdict } {
  const { rng } = ctx;
  const pool = ctx.fixtures.ids.get(familyOf(ctx.op.path))?.keep ?? [];
  // Upper-case and braced UUIDs are still UUIDs: a DELETE gets an id that exists nowhere.
  const real = pool.length && ctx.op.method !== 'DELETE' ? rng.pick(pool) : rng.uuid();
  const choices: Array<() => { value: string; label: string; verdict?: Verdict }> = [
    () => {
      const value = rng.pick(HOSTILE_PATH_VALUES);
      return { value, label: JSON.stringify(value) };
    },
    // RFC 9562 §4: hex digits are case-insensitive on input, so this is the same id, not a bad one.
    () => ({ value: real.toUpperCase(), label: 'upper-case id', verdict: 'either' }),
    () => ({ value: `{${real}}`, label: 'braced id' }),
    () => ({ value: `${real}%00`, label: 'id + %00' }),
    () => ({ value: `${real}%2f..%2f..`, label: 'id + encoded traversal' }),
    () => ({ value: `${real};jsessionid=1`, label: 'id + ;param' }),
    () => ({ value: 'a'.repeat(rng.pick([257, 5_000, 12_000])), label: 'very long value' }),
    () => ({
      value: encodeURIComponent(rng.sample(fc.string({ unit: 'binary', maxLength: 40 }))),
      label: 'random text',
    }),
  ];
  return rng.pick(choices)();
}

function queryString(pairs: Array<[string, string]>): string {
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
}

// ---------------------------------------------------------------------------------------------
// Values for body fields

interface Catalogue {
  field: string;
  schema: Schema;
  kind: 'email' | 'url' | 'image' | 'digits' | 'option';
  values: string[];
}

/** The body's fields that have a list of hostile values of their own kind, with that list. */
function fieldCatalogues(ctx: Context): Catalogue[] {
  return properties(ctx).flatMap(([field, schema]): Catalogue[] => {
    const example = String(schema.example ?? '');
    const one = (kind: Catalogue['kind'], values: string[]) => [{ field, schema, kind, values }];
    if (schema.format === 'email') return one('email', HOSTILE_EMAILS);
    if (/^https?:/.test(example) || /url/i.test(field))
      return one('url', hostileUrls(ctx.fixtures.upstreamHost));
    if (/data url/i.test(schema.description ?? '') || /image/i.test(field))
      return one('image', HOSTILE_IMAGES);
    if (schema.pattern || schema.oneOf) return one('digits', HOSTILE_DIGITS);
    if (schema.enum?.length && typeof schema.enum[0] === 'string') {
      return one('option', HOSTILE_OPTIONS(schema.enum[0] as string));
    }
    return [];
  });
}

/**
 * Padding with spaces may be trimmed away, an odd but standard value and any address on the
 * allow-listed system may be accepted; everything else on the lists must be refused.
 */
function catalogueVerdict(value: string, fixtures: Fixtures): Verdict {
  const allowListed = value.startsWith(`http://${fixtures.upstreamHost}/`);
  return value.trim() !== value || ODD_BUT_VALID.has(value) || allowListed ? 'either' : 'invalid';
}

function parsedOrUndefined(raw: Raw): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text(raw).toString('utf8')) };
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Generators

type Generator = (ctx: Context) => Shape;

function baseline(ctx: Context): Entries {
  const body = validObject(ctx.op.body ?? {}, ctx.fixtures.fields);
  return Object.entries(body).map(([key, value]) => [key, JSON.stringify(value)]);
}

function properties(ctx: Context): Array<[string, Schema]> {
  return Object.entries(ctx.op.body?.properties ?? {});
}

function pickField(ctx: Context): [string, Schema] | undefined {
  const fields = properties(ctx);
  return fields.length ? ctx.rng.pick(fields) : undefined;
}

/** The baseline with `field` set to `raw`; the verdict from what the schema says of the new value. */
function withField(
  ctx: Context,
  field: string,
  schema: Schema,
  raw: Raw,
  generator: string,
  verdict?: Verdict,
): Shape {
  // First in the body, so the start of it that a report shows is the part that matters.
  const entries: Entries = [[field, raw], ...baseline(ctx).filter(([key]) => key !== field)];
  const parsed = parsedOrUndefined(raw);
  return {
    generator: `${generator}(${field})`,
    verdict: verdict ?? (parsed && accepts(schema, parsed.value) ? 'either' : 'invalid'),
    body: objectBody(entries),
  };
}

const bodyGenerators: Record<string, Generator> = {
  valid: (ctx) => ({ generator: 'valid', verdict: 'valid', body: objectBody(baseline(ctx)) }),

  'wrong-type': (ctx) => {
    const [field, schema] = pickField(ctx)!;
    const allowed = allowedTypes(schema);
    const wrong = Object.keys(BY_TYPE).filter((type) => !allowed.has(type));
    if (ctx.rng.chance(0.3)) {
      const value = ctx.rng.sample(fc.jsonValue({ maxDepth: 2 }));
      if (!allowed.has(jsonType(value)))
        return withField(ctx, field, schema, JSON.stringify(value), 'wrong-type');
    }
    return withField(ctx, field, schema, ctx.rng.pick(BY_TYPE[ctx.rng.pick(wrong)]!), 'wrong-type');
  },

  'missing-field': (ctx) => {
    const required = ctx.op.body?.required ?? [];
    const roll = ctx.rng.int(0, 3);
    if (roll === 0 || required.length === 0) {
      return {
        generator: 'missing-field(all)',
        verdict: required.length ? 'invalid' : 'either',
        body: Buffer.from('{}'),
      };
    }
    const field = ctx.rng.pick(required);
    const entries = baseline(ctx).filter(([key]) => key !== field);
    if (roll === 1) entries.push([field, 'null']);
    const nullable = ctx.op.body?.properties?.[field]?.nullable === true;
    return {
      generator: `${roll === 1 ? 'null-field' : 'missing-field'}(${field})`,
      verdict: roll === 1 && nullable ? 'either' : 'invalid',
      body: objectBody(entries),
    };
  },

  'extra-field': (ctx) => {
    const key = ctx.rng.pick([
      'isAdmin',
      'role',
      'id',
      'submittedAt',
      'position',
      'password_hash',
      'x'.repeat(300),
      '',
      ' ',
      '\u0000',
      'email ',
      'Email',
    ]);
    const value = ctx.rng.pick([
      'true',
      '"admin"',
      '1',
      '{"$ne":null}',
      '"00000000-0000-0000-0000-000000000000"',
    ]);
    const known = key in (ctx.op.body?.properties ?? {});
    return {
      generator: `extra-field(${JSON.stringify(key).slice(0, 24)})`,
      verdict: known ? 'either' : 'invalid',
      body: objectBody([...baseline(ctx), [key, value]]),
    };
  },

  'prototype-key': (ctx) => {
    const key = ctx.rng.pick(PROTO_KEYS);
    const field = pickField(ctx)?.[0] ?? 'x';
    const value = ctx.rng.pick([
      `{"${field}":"polluted","isAdmin":true}`,
      '{"prototype":{"isAdmin":true}}',
      '{"toString":"x"}',
      '"x"',
      '1',
      'null',
      '[]',
    ]);
    const entries = baseline(ctx);
    const at = ctx.rng.chance(0.5) ? entries.length : 0;
    entries.splice(at, 0, [key, value]);
    return { generator: `prototype-key(${key})`, verdict: 'invalid', body: objectBody(entries) };
  },

  'nested-prototype-key': (ctx) => {
    const [field, schema] = pickField(ctx)!;
    const raw = `{"${ctx.rng.pick(PROTO_KEYS)}":{"polluted":true}}`;
    return withField(ctx, field, schema, raw, 'nested-prototype-key');
  },

  'megabyte-string': (ctx) => {
    const [field, schema] = pickField(ctx)!;
    const sizes = [MB, 2 * MB, 8 * MB - 64 * 1024, 8 * MB + 1024].filter(
      (size) => size <= ctx.sizes.maxBodyBytes,
    );
    const size = ctx.rng.pick(sizes.length ? sizes : [ctx.sizes.maxBodyBytes]);
    const filler = ctx.rng.pick(['a', ' ', '\\u0000', 'é', '\\"']);
    const raw = `"${filler.repeat(Math.ceil(size / Buffer.byteLength(filler)))}"`;
    const shape = withField(
      ctx,
      field,
      schema,
      raw,
      `megabyte-string(${(size / MB).toFixed(1)} MB)`,
      schema.maxLength ? 'invalid' : 'either',
    );
    return shape;
  },

  'boundary-length': (ctx) => {
    const strings = properties(ctx).filter(([, schema]) => schema.maxLength !== undefined);
    if (!strings.length) return bodyGenerators['wrong-type']!(ctx);
    const [field, schema] = ctx.rng.pick(strings);
    const over = ctx.rng.chance(0.6);
    const length = schema.maxLength! + (over ? 1 : 0);
    // Lengths count characters: an emoji is one character but two UTF-16 units and four bytes.
    const value = ctx.rng.pick(['a', 'é', '😀']).repeat(length);
    return withField(
      ctx,
      field,
      schema,
      JSON.stringify(value),
      over ? 'over-max-length' : 'at-max-length',
      over ? 'invalid' : 'either',
    );
  },

  'deep-nesting': (ctx) => {
    const depth = ctx.rng.pick(
      [64, 1_000, 10_000, 16_000, 45_000].filter((d) => d * 6 < ctx.sizes.maxBodyBytes),
    );
    const kind = ctx.rng.pick(['array', 'object'] as const);
    const raw = nestedText(depth, kind);
    const where = ctx.rng.int(0, 2);
    if (where === 0) {
      const [field, schema] = pickField(ctx)!;
      return withField(ctx, field, schema, raw, `deep-nesting(${kind} ×${depth})`, 'invalid');
    }
    if (where === 1)
      return {
        generator: `deep-nesting(extra field, ${kind} ×${depth})`,
        verdict: 'invalid',
        body: objectBody([...baseline(ctx), ['nested', raw]]),
      };
    return {
      generator: `deep-nesting(whole body, ${kind} ×${depth})`,
      verdict: 'invalid',
      body: Buffer.from(raw),
    };
  },

  'control-characters': (ctx) => {
    const strings = properties(ctx).filter(([, schema]) => allowedTypes(schema).has('string'));
    const [field, schema] = strings.length ? ctx.rng.pick(strings) : pickField(ctx)!;
    const base = String(validValue(schema, field, ctx.fixtures.fields));
    const inject = ctx.rng.pick(CONTROL_TEXTS);
    const value = ctx.rng.chance(0.5) ? inject : `${base.slice(0, 3)}${inject}${base.slice(3)}`;
    const escaped = ctx.rng.chance(0.5);
    // Escaped (`\u0000`) or as the raw character inside the string (JSON forbids raw controls).
    const raw = escaped ? JSON.stringify(value) : `"${value.replace(/["\\]/g, '\\$&')}"`;
    return withField(ctx, field, schema, raw, `control-characters(${escaped ? 'escaped' : 'raw'})`, 'either');
  },

  'invalid-utf8': (ctx) => {
    const [field, schema] = pickField(ctx)!;
    const bytes = ctx.rng.pick(INVALID_UTF8);
    const raw = Buffer.concat([Buffer.from('"Ridge'), bytes, Buffer.from('line"')]);
    return withField(ctx, field, schema, raw, 'invalid-utf8', 'either');
  },

  'huge-number': (ctx) => {
    const [field, schema] = pickField(ctx)!;
    return withField(ctx, field, schema, ctx.rng.pick(HUGE_NUMBERS), 'huge-number');
  },

  'random-value': (ctx) => {
    const [field, schema] = pickField(ctx)!;
    const value = ctx.rng.sample(
      fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'binary', maxLength: 300 })),
    );
    return withField(ctx, field, schema, JSON.stringify(value), 'random-value');
  },

  'format-specific': (ctx) => {
    const candidates = fieldCatalogues(ctx);
    if (!candidates.length) return bodyGenerators['random-value']!(ctx);
    const { field, schema, kind, values } = ctx.rng.pick(candidates);
    const value =
      kind === 'url' && ctx.rng.chance(0.4)
        ? ctx.rng.sample(
            fc.webUrl({
              validSchemes: ['http', 'https'],
              withQueryParameters: true,
              withFragments: true,
              authoritySettings: {
                withIPv4: true,
                withIPv4Extended: true,
                withIPv6: true,
                withPort: true,
                withUserInfo: true,
              },
            }),
          )
        : ctx.rng.pick(values);
    const verdict = catalogueVerdict(value, ctx.fixtures);
    return withField(ctx, field, schema, JSON.stringify(value), 'format-specific', verdict);
  },

  'duplicate-key': (ctx) => {
    const [field, schema] = pickField(ctx)!;
    const entries = baseline(ctx).filter(([key]) => key !== field);
    // JSON.parse keeps the last of two equal keys: a valid first value must not hide an invalid last one.
    const wrong = ['null', '[]', '{}', '12345', '"\\u0000"'].filter(
      (raw) => !accepts(schema, JSON.parse(raw)),
    );
    entries.push(
      [field, JSON.stringify(validValue(schema, field, ctx.fixtures.fields))],
      [field, ctx.rng.pick(wrong.length ? wrong : ['null'])],
    );
    return {
      generator: `duplicate-key(${field})`,
      verdict: wrong.length ? 'invalid' : 'either',
      body: objectBody(entries),
    };
  },

  'truncated-json': (ctx) => {
    const full = objectBody(baseline(ctx));
    const cut = ctx.rng.int(1, Math.max(1, full.length - 1));
    return { generator: 'truncated-json', verdict: 'invalid', body: full.subarray(0, cut) };
  },

  'not-a-json-object': (ctx) => {
    const body = ctx.rng.pick([
      'null',
      'true',
      '0',
      '"text"',
      '[]',
      `[${objectBody(baseline(ctx)).toString()}]`,
      'undefined',
      'NaN',
      '{',
      '}',
      '{"a":1,}',
      "{'a':1}",
      '{"a":1}/* comment */',
      '{"a":1}{"b":2}',
      '\ufeff{}',
      ' ',
      '\u0000',
      '{"a"\u0000:1}',
      'a=1&b=2',
      '<?xml version="1.0"?><a/>',
    ]);
    return {
      generator: `not-a-json-object(${JSON.stringify(body).slice(0, 20)})`,
      verdict: 'invalid',
      body: Buffer.from(body),
    };
  },

  'content-type': (ctx) => {
    const body = objectBody(baseline(ctx));
    const variants: Array<[string, Array<[string, string]>, Verdict]> = [
      ['none', [], 'invalid'],
      ['text/plain', [['Content-Type', 'text/plain']], 'invalid'],
      ['form', [['Content-Type', 'application/x-www-form-urlencoded']], 'invalid'],
      ['multipart', [['Content-Type', 'multipart/form-data; boundary=x']], 'invalid'],
      ['utf-16', [['Content-Type', 'application/json; charset=utf-16']], 'invalid'],
      ['latin1', [['Content-Type', 'application/json; charset=iso-8859-1']], 'either'],
      ['bogus charset', [['Content-Type', 'application/json; charset=bogus']], 'invalid'],
      ['empty', [['Content-Type', '']], 'invalid'],
      ['malformed', [['Content-Type', 'application/json; charset']], 'either'],
      [
        'two headers',
        [
          ['Content-Type', 'text/plain'],
          ['Content-Type', 'application/json'],
        ],
        'either',
      ],
      ['+json', [['Content-Type', 'application/merge-patch+json']], 'either'],
      ['upper case', [['Content-Type', 'APPLICATION/JSON']], 'either'],
      ['very long', [['Content-Type', `application/json; ${'x=y; '.repeat(1_500)}`]], 'either'],
      ['control char', [['Content-Type', 'application/json\u0001']], 'invalid'],
    ];
    const [label, headers, verdict] = ctx.rng.pick(variants);
    return { generator: `content-type(${label})`, verdict, body, headers, ownContentType: true };
  },

  'content-encoding': (ctx) => {
    const body = objectBody(baseline(ctx));
    const bomb = gzipSync(Buffer.alloc(Math.min(ctx.sizes.maxBodyBytes, 16 * MB), 0x20));
    const variants: Array<[string, Buffer, string]> = [
      ['gzip junk', Buffer.from('not gzip at all'), 'gzip'],
      ['gzip bomb', bomb, 'gzip'],
      ['truncated gzip', gzipSync(body).subarray(0, 20), 'gzip'],
      ['unknown coding', body, 'x-fuzz'],
      ['two codings', gzipSync(body), 'gzip, gzip'],
      ['br junk', Buffer.from('\u00ff\u00ff\u00ff'), 'br'],
    ];
    const [label, payload, coding] = ctx.rng.pick(variants);
    return {
      generator: `content-encoding(${label})`,
      verdict: 'invalid',
      body: payload,
      headers: [
        ['Content-Type', 'application/json'],
        ['Content-Encoding', coding],
      ],
    };
  },

  'chunked-body': (ctx) => {
    const body = objectBody(baseline(ctx));
    const valid = ctx.rng.chance(0.5);
    const chunks = valid
      ? `${body.length.toString(16)}\r\n${body.toString('latin1')}\r\n0\r\n\r\n`
      : ctx.rng.pick([
          `zz\r\n${body.toString('latin1')}\r\n0\r\n\r\n`,
          `${(body.length + 5).toString(16)}\r\n${body.toString('latin1')}\r\n0\r\n\r\n`,
          `-1\r\n{}\r\n0\r\n\r\n`,
          `fffffffffffffffff\r\n{}\r\n0\r\n\r\n`,
          `2;ext=${'x'.repeat(5_000)}\r\n{}\r\n0\r\n\r\n`,
        ]);
    return {
      generator: `chunked-body(${valid ? 'well-formed' : 'malformed'})`,
      verdict: valid ? 'valid' : 'invalid',
      body: Buffer.from(chunks, 'latin1'),
      headers: [
        ['Content-Type', 'application/json'],
        ['Transfer-Encoding', 'chunked'],
      ],
      rawFraming: true,
    };
  },
};

/** Requests to the operation's path that break something other than the body. */
const requestGenerators: Record<string, Generator> = {
  'disallowed-method': (ctx) => {
    const declared = new Set(ctx.api.methodsByPath.get(ctx.op.path) ?? [ctx.op.method]);
    const methods = [
      'GET',
      'HEAD',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
      'OPTIONS',
      'TRACE',
      'PROPFIND',
      'SEARCH',
      'FUZZ',
      'get',
    ].filter((method) => !declared.has(method) && !(method === 'HEAD' && declared.has('GET')));
    const method = ctx.rng.pick(methods);
    return {
      generator: `disallowed-method(${method})`,
      verdict: 'either',
      method,
      body: ctx.rng.chance(0.5) ? objectBody(baseline(ctx)) : undefined,
    };
  },

  'method-override': (ctx) => {
    const header = ctx.rng.pick(['X-HTTP-Method-Override', 'X-HTTP-Method', 'X-Method-Override']);
    return {
      generator: `method-override(${header})`,
      verdict: 'either',
      headers: [[header, ctx.rng.pick(['DELETE', 'PUT', 'PATCH'])]],
      body: ctx.op.body ? objectBody(baseline(ctx)) : undefined,
    };
  },

  'odd-slashes': (ctx) => {
    const path = fillPath(ctx);
    const variants: Array<[string, string]> = [
      ['double slash after /api', path.replace(/^\/api\//, '/api//')],
      ['leading double slash', `/${path}`],
      ['trailing slash', `${path}/`],
      ['trailing double slash', `${path}//`],
      ['dot segment', path.replace(/^\/api\//, '/api/./')],
      ['dot-dot segment', path.replace(/^\/api\//, '/api/x/../')],
      ['encoded slash', path.replace(/\//g, '%2F')],
      ['encoded dot-dot', path.replace(/^\/api\//, '/api/%2e%2e/api/')],
      ['backslashes', path.replace(/\//g, '\\')],
      ['upper case', path.toUpperCase()],
      ['matrix parameter', `${path};x=1`],
      ['fragment', `${path}#frag`],
      ['absolute-form, this host', `http://${ctx.fixtures.host}${path}`],
      ['absolute-form, other host', `http://evil.example${path}`],
      ['absolute-form, userinfo', `http://${ctx.fixtures.host}@evil.example${path}`],
      ['no leading slash', path.slice(1)],
    ];
    const [label, target] = ctx.rng.pick(variants);
    return {
      generator: `odd-slashes(${label})`,
      verdict: 'either',
      target,
      body: ctx.op.body ? objectBody(baseline(ctx)) : undefined,
    };
  },

  'very-long-url': (ctx) => {
    const length = ctx.rng.pick([2_000, 8_000, 15_000, 20_000, 70_000, 200_000]);
    const path = fillPath(ctx);
    const target = ctx.rng.chance(0.5)
      ? `${path}?pad=${'a'.repeat(length)}`
      : `${path}/${'a'.repeat(length)}`;
    return {
      generator: `very-long-url(${length})`,
      verdict: 'either',
      target,
      body: ctx.op.body ? objectBody(baseline(ctx)) : undefined,
    };
  },

  'very-long-header': (ctx) => {
    const variants: Array<[string, Array<[string, string]>]> = [
      ['one 20 KB header', [['X-Fuzz', 'a'.repeat(20_000)]]],
      ['one 12 KB header', [['X-Fuzz', 'a'.repeat(12_000)]]],
      ['300 headers', Array.from({ length: 300 }, (_, i): [string, string] => [`X-Fuzz-${i}`, 'x'])],
      ['long cookie', [['Cookie', `a=${'b'.repeat(15_000)}`]]],
      ['long header name', [[`X-${'n'.repeat(10_000)}`, '1']]],
      ['huge If-None-Match', [['If-None-Match', `"${'e'.repeat(9_000)}"`]]],
      ['huge Accept-Encoding', [['Accept-Encoding', 'gzip;q=0.5, '.repeat(900)]]],
    ];
    const [label, headers] = ctx.rng.pick(variants);
    return {
      generator: `very-long-header(${label})`,
      verdict: 'either',
      headers,
      body: ctx.op.body ? objectBody(baseline(ctx)) : undefined,
    };
  },

  'header-oddities': (ctx) => {
    const variants: Array<[string, Array<[string, string]>]> = [
      ['X-Forwarded-For spoof', [['X-Forwarded-For', '1.2.3.4, 127.0.0.1']]],
      [
        'X-Forwarded-Host',
        [
          ['X-Forwarded-Host', 'evil.example'],
          ['X-Forwarded-Proto', 'https'],
        ],
      ],
      [
        'X-Original-URL',
        [
          ['X-Original-URL', '/api/quotes'],
          ['X-Rewrite-URL', '/api/leads/stats'],
        ],
      ],
      ['Range', [['Range', 'bytes=0-0,1-1,2-2,3-3,4-4,5-5']]],
      ['Accept junk', [['Accept', '*/*;q=x, text/\u00ff']]],
      ['non-ASCII header value', [['X-Fuzz', '\u00e9\u00ff\u00c3\u0028']]],
      ['obsolete line folding', [['X-Fuzz', 'a\r\n b']]],
      ['header without value', [['X-Fuzz', '']]],
      ['Expect: 100-continue', [['Expect', '100-continue']]],
      ['Expect: unknown', [['Expect', 'fuzz']]],
      [
        'Upgrade: websocket',
        [
          ['Connection', 'Upgrade'],
          ['Upgrade', 'websocket'],
        ],
      ],
      [
        'Origin evil',
        [
          ['Origin', 'https://evil.example'],
          ['Referer', 'https://evil.example/'],
        ],
      ],
    ];
    const [label, headers] = ctx.rng.pick(variants);
    return {
      generator: `header-oddities(${label})`,
      verdict: 'either',
      headers,
      body: ctx.op.body ? objectBody(baseline(ctx)) : undefined,
    };
  },

  'valid-request': (ctx) => ({
    generator: 'valid',
    verdict: 'valid',
    body: ctx.op.body ? objectBody(baseline(ctx)) : undefined,
  }),
};

const paramGenerators: Record<string, Generator> = {
  'path-parameter': (ctx) => {
    const pathParams = ctx.op.parameters.filter((p) => p.in === 'path');
    const parameter = ctx.rng.pick(pathParams);
    const { value, label, verdict } = hostilePathValue(ctx);
    return {
      generator: `path-parameter(${parameter.name}: ${label.slice(0, 40)})`,
      verdict: verdict ?? 'invalid',
      target: fillPath(ctx, { [parameter.name]: value }),
      body: ctx.op.body ? objectBody(baseline(ctx)) : undefined,
    };
  },

  'query-parameter': (ctx) => {
    const query = ctx.op.parameters.filter((p) => p.in === 'query');
    const pairs: Array<[string, string]> = [];
    const roll = ctx.rng.int(0, 5);
    const parameter = ctx.rng.pick(query);
    const isNumber = parameter.schema.type === 'number' || parameter.schema.type === 'integer';
    const hostile = () => ctx.rng.pick(isNumber ? HOSTILE_NUMBERS : HOSTILE_WORDS);
    let label: string;
    if (roll === 0) {
      pairs.push([parameter.name, '1'], [parameter.name, '2']);
      label = `${parameter.name} twice`;
    } else if (roll === 1) {
      pairs.push([`${parameter.name}[]`, '1']);
      label = `${parameter.name}[]`;
    } else if (roll === 2) {
      pairs.push(
        [`${parameter.name}[__proto__][x]`, '1'],
        ['__proto__', '1'],
        ['constructor[prototype][x]', '1'],
      );
      label = 'prototype keys';
    } else if (roll === 3) {
      pairs.push(['unknown', 'x'], [parameter.name, hostile()]);
      label = 'unknown parameter';
    } else {
      const value = hostile();
      pairs.push([parameter.name, value]);
      for (const other of query)
        if (other !== parameter && ctx.rng.chance(0.5)) pairs.push([other.name, hostile()]);
      label = `${parameter.name}=${value.slice(0, 20)}`;
    }
    return {
      generator: `query-parameter(${label})`,
      verdict: 'either',
      target: `${fillPath(ctx)}${queryString(pairs)}`,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Authorization

/** Broken headers that are not valid HTTP: the server may refuse the whole request for them. */
const HTTP_BREAKING_AUTH = new Set<AuthKind>(['broken:control characters']);

export interface GenerateOptions {
  api: ApiDescription;
  fixtures: Fixtures;
  sizes: Sizes;
  rng: Rng;
}

/** Every case of a run, in sending order; the same for the same seed, sizes and API. */
export function generateCases({ api, fixtures, sizes, rng }: GenerateOptions): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const broken = brokenAuth(fixtures.tokens);
  let brokenTurn = 0;

  const push = (
    shape: Shape,
    route: string,
    op: Operation | undefined,
    defaultMethod: string,
    defaultTarget: string,
  ) => {
    const authVariants: Array<{ kind: AuthKind; headers: Array<[string, string]> }> = shape.auth
      ? [shape.auth]
      : [
          { kind: 'admin', headers: [['Authorization', `Bearer ${fixtures.tokens.admin}`]] },
          (() => {
            const [label, headers] = broken[brokenTurn++ % broken.length]!;
            return { kind: label === 'none' ? ('none' as const) : (`broken:${label}` as const), headers };
          })(),
        ];
    for (const auth of authVariants) {
      const method = shape.method ?? defaultMethod;
      const headers: Array<[string, string]> = [];
      const host = shape.host === undefined ? fixtures.host : shape.host;
      if (host !== null) headers.push(['Host', host]);
      headers.push(...auth.headers);
      const ownContentType =
        shape.ownContentType || (shape.headers ?? []).some(([name]) => name.toLowerCase() === 'content-type');
      if (shape.body && !ownContentType && !shape.rawFraming)
        headers.push(['Content-Type', 'application/json']);
      headers.push(...(shape.headers ?? []));
      if (shape.body && !shape.rawFraming) headers.push(['Content-Length', String(shape.body.length)]);
      headers.push(['Connection', 'close']);
      // Without the token a guarded route must refuse, so a valid body there is no longer a valid
      // request; a header that breaks HTTP itself may get the whole request refused.
      let verdict = shape.verdict;
      if (verdict === 'valid' && op?.guarded && auth.kind !== 'admin') verdict = 'invalid';
      if (verdict === 'valid' && HTTP_BREAKING_AUTH.has(auth.kind)) verdict = 'either';
      cases.push({
        id: cases.length + 1,
        route,
        generator: shape.generator,
        request: {
          method,
          target: shape.target ?? defaultTarget,
          headers,
          body: shape.body,
          version: shape.version,
        },
        auth: auth.kind,
        verdict,
        op,
      });
    }
  };

  for (const op of api.operations) {
    const opRng = rng.fork(op.key);
    const ctx: Context = { api, op, rng: opRng, fixtures, sizes };
    const generators: Array<[string, Generator]> = [
      ...Object.entries(requestGenerators),
      ...(op.body && Object.keys(op.body.properties ?? {}).length ? Object.entries(bodyGenerators) : []),
      ...(op.parameters.some((p) => p.in === 'path')
        ? [['path-parameter', paramGenerators['path-parameter']!] as [string, Generator]]
        : []),
      ...(op.parameters.some((p) => p.in === 'query')
        ? [['query-parameter', paramGenerators['query-parameter']!] as [string, Generator]]
        : []),
    ];
    // The order of turns is shuffled once per operation; each turn then draws its own details.
    const turns = opRng.shuffle(generators);
    for (let i = 0; i < sizes.perOperation; i++) {
      const [name, generator] = turns[i % turns.length]!;
      const shape = generator(ctx);
      const isValidDelete = op.method === 'DELETE' && name === 'valid-request';
      // A valid DELETE removes one of the rows kept for it; every other DELETE aims at ids that do not exist.
      const target = isValidDelete ? fillPath(ctx, {}, 'dispose') : fillPath(ctx);
      // On an existing row a valid request may still be refused for the row's state (the first member moved up).
      if (shape.verdict === 'valid' && !isValidDelete && /\{/.test(op.path)) shape.verdict = 'either';
      push(shape, op.key, op, op.method, target);
    }
  }

  if (sizes.catalogue) {
    // Every value of every list, on every field, parameter and query parameter it fits, with the
    // admin's token (without one an admin route refuses before it looks at a value).
    const admin = {
      kind: 'admin' as const,
      headers: [['Authorization', `Bearer ${fixtures.tokens.admin}`]] as Array<[string, string]>,
    };
    for (const op of api.operations) {
      const ctx: Context = { api, op, rng: rng.fork(`catalogue ${op.key}`), fixtures, sizes };
      // Every field with a value of each JSON type it does not allow, and without each required one.
      for (const [field, schema] of properties(ctx)) {
        const allowed = allowedTypes(schema);
        for (const type of Object.keys(BY_TYPE).filter((t) => !allowed.has(t))) {
          const shape = withField(ctx, field, schema, ctx.rng.pick(BY_TYPE[type]!), `every-field(${type})`);
          push({ ...shape, auth: admin }, op.key, op, op.method, fillPath(ctx));
        }
      }
      // And every text field with a NUL in it, the character PostgreSQL cannot store in text.
      for (const [field, schema] of properties(ctx)) {
        if (!allowedTypes(schema).has('string')) continue;
        const base = String(validValue(schema, field, fixtures.fields));
        const raw = JSON.stringify(`${base.slice(0, 3)}\u0000${base.slice(3)}`);
        const shape = withField(ctx, field, schema, raw, 'every-field(NUL)', 'either');
        push({ ...shape, auth: admin }, op.key, op, op.method, fillPath(ctx));
      }
      for (const field of op.body?.required ?? []) {
        const body = objectBody(baseline(ctx).filter(([key]) => key !== field));
        const shape: Shape = {
          generator: `every-field(missing ${field})`,
          verdict: 'invalid',
          body,
          auth: admin,
        };
        push(shape, op.key, op, op.method, fillPath(ctx));
      }
      for (const { field, schema, values } of op.body ? fieldCatalogues(ctx) : []) {
        for (const value of values) {
          const label = `catalogue: ${JSON.stringify(value).slice(0, 40)}`;
          const verdict = catalogueVerdict(value, ctx.fixtures);
          const shape = withField(ctx, field, schema, JSON.stringify(value), label, verdict);
          push({ ...shape, auth: admin }, op.key, op, op.method, fillPath(ctx));
        }
      }
      for (const parameter of op.parameters) {
        const isNumber = parameter.schema.type === 'number' || parameter.schema.type === 'integer';
        const values =
          parameter.in === 'path' ? HOSTILE_PATH_VALUES : isNumber ? HOSTILE_NUMBERS : HOSTILE_WORDS;
        for (const value of values) {
          const target =
            parameter.in === 'path'
              ? fillPath(ctx, { [parameter.name]: value })
              : `${fillPath(ctx)}${queryString([[parameter.name, value]])}`;
          const body = op.body ? objectBody(baseline(ctx)) : undefined;
          const generator = `catalogue(${parameter.name}: ${JSON.stringify(value).slice(0, 30)})`;
          push({ generator, verdict: 'either', body, auth: admin }, op.key, op, op.method, target);
        }
      }
    }
  }

  const siteRng = rng.fork('site');
  for (let i = 0; i < sizes.siteCases; i++) {
    const page = siteRng.pick(fixtures.sitePaths);
    const targets = siteTargets(fixtures.host, page);
    const [label, target] = targets[i % targets.length]!;
    const method = siteRng.pick([
      'GET',
      'GET',
      'GET',
      'HEAD',
      'POST',
      'PUT',
      'DELETE',
      'OPTIONS',
      'TRACE',
      'PATCH',
    ]);
    const body = ['POST', 'PUT', 'PATCH'].includes(method) ? Buffer.from('{"a":1}') : undefined;
    push(
      { generator: `page(${label})`, verdict: 'either', method, body },
      'site page',
      undefined,
      method,
      target,
    );
  }

  const framing = framingCases(fixtures.host);
  for (let i = 0; i < sizes.framingCases; i++) {
    const [label, request] = framing[i % framing.length]!;
    push(
      { generator: `framing(${label})`, verdict: 'either', ...request, rawFraming: true },
      'HTTP framing',
      undefined,
      request.method ?? 'GET',
      request.target ?? '/api/health',
    );
  }
  return cases;
}
