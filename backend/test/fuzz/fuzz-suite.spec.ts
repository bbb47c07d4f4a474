import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateCases, type Fixtures, type FuzzCase, type Sizes } from './cases';
import { accepts, readDescription } from './openapi';
import { judge, offSite, type Finding } from './oracle';
import { encodeRequest, parseResponse, sendRaw, type RawResponse } from './raw-http';
import { Rng } from './random';
import { withOwnSession } from './target';
import { groupFindings } from './report';

/** The fuzz suite's own parts: if these are wrong, its verdicts on the app are too. */

const ORIGIN = 'http://127.0.0.1:4000';

const description = readDescription({
  paths: {
    '/api/things': {
      post: {
        requestBody: {
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/Thing' } },
          },
        },
      },
      get: {
        security: [{ bearer: [] }],
        parameters: [{ name: 'page', in: 'query', schema: { type: 'number' } }],
      },
    },
    '/api/things/{id}': { delete: { security: [{ bearer: [] }], parameters: [{ name: 'id', in: 'path' }] } },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: {
          name: { type: 'string', maxLength: 20, example: 'Truck' },
          email: { type: 'string', format: 'email', example: 'a@example.com' },
          count: { type: 'integer', minimum: 1, example: 2 },
        },
        required: ['name', 'count'],
      },
    },
  },
});

const jwt = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims), 'signature']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');

const fixtures = (): Fixtures => ({
  host: '127.0.0.1:4000',
  tokens: {
    admin: jwt({ sub: 'admin', role: 'admin' }),
    client: jwt({ sub: 'client', role: 'client' }),
    expired: jwt({ sub: 'admin', role: 'admin', exp: 1 }),
    otherSecret: jwt({ sub: 'admin', role: 'admin', other: true }),
    disposable: [jwt({ sub: 'admin', role: 'admin', session: 2 })],
  },
  fields: {},
  ids: new Map([['/api/things', { keep: ['11111111-1111-4111-a111-111111111111'], disposable: [] }]]),
  email: 'a@example.com',
  sitePaths: ['/', '/about'],
  upstreamHost: '127.0.0.1:4001',
});

const sizes: Sizes = {
  perOperation: 30,
  siteCases: 10,
  framingCases: 5,
  maxBodyBytes: 64 * 1024,
  catalogue: true,
};
const generate = (seed: number) =>
  generateCases({ api: description, fixtures: fixtures(), sizes, rng: new Rng(seed) });
const bytes = (cases: FuzzCase[]) => cases.map((c) => encodeRequest(c.request).toString('latin1'));

const response = (status: number, headers: Record<string, string> = {}, body = ''): RawResponse => ({
  status,
  headers,
  body: Buffer.from(body),
  ms: 5,
});

describe('the fuzz suite', () => {
  describe('random stream', () => {
    it('gives the same numbers, shuffles and samples for the same seed, others for another', () => {
      const draw = (seed: number) => {
        const rng = new Rng(seed);
        return [
          rng.uint32(),
          rng.int(0, 9),
          rng.shuffle([1, 2, 3, 4, 5]),
          rng.uuid(),
          rng.fork('x').uint32(),
        ];
      };
      expect(draw(7)).toEqual(draw(7));
      expect(draw(7)).not.toEqual(draw(8));
    });
  });

  describe('sessions', () => {
    it('spend a disposable token on each logout request, so the admin token outlives the run', () => {
      const { tokens } = fixtures();
      const request = (target: string) => ({
        method: 'POST',
        target,
        headers: [
          ['Authorization', `Bearer ${tokens.admin}`],
          ['X-Other', `Bearer x, Bearer ${tokens.admin}`],
        ] as Array<[string, string]>,
      });
      const disposable = tokens.disposable[0]!;
      const logout = withOwnSession(tokens, request('/api/auth/LOGOUT?x=1'));
      expect(logout.headers.map(([, value]) => value)).toEqual([
        `Bearer ${disposable}`,
        `Bearer x, Bearer ${disposable}`,
      ]);
      expect(JSON.stringify(logout)).not.toContain(tokens.admin);
      const other = request('/api/quotes');
      expect(withOwnSession(tokens, other)).toBe(other);
      // Each disposable token is spent once: a second logout has none left.
      expect(() => withOwnSession(tokens, request('/api/auth/logout'))).toThrow(/ran out/);
    });
  });

  describe('cases', () => {
    it('are the same requests, byte for byte, for the same seed, and differ for another seed', () => {
      expect(bytes(generate(42))).toEqual(bytes(generate(42)));
      expect(bytes(generate(42))).not.toEqual(bytes(generate(43)));
    });

    it('reach every operation, each with the valid admin token and without it', () => {
      const cases = generate(1);
      for (const op of description.operations) {
        const auth = new Set(cases.filter((c) => c.op === op).map((c) => c.auth));
        expect(auth.has('admin')).toBe(true);
        expect([...auth].some((kind) => kind !== 'admin')).toBe(true);
      }
      expect(cases.some((c) => c.route === 'site page')).toBe(true);
      expect(cases.some((c) => c.route === 'HTTP framing')).toBe(true);
    });

    it('send a valid request as valid only where it is one: a guarded route without the token is invalid', () => {
      const valid = generate(3).filter((c) => c.generator === 'valid' && c.op?.method === 'POST');
      expect(valid.length).toBeGreaterThan(0);
      for (const c of valid) expect(c.verdict).toBe('valid');
      const list = generate(3).filter((c) => c.generator === 'valid' && c.op?.method === 'GET');
      expect(list.filter((c) => c.auth !== 'admin').every((c) => c.verdict === 'invalid')).toBe(true);
    });

    it('never aim a DELETE at a row kept for the other cases', () => {
      const deletes = generate(5).filter((c) => c.request.method === 'DELETE' && c.op?.method === 'DELETE');
      expect(deletes.length).toBeGreaterThan(0);
      for (const c of deletes)
        expect(c.request.target.toLowerCase()).not.toContain('11111111-1111-4111-a111-111111111111');
    });
  });

  describe('schema check', () => {
    it('counts characters as JSON Schema does, and checks types, ranges and variants', () => {
      expect(accepts({ type: 'string', maxLength: 2 }, '😀😀')).toBe(true);
      expect(accepts({ type: 'string', maxLength: 2 }, '😀😀😀')).toBe(false);
      expect(accepts({ type: 'integer', minimum: 1 }, 1.5)).toBe(false);
      expect(accepts({ type: 'integer', minimum: 1 }, 1e3)).toBe(true);
      expect(accepts({ type: 'integer' }, Infinity)).toBe(false);
      expect(accepts({ type: 'string', nullable: true }, null)).toBe(true);
      expect(accepts({ oneOf: [{ type: 'integer' }, { type: 'string', pattern: '^\\d+$' }] }, '12')).toBe(
        true,
      );
      expect(accepts({ oneOf: [{ type: 'integer' }, { type: 'string', pattern: '^\\d+$' }] }, '1e3')).toBe(
        false,
      );
    });
  });

  describe('redirect check', () => {
    it('lets a visitor stay on the site and catches every way off it', () => {
      expect(offSite('/about', ORIGIN, [ORIGIN])).toBeNull();
      expect(offSite(`${ORIGIN}/about`, ORIGIN, [ORIGIN])).toBeNull();
      expect(offSite('about?x=//evil', ORIGIN, [ORIGIN])).toBeNull();
      for (const location of [
        '//evil.example',
        '/\\evil.example',
        '\\\\evil.example',
        '/\t/evil.example',
        'http://evil.example/about',
        'https://127.0.0.1:4000@evil.example/',
        'javascript:alert(1)',
      ]) {
        expect(offSite(location, ORIGIN, [ORIGIN])).not.toBeNull();
      }
    });
  });

  describe('verdicts', () => {
    const [post, list] = [description.operations[0]!, description.operations[1]!];
    const options = { hangMs: 2_000, origin: ORIGIN, allowedJsonOrigins: [] };
    const fuzzCase = (over: Partial<FuzzCase>): FuzzCase => ({
      id: 1,
      route: post.key,
      generator: 'test',
      request: { method: 'POST', target: '/api/things', headers: [] },
      auth: 'admin',
      verdict: 'invalid',
      op: post,
      ...over,
    });

    it('fail a 5xx, a refused valid token, an admin answer without a token and an off-site Location', () => {
      const rules = (c: FuzzCase, r: RawResponse) => judge(c, r, options).failures.map((f) => f.rule);
      expect(rules(fuzzCase({}), response(500))).toEqual(['5xx']);
      expect(rules(fuzzCase({}), response(400))).toEqual([]);
      expect(rules(fuzzCase({ op: list, route: list.key }), response(401))).toEqual(['valid token refused']);
      expect(rules(fuzzCase({ op: list, auth: 'none' }), response(401))).toEqual([]);
      expect(
        rules(
          fuzzCase({ op: list, auth: 'none' }),
          response(200, { 'content-type': 'application/json' }, '{}'),
        ),
      ).toEqual(['auth bypass']);
      expect(rules(fuzzCase({ op: undefined }), response(301, { location: '//evil.example' }))).toEqual([
        'off-site redirect',
      ]);
      expect(rules(fuzzCase({ op: undefined }), response(301, { location: '/about' }))).toEqual([]);
    });

    it('flag a slow answer for a second look, and an invalid request accepted as a warning', () => {
      const judged = judge(fuzzCase({}), { ...response(201), ms: 2_500 }, options);
      expect(judged.slow).toBe(true);
      expect(judged.warnings.map((w) => w.rule)).toEqual(['invalid request accepted']);
    });
  });

  describe('report', () => {
    it('groups failures by cause: one 5xx exception is one problem, each kind of accepted invalid case another', () => {
      const post = description.operations[0]!;
      const finding = (generator: string, status: number, serverLog?: string): Finding => ({
        rule: status >= 500 ? '5xx' : 'rows changed by a refused or invalid request',
        fuzzCase: {
          id: 1,
          route: post.key,
          generator,
          request: { method: 'POST', target: '/', headers: [] },
          auth: 'admin',
          verdict: 'invalid',
          op: post,
        },
        pass: 'one at a time',
        response: response(status),
        detail: '',
        serverLog,
      });
      const groups = groupFindings([
        finding('deep-nesting(name)', 500, 'RangeError: Maximum call stack size exceeded at x'),
        finding('wrong-type(count)', 500, 'RangeError: Maximum call stack size exceeded at y'),
        finding('wrong-type(count)', 500, 'QueryFailedError: invalid byte sequence at z'),
        finding('prototype-key(__proto__)', 201),
        finding('prototype-key(constructor)', 201),
        finding('every-field(null)(comments)', 201),
      ]);
      expect(groups.map((group) => group.length)).toEqual([2, 1, 2, 1]);
    });
  });

  describe('raw HTTP', () => {
    it('reads answers of known length, chunked ones, and skips 100 Continue', () => {
      const ok = Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello');
      expect(parseResponse(ok, 'GET', false)?.body.toString()).toBe('hello');
      expect(parseResponse(ok.subarray(0, ok.length - 1), 'GET', false)).toBeNull();
      const chunked = Buffer.from(
        'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n',
      );
      expect(parseResponse(chunked, 'POST', false)).toMatchObject({
        status: 201,
        body: Buffer.from('abcde'),
      });
      expect(
        parseResponse(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n'), 'HEAD', false)?.status,
      ).toBe(200);
    });

    it('puts the target and headers on the wire as given, bytes above 127 included', async () => {
      let seen = '';
      const server: Server = createServer((req, res) => {
        seen = `${req.method} ${req.url} ${req.headers['x-raw']}`;
        res.writeHead(204).end();
      });
      await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
      try {
        const { port } = server.address() as AddressInfo;
        const answer = await sendRaw(
          { host: '127.0.0.1', port },
          {
            method: 'GET',
            target: '/caf%C3%A9/%2e%2e//x;a',
            headers: [
              ['Host', 'x'],
              ['X-Raw', '\xe9'],
              ['Connection', 'close'],
            ],
          },
          5_000,
        );
        expect(answer.status).toBe(204);
        expect(seen).toBe('GET /caf%C3%A9/%2e%2e//x;a \xe9');
      } finally {
        server.close();
      }
    });
  });
});
