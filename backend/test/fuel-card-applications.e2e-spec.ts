import { fuelCardApplication } from '@trucking-finance/contracts/testing';
import { fuelCardPayloadFields } from './support/payload-fields';
import { FuelCardApplication } from '../src/fuel-cards/fuel-card-application.entity';
import { useTestApp } from './support/test-app';

describe('Fuel card applications API', () => {
  const t = useTestApp();

  describe('POST /api/fuel-card-applications (public)', () => {
    it('stores an application and answers 201 with its id and submission time', async () => {
      const payload = fuelCardApplication();
      const { status, body } = await t.http().post('/api/fuel-card-applications').send(payload);
      expect(status).toBe(201);
      expect(body.success).toBe(true);
      const { agreeToTerms: _terms, ...fields } = payload;
      expect(body.application).toMatchObject(fields);
      expect(body.application.id).toHaveLength(36);
      expect(Date.parse(body.application.submittedAt)).not.toBeNaN();
    });

    it('keeps the truck count as the text entered, and accepts a number', async () => {
      const typed = await t
        .http()
        .post('/api/fuel-card-applications')
        .send(fuelCardApplication({ numberOfTrucks: '012' }));
      expect(typed.body.application.numberOfTrucks).toBe('012');
      const numeric = await t
        .http()
        .post('/api/fuel-card-applications')
        .send(fuelCardApplication({ numberOfTrucks: 14 }));
      expect(numeric.body.application.numberOfTrucks).toBe('14');
      const [row] = await t.dataSource.query(
        'SELECT number_of_trucks FROM fuel_card_applications WHERE id = $1',
        [typed.body.application.id],
      );
      expect(row.number_of_trucks).toBe('012');
    });

    it('takes comments as optional (stored as null when left out or blank)', async () => {
      for (const comments of [undefined, '  ']) {
        const payload: Record<string, unknown> = fuelCardApplication({ comments });
        if (comments === undefined) delete payload.comments;
        const { status, body } = await t.http().post('/api/fuel-card-applications').send(payload);
        expect(status).toBe(201);
        expect(body.application.comments).toBeNull();
      }
    });

    it('accepts the form without agreeToTerms, refuses it when false or null, and never stores it', async () => {
      const payload: Record<string, unknown> = fuelCardApplication();
      delete payload.agreeToTerms;
      expect((await t.http().post('/api/fuel-card-applications').send(payload)).status).toBe(201);

      const refused = await t
        .http()
        .post('/api/fuel-card-applications')
        .send(fuelCardApplication({ agreeToTerms: false }));
      expect(refused.status).toBe(400);
      expect(refused.body.details.agreeToTerms).toEqual([
        'agreeToTerms must be true: please accept the terms to apply',
      ]);
      // Absent is allowed, null is not an answer (the OpenAPI description allows only `true`).
      const nulled = await t
        .http()
        .post('/api/fuel-card-applications')
        .send(fuelCardApplication({ agreeToTerms: null as unknown as boolean }));
      expect(nulled.status).toBe(400);
      expect(Object.keys(nulled.body.details)).toEqual(['agreeToTerms']);

      const columns = await t.dataSource.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'fuel_card_applications'`,
      );
      expect(columns.map((c: { column_name: string }) => c.column_name)).not.toContain('agree_to_terms');
    });

    it.each(fuelCardPayloadFields)('refuses an application without %s, naming the field', async (field) => {
      const payload: Record<string, unknown> = fuelCardApplication();
      delete payload[field];
      const { status, body } = await t.http().post('/api/fuel-card-applications').send(payload);
      expect(status).toBe(400);
      expect(body.error).toContain(`${field} is required`);
      expect(Object.keys(body.details)).toEqual([field]);
      expect(body).toMatchObject({ code: 'validation_failed', fields: { [field]: 'required' } });
    });

    it.each([
      ['fuelCardTier', 'gold'],
      ['monthlyFuelSpend', '1000'],
      ['businessType', 'owner'],
      ['yearsInBusiness', 'new'],
    ])('refuses %s = %p', async (field, value) => {
      const { status, body } = await t
        .http()
        .post('/api/fuel-card-applications')
        .send(fuelCardApplication({ [field]: value }));
      expect(status).toBe(400);
      expect(body.details[field][0]).toMatch(new RegExp(`^${field} must be one of: `));
    });

    it.each(['0', 'six', '6.5', -1])('refuses numberOfTrucks = %p', async (numberOfTrucks) => {
      const { body } = await t
        .http()
        .post('/api/fuel-card-applications')
        .send(fuelCardApplication({ numberOfTrucks }));
      expect(body.details.numberOfTrucks).toEqual(['numberOfTrucks must be a whole number of at least 1']);
      expect(body.fields).toEqual({ numberOfTrucks: 'invalid_truck_count' });
    });

    it('refuses unknown fields, malformed JSON and oversized bodies', async () => {
      const unknown = await t
        .http()
        .post('/api/fuel-card-applications')
        .send(fuelCardApplication({ creditLimit: 5000 }));
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toContain('creditLimit is not a field we accept');

      const malformed = await t
        .http()
        .post('/api/fuel-card-applications')
        .set('Content-Type', 'application/json')
        .send('{');
      expect(malformed.status).toBe(400);

      const huge = await t
        .http()
        .post('/api/fuel-card-applications')
        .send(fuelCardApplication({ primaryRoutes: 'I-80 '.repeat(30_000) }));
      expect(huge.status).toBe(413);
    });
  });

  describe('admin endpoints', () => {
    let ids: string[];

    beforeAll(async () => {
      await t.deleteAll(FuelCardApplication);
      ids = [];
      for (let i = 0; i < 5; i += 1) {
        const email = i % 2 === 0 ? 'Fleet@Wasatch-Reefer.com' : `driver${i}@example.com`;
        const application = await t.newFuelCardApplication({
          email,
          companyName: `Fleet ${i}`,
          submittedAt: new Date(Date.now() - (10 - i) * 60_000),
        });
        ids.push(application.id);
      }
    });

    it('lists applications newest first with paging', async () => {
      const { status, body } = await t
        .http()
        .get('/api/fuel-card-applications?pageSize=2&page=2')
        .set('Authorization', t.admin);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, page: 2, pageSize: 2, total: 5 });
      expect(body.applications.map((a: { companyName: string }) => a.companyName)).toEqual([
        'Fleet 2',
        'Fleet 1',
      ]);
    });

    it('finds applications by email whatever its case', async () => {
      const { body } = await t
        .http()
        .get('/api/fuel-card-applications/email/fleet@wasatch-reefer.COM')
        .set('Authorization', t.admin);
      expect(body.total).toBe(3);
      expect(body.applications.map((a: { companyName: string }) => a.companyName)).toEqual([
        'Fleet 4',
        'Fleet 2',
        'Fleet 0',
      ]);
    });

    it('deletes an application, then answers 404', async () => {
      expect(
        (await t.http().delete(`/api/fuel-card-applications/${ids[0]}`).set('Authorization', t.admin)).body,
      ).toEqual({ success: true });
      const again = await t
        .http()
        .delete(`/api/fuel-card-applications/${ids[0]}`)
        .set('Authorization', t.admin);
      expect(again.status).toBe(404);
      expect(again.body.error).toBe('That fuel card application no longer exists.');
      expect(again.body.code).toBe('fuel_card_application_not_found');
      const invalid = await t.http().delete('/api/fuel-card-applications/abc').set('Authorization', t.admin);
      expect(invalid.status).toBe(400);
      expect(invalid.body.error).toBe('That is not a valid fuel card application id.');
      expect(invalid.body.code).toBe('invalid_id');
    });

    it('is closed without an admin token (401) and to client tokens (403)', async () => {
      expect((await t.http().get('/api/fuel-card-applications')).status).toBe(401);
      expect((await t.http().get('/api/fuel-card-applications/email/a@b.co')).status).toBe(401);
      expect((await t.http().delete(`/api/fuel-card-applications/${ids[1]}`)).status).toBe(401);
      const client = `Bearer ${t.sign({ sub: 'c', role: 'client', username: 'c' })}`;
      expect((await t.http().get('/api/fuel-card-applications').set('Authorization', client)).status).toBe(
        403,
      );
      expect(
        (await t.http().delete(`/api/fuel-card-applications/${ids[1]}`).set('Authorization', client)).status,
      ).toBe(403);
    });
  });
});
