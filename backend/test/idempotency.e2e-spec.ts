import { randomUUID } from 'node:crypto';
import { fuelCardApplication, quoteRequest } from '@trucking-finance/contracts/testing';
import { IdempotencyPurge } from '../src/idempotency/idempotency-purge';
import { useTestApp } from './support/test-app';

const onServer = process.env.DATABASE_URL ? it : it.skip;

/** docs/api.md#idempotency-keys: a submission sent again with its key creates one lead, whatever happens. */
describe('Idempotency-Key on the public submissions', () => {
  const t = useTestApp();

  const count = async (table: string, companyName: string) => {
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM ${table} WHERE company_name = $1`,
      [companyName],
    );
    return n as number;
  };

  type Payload = (overrides: Record<string, unknown>) => Record<string, unknown>;
  it.each<[string, string, string, Payload]>([
    ['/api/quotes', 'quote_requests', 'quote', quoteRequest],
    ['/api/fuel-card-applications', 'fuel_card_applications', 'application', fuelCardApplication],
  ])(
    '%s: a repeat with the same key and body gets the first answer again, and no second row',
    async (path, table, field, payload) => {
      const companyName = `Replay ${randomUUID()}`;
      const body = payload({ companyName });
      const key = randomUUID();
      const first = await t.http().post(path).set('Idempotency-Key', key).send(body);
      expect(first.status).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();

      // The same JSON with its keys in another order is the same body.
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      const again = await t.http().post(path).set('Idempotency-Key', key).send(reordered);
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(again.body[field].id).toBe(first.body[field].id);
      expect(await count(table, companyName)).toBe(1);
    },
  );

  it('without a key, every submission is a new lead (as before)', async () => {
    const companyName = `No key ${randomUUID()}`;
    await t.http().post('/api/quotes').send(quoteRequest({ companyName })).expect(201);
    await t.http().post('/api/quotes').send(quoteRequest({ companyName })).expect(201);
    expect(await count('quote_requests', companyName)).toBe(2);
  });

  it('refuses the same key with another body: 422 idempotency_key_reused, nothing stored', async () => {
    const key = randomUUID();
    const companyName = `Reused ${randomUUID()}`;
    await t
      .http()
      .post('/api/quotes')
      .set('Idempotency-Key', key)
      .send(quoteRequest({ companyName }))
      .expect(201);
    const other = await t
      .http()
      .post('/api/quotes')
      .set('Idempotency-Key', key)
      .send(quoteRequest({ companyName, comments: 'something else' }));
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ success: false, code: 'idempotency_key_reused' });
    expect(await count('quote_requests', companyName)).toBe(1);
  });

  it('keeps keys apart per endpoint: the same key on the other form is a new submission', async () => {
    const key = randomUUID();
    const companyName = `Two forms ${randomUUID()}`;
    await t
      .http()
      .post('/api/quotes')
      .set('Idempotency-Key', key)
      .send(quoteRequest({ companyName }))
      .expect(201);
    await t
      .http()
      .post('/api/fuel-card-applications')
      .set('Idempotency-Key', key)
      .send(fuelCardApplication({ companyName }))
      .expect(201);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two words'],
    ['not ASCII', 'clé'],
  ])('refuses a malformed key (%s) with 400 idempotency_key_invalid', async (_label, key) => {
    const companyName = `Bad key ${randomUUID()}`;
    const { status, body } = await t
      .http()
      .post('/api/quotes')
      .set('Idempotency-Key', key)
      .send(quoteRequest({ companyName }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'idempotency_key_invalid' });
    expect(await count('quote_requests', companyName)).toBe(0);
  });

  it('accepts 255 visible ASCII characters', async () => {
    const key = '!~'.repeat(127) + 'x';
    await t.http().post('/api/quotes').set('Idempotency-Key', key).send(quoteRequest()).expect(201);
  });

  it('does not store a refused submission: the key stays free for the corrected body', async () => {
    const key = randomUUID();
    const companyName = `Corrected ${randomUUID()}`;
    await t
      .http()
      .post('/api/quotes')
      .set('Idempotency-Key', key)
      .send(quoteRequest({ companyName, email: 'not-an-email' }))
      .expect(400);
    await t
      .http()
      .post('/api/quotes')
      .set('Idempotency-Key', key)
      .send(quoteRequest({ companyName }))
      .expect(201);
    expect(await count('quote_requests', companyName)).toBe(1);
  });

  it('sent many times at once with one key, makes one lead; every 201 is the same answer', async () => {
    const key = randomUUID();
    const companyName = `Burst ${randomUUID()}`;
    const body = quoteRequest({ companyName });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.http().post('/api/quotes').set('Idempotency-Key', key).send(body)),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const ids = new Set(answers.filter(({ status }) => status === 201).map(({ body }) => body.quote.id));
    expect(ids.size).toBe(1);
    for (const busy of answers.filter(({ status }) => status === 409)) {
      expect(busy.body.code).toBe('idempotency_request_in_progress');
    }
    expect(await count('quote_requests', companyName)).toBe(1);
  });

  onServer('answers 409 idempotency_request_in_progress while the first request holds the key', async () => {
    const key = randomUUID();
    const companyName = `Held ${randomUUID()}`;
    const runner = t.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query(`SELECT pg_advisory_xact_lock(7651, hashtext($1))`, [`POST /api/quotes ${key}`]);
      const busy = await t
        .http()
        .post('/api/quotes')
        .set('Idempotency-Key', key)
        .send(quoteRequest({ companyName }));
      expect(busy.status).toBe(409);
      expect(busy.body).toMatchObject({ success: false, code: 'idempotency_request_in_progress' });
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    await t
      .http()
      .post('/api/quotes')
      .set('Idempotency-Key', key)
      .send(quoteRequest({ companyName }))
      .expect(201);
    expect(await count('quote_requests', companyName)).toBe(1);
  });

  it('forgets a key after 24 hours: the purge deletes it and the key makes a new lead', async () => {
    const key = randomUUID();
    const companyName = `Expired ${randomUUID()}`;
    const body = quoteRequest({ companyName });
    await t.http().post('/api/quotes').set('Idempotency-Key', key).send(body).expect(201);
    const [stored] = await t.dataSource.query(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS kept FROM idempotency_keys WHERE key = $1`,
      [key],
    );
    expect(stored.kept).toBe(24 * 60 * 60);

    await t.dataSource.query(
      `UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = $1`,
      [key],
    );
    // Until the purge runs, an expired answer is not replayed either.
    const afterExpiry = await t.http().post('/api/quotes').set('Idempotency-Key', key).send(body);
    expect(afterExpiry.status).toBe(201);
    expect(afterExpiry.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('quote_requests', companyName)).toBe(2);

    await t.dataSource.query(
      `UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = $1`,
      [key],
    );
    expect(await t.app.get(IdempotencyPurge).purge()).toBeGreaterThanOrEqual(1);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1`,
      [key],
    );
    expect(n).toBe(0);
  });
});
