import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { loadConfig } from '../src/config/configuration';
import { startServer, type RunningServer } from '../src/server';
import { quoteRequest } from '@trucking-finance/contracts/testing';
import { startFakeUpstream } from './support/fake-upstream';
import { TEST_ADMIN, testEnv } from './support/test-app';

/** The real process path (`npm start`): embedded database on disk in DATA_DIR, listening on a port. */
describe('The server with its embedded database', () => {
  let dataDir: string;
  let server: RunningServer | undefined;

  const start = async (env: Record<string, string> = {}) => {
    server = await startServer(loadConfig({ ...testEnv, DATA_DIR: dataDir, PORT: '0', ...env }));
    return `http://127.0.0.1:${(server.http.address() as AddressInfo).port}`;
  };
  const stop = async () => {
    await server?.stop();
    server = undefined;
  };

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'data-'));
  });
  afterEach(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a quote across a restart', async () => {
    let origin = await start();
    const { body } = await request(origin)
      .post('/api/quotes')
      .send(quoteRequest({ companyName: 'Survives Restart LLC' }))
      .expect(201);
    await stop();

    origin = await start();
    const login = await request(origin).post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const { body: list } = await request(origin)
      .get('/api/quotes')
      .set('Authorization', `Bearer ${login.body.token}`)
      .expect(200);
    expect(list.quotes).toEqual([
      expect.objectContaining({ id: body.quote.id, companyName: 'Survives Restart LLC' }),
    ]);
  });

  it('creates DATA_DIR when it does not exist yet (JWT_SECRET given, so nothing else writes there first)', async () => {
    const nested = join(dataDir, 'not', 'yet', 'there');
    const origin = await start({ DATA_DIR: nested, JWT_SECRET: 'a-production-secret-of-at-least-32-chars!' });
    expect((await request(origin).get('/api/health')).status).toBe(200);
  });

  it('finishes requests in flight on shutdown, then stops taking new ones', async () => {
    const upstream = await startFakeUpstream();
    upstream.answer((_req, res) =>
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 700),
    );
    try {
      const origin = await start();
      const inFlight = request(origin)
        .post('/api/auth/external-redirect')
        .send({
          username: 'maria',
          password: 'pw',
          externalUrl: `${upstream.origin}/login`,
          systemType: 'sage',
        })
        .then((response) => response);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const stopped = stop();

      const answered = await inFlight;
      expect(answered.status).toBe(200);
      expect(answered.body.success).toBe(true);
      await stopped;
      await expect(request(origin).get('/api/health')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await upstream.close();
    }
  });

  it('lets a handler finish before closing the database even when its client has hung up', async () => {
    const upstream = await startFakeUpstream();
    let answeredAt = 0;
    upstream.answer((_req, res) =>
      setTimeout(() => {
        answeredAt = Date.now();
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      }, 800),
    );
    try {
      const origin = await start();
      const abandoned = new AbortController();
      const sent = fetch(`${origin}/api/auth/external-redirect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'maria',
          password: 'pw',
          externalUrl: `${upstream.origin}/login`,
          systemType: 'xero',
        }),
        signal: abandoned.signal,
      }).catch(() => 'aborted');
      while (upstream.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      abandoned.abort();
      expect(await sent).toBe('aborted');

      await stop();
      expect(answeredAt).toBeGreaterThan(0);
    } finally {
      await upstream.close();
    }
  });

  it('refuses to open a DATA_DIR that another server has open, naming the process', async () => {
    await start();
    await expect(start()).rejects.toThrow(
      new RegExp(`already open in process ${process.pid} \\(this one\\): stop it first`),
    );
  });

  it('takes over the lock a killed process left behind', async () => {
    writeFileSync(join(dataDir, 'pglite.lock'), '2147483646');
    const origin = await start();
    expect((await request(origin).get('/api/health/ready')).status).toBe(200);
    expect(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('answers live and ready, and turns ready to 503 as soon as shutdown begins', async () => {
    const upstream = await startFakeUpstream();
    upstream.answer((_req, res) =>
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 700),
    );
    try {
      const origin = await start();
      expect((await request(origin).get('/api/health/live')).body).toEqual({ status: 'ok' });
      expect((await request(origin).get('/api/health/ready')).status).toBe(200);
      // A keep-alive connection opened before the shutdown still gets its answer.
      const agent = new Agent({ keepAlive: true });
      const inFlight = request(origin)
        .post('/api/auth/external-redirect')
        .agent(agent)
        .send({
          username: 'maria',
          password: 'pw',
          externalUrl: `${upstream.origin}/login`,
          systemType: 'sage',
        })
        .then((response) => response);
      while (upstream.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const ready = request(origin).get('/api/health/ready').agent(agent);
      const stopped = stop();
      expect((await inFlight).status).toBe(200);
      expect([503, 'closed']).toContain(
        await ready.then(
          (r) => r.status,
          () => 'closed',
        ),
      );
      await stopped;
      agent.destroy();
    } finally {
      await upstream.close();
    }
  });
});
