import { quoteRequestPayloadFields } from './support/payload-fields';
import { quoteRequest } from '@trucking-finance/contracts/testing';
import { QuoteRequest } from '../src/quotes/quote-request.entity';
import { useTestApp } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('Quote requests API', () => {
  const t = useTestApp();

  describe('POST /api/quotes (public)', () => {
    it('stores a complete request and answers 201 with the quote, its id and submission time', async () => {
      const payload = quoteRequest({ numberOfTrucks: '12', servicesInterested: 'line-of-credit' });
      const { status, body } = await t.http().post('/api/quotes').send(payload);

      expect(status).toBe(201);
      expect(body.success).toBe(true);
      expect(body.quote.id).toMatch(UUID);
      expect(new Date(body.quote.submittedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const { agreeToTerms: _terms, ...fields } = payload;
      expect(body.quote).toMatchObject({ ...fields, numberOfTrucks: 12 });

      const [row] = await t.dataSource.query(
        'SELECT number_of_trucks, agree_to_terms FROM quote_requests WHERE id = $1',
        [body.quote.id],
      );
      expect(row).toEqual({ number_of_trucks: 12, agree_to_terms: true });
    });

    it('answers with the estimated fee range from the rate tool formula', async () => {
      const established = await t.http().post('/api/quotes').send(quoteRequest());
      expect(established.status).toBe(201);
      expect(established.body.estimate).toEqual({ low: 1.6, high: 2.2 });

      const startup = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ monthlyRevenue: 'under-25k', yearsInBusiness: 'startup' }));
      expect(startup.body.estimate).toEqual({ low: 2, high: 2.6 });
    });

    it('accepts the fuel card service preset by the query (fuel-card-fleet)', async () => {
      const { status, body } = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ servicesInterested: 'fuel-card-fleet' }));
      expect(status).toBe(201);
      expect(body.quote.servicesInterested).toBe('fuel-card-fleet');
    });

    it('trims spaces around text', async () => {
      const { body } = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ companyName: '  Ridgeline Freight  ' }));
      expect(body.quote.companyName).toBe('Ridgeline Freight');
    });

    it.each(quoteRequestPayloadFields)('refuses a request without %s, naming the field', async (field) => {
      const payload: Record<string, unknown> = quoteRequest();
      delete payload[field];
      const { status, body } = await t.http().post('/api/quotes').send(payload);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.error).toContain(field);
      expect(Object.keys(body.details)).toEqual([field]);
      expect(body.code).toBe('validation_failed');
      expect(body.fields).toEqual({ [field]: 'required' });
    });

    it('refuses blank text as missing', async () => {
      const { status, body } = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ companyName: '   ' }));
      expect(status).toBe(400);
      expect(body.error).toBe('Please correct these fields: companyName is required.');
    });

    it('names every missing field in one sentence', async () => {
      const { status, body } = await t.http().post('/api/quotes').send({});
      expect(status).toBe(400);
      expect(body.error).toMatch(
        /^Please correct these fields: companyName is required; contactName is required; .*agreeToTerms is required/,
      );
      expect(Object.keys(body.details)).toHaveLength(13);
    });

    it.each([
      ['monthlyRevenue', 'about-100k'],
      ['businessType', 'airline'],
      ['yearsInBusiness', '20'],
      ['servicesInterested', 'other'],
      ['servicesInterested', 'fuel-card-gold'],
    ])('refuses %s = %p, listing the accepted values', async (field, value) => {
      const { status, body } = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ [field]: value }));
      expect(status).toBe(400);
      expect(body.details[field][0]).toMatch(new RegExp(`^${field} must be one of: `));
      expect(body.fields).toEqual({ [field]: 'not_one_of' });
    });

    it('requires agreeToTerms to be true, on the server too', async () => {
      for (const agreeToTerms of [false, 'true', 1]) {
        const { status, body } = await t.http().post('/api/quotes').send(quoteRequest({ agreeToTerms }));
        expect(status).toBe(400);
        expect(body.details.agreeToTerms).toEqual([
          'agreeToTerms must be true: please accept the terms to request a quote',
        ]);
        expect(body.fields).toEqual({ agreeToTerms: 'must_accept' });
      }
    });

    it.each([0, -2, 2.5, '2.5', 'ten', '', 100_001])(
      'refuses numberOfTrucks = %p',
      async (numberOfTrucks) => {
        const { status, body } = await t.http().post('/api/quotes').send(quoteRequest({ numberOfTrucks }));
        expect(status).toBe(400);
        expect(body.details.numberOfTrucks).toEqual(['numberOfTrucks must be a whole number of at least 1']);
        expect(body.fields).toEqual({ numberOfTrucks: 'invalid_truck_count' });
      },
    );

    it('refuses an invalid email and phone with plain messages', async () => {
      const { body } = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ email: 'maria@', phone: '12' }));
      expect(body.details).toEqual({
        email: ['email must be a valid email address'],
        phone: ['phone must be a phone number with 7 to 15 digits'],
      });
      expect(body.fields).toEqual({ email: 'invalid_email', phone: 'invalid_phone' });
    });

    it('refuses text over 200 characters, comments over 5,000', async () => {
      const long = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ companyName: 'x'.repeat(201) }));
      expect(long.status).toBe(400);
      expect(long.body.details.companyName).toEqual(['companyName must be at most 200 characters']);
      expect(long.body.fields).toEqual({ companyName: 'too_long' });
      const comments = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ comments: 'x'.repeat(5001) }));
      expect(comments.body.details.comments).toEqual(['comments must be at most 5,000 characters']);
      const fits = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ comments: 'x'.repeat(5000) }));
      expect(fits.status).toBe(201);
    });

    it('refuses wrong types', async () => {
      const { status, body } = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ companyName: 42 }));
      expect(status).toBe(400);
      expect(body.details.companyName).toEqual(['companyName must be text']);
      expect(body.fields).toEqual({ companyName: 'not_text' });
    });

    it('refuses unknown fields instead of dropping them silently', async () => {
      const { status, body } = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ status: 'approved' }));
      expect(status).toBe(400);
      expect(body.error).toBe('Please correct these fields: status is not a field we accept.');
      expect(body.fields).toEqual({ status: 'unknown_field' });
    });

    it('answers malformed JSON with 400, not a stack trace', async () => {
      const { status, body } = await t
        .http()
        .post('/api/quotes')
        .set('Content-Type', 'application/json')
        .send('{"companyName": ');
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        error: 'The request body is not valid JSON.',
        code: 'malformed_json',
      });
    });

    it.each([
      ['[]', 'The request body must be a JSON object.', 'body_not_object'],
      ['"quote"', 'The request body is not valid JSON.', 'malformed_json'],
    ])('answers the body %s with 400: %s', async (raw, error, code) => {
      const { status, body } = await t
        .http()
        .post('/api/quotes')
        .set('Content-Type', 'application/json')
        .send(raw);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error, code });
    });

    it('answers a body over 100 KB with 413', async () => {
      const { status, body } = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ comments: 'x'.repeat(110 * 1024) }));
      expect(status).toBe(413);
      expect(body).toEqual({
        success: false,
        error: 'The request body is too large (the limit is 100 KB).',
        code: 'body_too_large',
      });
    });

    it('answers a form-encoded body with 415', async () => {
      const { status, body } = await t.http().post('/api/quotes').type('form').send({ companyName: 'x' });
      expect(status).toBe(415);
      expect(body.error).toBe('Send the request body as JSON (Content-Type: application/json).');
      expect(body.code).toBe('unsupported_media_type');
    });
  });

  describe('admin endpoints', () => {
    beforeAll(async () => {
      await t.deleteAll(QuoteRequest);
      // 25 quotes, one second apart, oldest first; two from the same person in different case.
      for (let i = 0; i < 25; i += 1) {
        const email =
          i === 3 ? 'Dispatch@Canyon-Haulers.com' : i === 20 ? 'dispatch@canyon-haulers.COM' : undefined;
        await t.newQuote({
          companyName: `Carrier ${i}`,
          ...(email && { email }),
          submittedAt: new Date(Date.now() - (100 - i) * 1000),
        });
      }
    });

    it('lists newest first, 20 a page by default, with the total', async () => {
      const { status, body } = await t.http().get('/api/quotes').set('Authorization', t.admin);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, page: 1, pageSize: 20, total: 25 });
      expect(body.quotes).toHaveLength(20);
      expect(body.quotes[0].companyName).toBe('Carrier 24');
      expect(body.quotes[19].companyName).toBe('Carrier 5');
    });

    it('pages with ?page=&pageSize=', async () => {
      const { body } = await t.http().get('/api/quotes?page=3&pageSize=10').set('Authorization', t.admin);
      expect(body).toMatchObject({ page: 3, pageSize: 10, total: 25 });
      expect(body.quotes.map((q: { companyName: string }) => q.companyName)).toEqual([
        'Carrier 4',
        'Carrier 3',
        'Carrier 2',
        'Carrier 1',
        'Carrier 0',
      ]);
    });

    it('lists oldest first with ?order=oldest, still a page at a time', async () => {
      const { body } = await t
        .http()
        .get('/api/quotes?order=oldest&page=2&pageSize=10')
        .set('Authorization', t.admin);
      expect(body).toMatchObject({ page: 2, pageSize: 10, total: 25 });
      expect(body.quotes.map((q: { companyName: string }) => q.companyName)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Carrier ${10 + i}`),
      );
    });

    it.each([
      ['order=random', 'order must be one of: newest, oldest', { order: 'not_one_of' }],
      ['page=0', 'page must be between 1 and 1,000,000', { page: 'out_of_range' }],
      ['pageSize=101', 'pageSize must be between 1 and 100', { pageSize: 'out_of_range' }],
      ['pageSize=ten', 'pageSize must be a whole number', { pageSize: 'not_number' }],
      ['sort=email', 'sort is not a field we accept', { sort: 'unknown_field' }],
    ])('refuses ?%s', async (query, message, fields) => {
      const { status, body } = await t.http().get(`/api/quotes?${query}`).set('Authorization', t.admin);
      expect(status).toBe(400);
      expect(body.error).toContain(message);
      expect(body).toMatchObject({ code: 'validation_failed', fields });
    });

    it('finds quotes by email whatever its case, newest first', async () => {
      const { status, body } = await t
        .http()
        .get('/api/quotes/email/DISPATCH@canyon-haulers.com')
        .set('Authorization', t.admin);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, total: 2 });
      expect(body.quotes.map((q: { companyName: string }) => q.companyName)).toEqual([
        'Carrier 20',
        'Carrier 3',
      ]);
    });

    it('answers an email nobody used with an empty list', async () => {
      const { body } = await t
        .http()
        .get('/api/quotes/email/nobody@example.com')
        .set('Authorization', t.admin);
      expect(body).toMatchObject({ success: true, quotes: [], total: 0 });
    });

    it('asks for an address when the search is blank', async () => {
      const { status, body } = await t.http().get('/api/quotes/email/%20%20').set('Authorization', t.admin);
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        error: 'Enter an email address to search for.',
        code: 'validation_failed',
        details: { email: ['Enter an email address to search for.'] },
        fields: { email: 'required' },
      });
    });

    it('deletes a quote, then answers 404 for it', async () => {
      const { body: list } = await t.http().get('/api/quotes?pageSize=1').set('Authorization', t.admin);
      const id = list.quotes[0].id;
      const deleted = await t.http().delete(`/api/quotes/${id}`).set('Authorization', t.admin);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true });
      const again = await t.http().delete(`/api/quotes/${id}`).set('Authorization', t.admin);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({
        success: false,
        error: 'That quote request no longer exists.',
        code: 'quote_not_found',
      });
      const { body: after } = await t.http().get('/api/quotes').set('Authorization', t.admin);
      expect(after.total).toBe(24);
    });

    it('answers 400 for an id that is not a UUID', async () => {
      const { status, body } = await t.http().delete('/api/quotes/42').set('Authorization', t.admin);
      expect(status).toBe(400);
      expect(body.error).toBe('That is not a valid quote id.');
      expect(body.code).toBe('invalid_id');
    });

    it.each([
      ['GET', '/api/quotes'],
      ['GET', '/api/quotes/email/a@b.co'],
      ['DELETE', '/api/quotes/5b9dc68d-881a-4a1b-81a1-b94f7e8dcb70'],
    ])('%s %s needs an admin token', async (method, path) => {
      const call = () => (method === 'GET' ? t.http().get(path) : t.http().delete(path));
      const none = await call();
      expect(none.status).toBe(401);
      expect(none.body).toEqual({
        success: false,
        error: 'Authentication required. Please log in.',
        code: 'unauthenticated',
      });

      const forged = await call().set('Authorization', 'Bearer not.a.token');
      expect(forged.status).toBe(401);
      expect(forged.body.error).toBe('Your session is not valid. Please log in again.');
      expect(forged.body.code).toBe('session_invalid');

      const client = await call().set(
        'Authorization',
        `Bearer ${t.sign({ sub: 'c1', role: 'client', username: 'c1' })}`,
      );
      expect(client.status).toBe(403);
      expect(client.body.error).toBe('This area is for administrators only.');
      expect(client.body.code).toBe('admin_only');
    });
  });
});
