import { apiErrorCodes, fieldErrorCodes } from '@trucking-finance/contracts';
import type { Response } from 'supertest';
import { quoteRequestPayloadFields } from './support/payload-fields';
import { useTestApp } from './support/test-app';

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Every error the API answers carries a code from the contract's list beside its sentence, and a
 * validation error a code for each field. This walks every operation the OpenAPI document lists
 * and provokes each kind of failure it can without outside help (no token, a client token, bad
 * ids and paths, unknown query fields, bad bodies), then checks every error body it got back.
 */
describe('Every API error carries a code', () => {
  const t = useTestApp();
  const seen: { label: string; response: Response }[] = [];

  const MISSING_ID = '5b9dc68d-881a-4a1b-81a1-b94f7e8dcb70';
  const badPaths: Record<string, string[]> = {
    id: ['not-a-uuid', MISSING_ID, '%FF'],
    email: ['%20', 'maria%00@example.com', 'x'.repeat(201)],
    width: ['0', '1e3'],
    height: ['abc'],
  };
  const goodPaths: Record<string, string> = {
    id: MISSING_ID,
    email: 'maria@example.com',
    width: '40',
    height: '40',
  };

  const call = (method: Method, path: string, token?: string) => {
    const request = t.http()[method](path);
    return token ? request.set('Authorization', token) : request;
  };

  beforeAll(async () => {
    const { body: doc } = await t.http().get('/api/docs-json');
    const client = `Bearer ${t.sign({ sub: 'c1', role: 'client', username: 'c1' })}`;
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([template, methods]) => Object.keys(methods).map((method) => ({ template, method: method as Method })),
    );
    const fill = (template: string, params: Record<string, string>) =>
      template.replace(/\{(\w+)\}/g, (_match, name: string) => params[name]);

    for (const { template, method } of operations) {
      const path = fill(template, goodPaths);
      const record = async (label: string, request: PromiseLike<Response>) =>
        seen.push({ label: `${method.toUpperCase()} ${template}: ${label}`, response: await request });

      await record('no token', call(method, path));
      await record('forged token', call(method, path, 'Bearer not.a.token'));
      await record('client token', call(method, path, client));
      await record('unknown query field', call(method, `${path}?unknownField=1`, t.admin));
      await record('prototype key in the query', call(method, `${path}?__proto__=1`, t.admin));
      for (const [name, values] of Object.entries(badPaths)) {
        if (!template.includes(`{${name}}`)) continue;
        for (const value of values) {
          await record(
            `${name}=${value.slice(0, 20)}`,
            call(method, fill(template, { ...goodPaths, [name]: value }), t.admin),
          );
        }
      }
      if (method === 'post' || method === 'put') {
        await record('unknown body field', call(method, path, t.admin).send({ unknownField: 1 }));
        await record('empty body', call(method, path, t.admin).send({}));
        await record(
          'malformed JSON',
          call(method, path, t.admin).set('Content-Type', 'application/json').send('{"a":'),
        );
        await record(
          'not an object',
          call(method, path, t.admin).set('Content-Type', 'application/json').send('[]'),
        );
        await record(
          'text/plain',
          call(method, path, t.admin).set('Content-Type', 'text/plain').send('hello'),
        );
        await record(
          'nested too deep',
          call(method, path, t.admin)
            .set('Content-Type', 'application/json')
            .send(`{"a":${'['.repeat(100)}${']'.repeat(100)}}`),
        );
        await record('over 8 MB', call(method, path, t.admin).send({ a: 'x'.repeat(9 * 1024 * 1024) }));
      }
    }
    // Outside any operation: an unknown API path, a method no route has, and a page written to.
    seen.push({ label: 'unknown API path', response: await t.http().get('/api/no-such-thing') });
    seen.push({ label: 'unknown method', response: await t.http().patch('/api/quotes') });
    seen.push({ label: 'POST to a page', response: await t.http().post('/about') });
  });

  it('answers each failure it provokes with 4xx, never 5xx', () => {
    const failures = seen.filter(({ response }) => response.status >= 400);
    expect(failures.length).toBeGreaterThan(150);
    expect(seen.filter(({ response }) => response.status >= 500).map(({ label }) => label)).toEqual([]);
    const statuses = new Set(failures.map(({ response }) => response.status));
    for (const status of [400, 401, 403, 404, 405, 413, 415]) expect(statuses).toContain(status);
  });

  it('gives every error body its sentence and a code from the contract', () => {
    for (const { label, response } of seen.filter(({ response }) => response.status >= 400)) {
      const { body } = response;
      expect([label, response.headers['content-type']]).toEqual([
        label,
        expect.stringMatching(/^application\/json/),
      ]);
      expect([label, body.success, typeof body.error, body.error.length > 0]).toEqual([
        label,
        false,
        'string',
        true,
      ]);
      expect([label, apiErrorCodes.includes(body.code)]).toEqual([label, true]);
      const extra = Object.keys(body).filter(
        (key) => !['success', 'error', 'code', 'details', 'fields'].includes(key),
      );
      expect([label, extra]).toEqual([label, []]);
    }
  });

  it('gives every validation error a code and a sentence for each field at fault', () => {
    const validation = seen.filter(({ response }) => response.body?.code === 'validation_failed');
    expect(validation.length).toBeGreaterThan(30);
    for (const { label, response } of validation) {
      const { details, fields } = response.body;
      expect([label, response.status]).toEqual([label, 400]);
      expect([label, Object.keys(fields).length > 0]).toEqual([label, true]);
      expect([label, Object.keys(details)]).toEqual([label, Object.keys(fields)]);
      for (const [field, code] of Object.entries(fields)) {
        expect([label, field, fieldErrorCodes.includes(code as never)]).toEqual([label, field, true]);
        expect([label, field, typeof details[field][0]]).toEqual([label, field, 'string']);
      }
    }
  });

  it('names every missing field of an empty quote with its code', () => {
    const { response } = seen.find(({ label }) => label === 'POST /api/quotes: empty body')!;
    expect(response.body.fields).toEqual(
      Object.fromEntries(quoteRequestPayloadFields.map((field) => [field, 'required'])),
    );
  });
});
