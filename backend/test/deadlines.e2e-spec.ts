import { randomUUID } from 'node:crypto';
import { quoteRequest } from '@trucking-finance/contracts/testing';
import { isDatabaseUnavailable } from '../src/common/database-errors';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const onServer = process.env.DATABASE_URL ? it : it.skip;

/** docs/architecture.md#deadlines: a stuck database gives a prompt 503, and the app recovers by itself. */
describe('Deadlines when the database is stuck', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;

  const eventually201 = async (send: () => Promise<{ status: number }>) => {
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 201; attempt += 1) {
      status = (await send()).status;
      if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return status;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxy(database.url);
    t = await startTestApp({
      database,
      databaseUrl: proxy.url,
      env: { DATABASE_STATEMENT_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '3' },
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  it('answers 503 while the database swallows every byte, then 201 again once it answers', async () => {
    await t.http().post('/api/quotes').send(quoteRequest()).expect(201);

    proxy.blackhole();
    const key = randomUUID();
    const body = quoteRequest({ companyName: `Blackhole ${key}` });
    const stuck = await Promise.all(
      [0, 1, 2].map(() => t.http().post('/api/quotes').set('Idempotency-Key', key).send(body)),
    );
    for (const answer of stuck) {
      expect(answer.status).toBe(503);
      expect(['database_unavailable', 'request_timed_out']).toContain(answer.body.code);
    }
    expect((await t.http().get('/api/health/ready')).status).toBe(503);
    expect((await t.http().get('/api/health/live')).status).toBe(200);

    await proxy.restore();
    const send = () => t.http().post('/api/quotes').set('Idempotency-Key', key).send(body);
    expect(await eventually201(send)).toBe(201);
    expect((await t.http().get('/api/health/ready')).status).toBe(200);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM quote_requests WHERE company_name = $1`,
      [`Blackhole ${key}`],
    );
    expect(n).toBe(1);
  });
});

describe('The per-request deadline', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxy(database.url);
    // The request's deadline comes before the query's.
    t = await startTestApp({
      database,
      databaseUrl: proxy.url,
      env: { DATABASE_STATEMENT_TIMEOUT_SECONDS: '8', REQUEST_TIMEOUT_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await proxy.restore();
    await t.close();
    await proxy.close();
  });

  it('answers 503 request_timed_out when a request outlives REQUEST_TIMEOUT_SECONDS', async () => {
    proxy.blackhole();
    const answer = await t.http().post('/api/quotes').send(quoteRequest());
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ success: false, code: 'request_timed_out' });
    await proxy.restore();
  });
});

describe('The statement deadline on a PostgreSQL server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { DATABASE_STATEMENT_TIMEOUT_SECONDS: '1' } });
  });
  afterAll(() => t.close());

  onServer(
    'cancels a statement running past DATABASE_STATEMENT_TIMEOUT_SECONDS, as unavailable (503)',
    async () => {
      const error = await t.dataSource.query('SELECT pg_sleep(3)').then(
        () => null,
        (failure: unknown) => failure,
      );
      expect((error as { driverError?: { code?: string } }).driverError?.code).toBe('57014');
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect((await t.http().get('/api/health/ready')).status).toBe(200);
    },
  );
});
