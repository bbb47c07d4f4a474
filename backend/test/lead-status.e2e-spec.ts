import { referenceIdOf } from '@trucking-finance/contracts';
import { fuelCardApplication, quoteRequest } from '@trucking-finance/contracts/testing';
import { startTestApp, useTestApp, type TestApp } from './support/test-app';

const NOT_FOUND = {
  success: false,
  error:
    'We could not find an application with that reference and email address. Please check both and try again.',
  code: 'lead_status_not_found',
};

describe('Status lookup API (POST /api/lead-status)', () => {
  const t = useTestApp();
  const lookup = (body: object) => t.http().post('/api/lead-status').send(body);

  async function submittedQuote() {
    const payload = quoteRequest();
    const { body } = await t.http().post('/api/quotes').send(payload).expect(201);
    return {
      id: body.quote.id as string,
      email: payload.email,
      submittedAt: body.quote.submittedAt as string,
    };
  }

  it('answers kind, public status and date when the reference and email match, and nothing else', async () => {
    const quote = await submittedQuote();

    const { status, body } = await lookup({
      reference: referenceIdOf(quote.id),
      email: quote.email.toUpperCase(),
    });

    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      kind: 'quotes',
      status: 'received',
      submittedAt: quote.submittedAt,
    });
  });

  it('takes the whole id and a reference typed in capitals with spaces around', async () => {
    const quote = await submittedQuote();

    expect((await lookup({ reference: quote.id, email: quote.email })).body.kind).toBe('quotes');
    const typed = await lookup({
      reference: ` ${referenceIdOf(quote.id).toUpperCase()} `,
      email: quote.email,
    });
    expect(typed.status).toBe(200);
  });

  it('finds fuel card applications too', async () => {
    const payload = fuelCardApplication();
    const { body: created } = await t.http().post('/api/fuel-card-applications').send(payload).expect(201);

    const { status, body } = await lookup({
      reference: referenceIdOf(created.application.id),
      email: payload.email,
    });

    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      kind: 'fuel-card-applications',
      status: 'received',
      submittedAt: created.application.submittedAt,
    });
  });

  it('answers a wrong email and a wrong reference with the same neutral 404', async () => {
    const quote = await submittedQuote();
    const other = await submittedQuote();

    const wrongEmail = await lookup({
      reference: referenceIdOf(quote.id),
      email: 'someone.else@example.com',
    });
    const othersEmail = await lookup({ reference: referenceIdOf(quote.id), email: other.email });
    const wrongReference = await lookup({ reference: '00000000', email: quote.email });

    for (const response of [wrongEmail, othersEmail, wrongReference]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND);
    }
  });

  it('refuses a malformed reference or email with 400 naming the field', async () => {
    const quote = await submittedQuote();

    for (const reference of ['3f2a9c1', 'not-a-ref', "0' OR '1'='1", 'x'.repeat(300)]) {
      const { status, body } = await lookup({ reference, email: quote.email });
      expect(status).toBe(400);
      expect(body.code).toBe('validation_failed');
      expect(body.fields).toEqual({ reference: 'invalid_format' });
    }

    const badEmail = await lookup({ reference: referenceIdOf(quote.id), email: 'not an email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.fields).toEqual({ email: 'invalid_email' });

    const missing = await lookup({});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ reference: 'required', email: 'required' });

    const extra = await lookup({ reference: referenceIdOf(quote.id), email: quote.email, status: 'won' });
    expect(extra.status).toBe(400);
    expect(extra.body.fields).toEqual({ status: 'unknown_field' });
  });

  it('answers a matching reference shared by two leads with the newest of them', async () => {
    const email = 'shared.prefix@ridgeline-freight.com';
    const older = await t.newQuote({
      id: 'abcdef01-0000-4000-8000-000000000001',
      email,
      submittedAt: new Date('2025-01-02T10:00:00Z'),
    });
    await t.newFuelCardApplication({
      id: 'abcdef01-0000-4000-8000-000000000002',
      email,
      submittedAt: new Date('2025-02-03T10:00:00Z'),
    });

    const { body } = await lookup({ reference: 'abcdef01', email });

    expect(body).toEqual({
      success: true,
      kind: 'fuel-card-applications',
      status: 'received',
      submittedAt: '2025-02-03T10:00:00.000Z',
    });
    expect((await lookup({ reference: older.id, email })).body.kind).toBe('quotes');
  });
});

describe('Status lookup throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_FORMS_PER_MINUTE: '3', TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(() => t.close());

  it('answers 429 after the forms limit, per visitor; wrong guesses count', async () => {
    const from = (address: string) =>
      t
        .http()
        .post('/api/lead-status')
        .set('X-Forwarded-For', address)
        .send({ reference: '00000000', email: 'a@b.co' });
    for (let i = 0; i < 3; i += 1) expect((await from('198.51.100.7')).status).toBe(404);

    const limited = await from('198.51.100.7');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect((await from('203.0.113.8')).status).toBe(404);
  });
});
