import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from './support/test-app';

const FIVE_MB = 5 * 1024 * 1024;
const id = '5b9dc68d-881a-4a1b-81a1-b94f7e8dcb70';

/**
 * The team member update is the one route that takes a body of up to 8 MB (a photo). Reading and
 * parsing that much is work a stranger must not be able to make the server do: the admin check
 * comes first, on the headers alone.
 */
describe('A large body for the photo update', () => {
  const t = useTestApp();
  let port: number;

  beforeAll(async () => {
    await new Promise<void>((listening) => t.server.listen(0, '127.0.0.1', listening));
    port = (t.server.address() as AddressInfo).port;
  });

  /**
   * Sends the headers and `sent` bytes of a body announced as `length` bytes, then nothing more:
   * resolves with the answer if the server gives one without waiting for the rest.
   */
  const putWithoutFinishing = (authorization: string | undefined, length: number, sent: Buffer) =>
    new Promise<{ response: IncomingMessage; body: string }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: `/api/team-members/${id}`,
        headers: {
          'content-type': 'application/json',
          'content-length': String(length),
          ...(authorization && { authorization }),
        },
      });
      req.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ response, body }));
      });
      req.on('error', reject);
      req.write(sent);
    });

  it('refuses an anonymous 5 MB body with 401 without parsing it (invalid JSON would be 400)', async () => {
    const invalidJson = Buffer.alloc(FIVE_MB, '{');
    const { status, body } = await t
      .http()
      .put(`/api/team-members/${id}`)
      .set('Content-Type', 'application/json')
      .send(invalidJson.toString());
    expect(status).toBe(401);
    expect(body).toEqual({
      success: false,
      error: 'Authentication required. Please log in.',
      code: 'unauthenticated',
    });
  });

  it('refuses a client token with 403, body unread', async () => {
    const client = `Bearer ${t.sign({ sub: 'c', role: 'client', username: 'c' })}`;
    const { status, body } = await t
      .http()
      .put(`/api/team-members/${id}`)
      .set('Authorization', client)
      .set('Content-Type', 'application/json')
      .send(Buffer.alloc(FIVE_MB, '[').toString());
    expect(status).toBe(403);
    expect(body.success).toBe(false);
  });

  it('answers an anonymous body that is still arriving, and closes the connection', async () => {
    const { response, body } = await putWithoutFinishing(undefined, FIVE_MB, Buffer.from('{"name":"'));
    expect(response.statusCode).toBe(401);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(body)).toEqual({
      success: false,
      error: 'Authentication required. Please log in.',
      code: 'unauthenticated',
    });
  });

  it('still reads and checks the body of an admin', async () => {
    const { status, body } = await t
      .http()
      .put(`/api/team-members/${id}`)
      .set('Authorization', t.admin)
      .set('Content-Type', 'application/json')
      .send(Buffer.alloc(FIVE_MB, '{').toString());
    expect(status).toBe(400);
    expect(body.error).toBe('The request body is not valid JSON.');
  });
});

describe('A body that stops arriving before its announced end', () => {
  const t = useTestApp();
  let port: number;

  beforeAll(async () => {
    await new Promise<void>((listening) => t.server.listen(0, '127.0.0.1', listening));
    port = (t.server.address() as AddressInfo).port;
  });

  it('is answered 400 and the connection closed, not held open, and nothing is stored', async () => {
    const answer = await new Promise<{ response: IncomingMessage; body: string }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/quotes',
        headers: { 'content-type': 'application/json', 'content-length': '4096' },
      });
      req.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ response, body }));
      });
      req.on('error', reject);
      req.write('{"companyName":"Ridgeline Freight LLC",');
    });
    expect(answer.response.statusCode).toBe(400);
    expect(answer.response.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'body_unreadable' });
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM quote_requests');
    expect(count).toBe(0);
  });
});
