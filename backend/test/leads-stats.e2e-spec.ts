import { fuelCardApplication, quoteRequest } from './factories/leads';
import { useTestApp } from './support/test-app';

describe('GET /api/leads/stats', () => {
  const t = useTestApp({ env: { BUSINESS_TIMEZONE: 'America/Denver' } });

  const stats = async () =>
    (await t.http().get('/api/leads/stats').set('Authorization', t.admin).expect(200)).body.stats;
  /** Moves a lead to `minutes` from the start of today in the business time zone (negative = yesterday). */
  const shift = (table: string, id: string, minutes: number) =>
    t.dataSource.query(
      `UPDATE ${table} SET submitted_at = (date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1) + make_interval(mins => $2) WHERE id = $3`,
      [t.config.businessTimeZone, minutes, id],
    );

  it('counts nothing on an empty database', async () => {
    expect(await stats()).toEqual({
      totalQuotes: 0,
      totalFuelCardApplications: 0,
      today: 0,
      uniqueCompanies: 0,
    });
  });

  it('counts totals, today in the business time zone, and distinct emails over both kinds of lead', async () => {
    const post = async (path: string, body: object) =>
      (await t.http().post(path).send(body).expect(201)).body;
    const q1 = await post('/api/quotes', quoteRequest({ email: 'ops@canyon-haulers.com' }));
    const q2 = await post('/api/quotes', quoteRequest({ email: 'OPS@Canyon-Haulers.com' }));
    const q3 = await post('/api/quotes', quoteRequest({ email: 'billing@mesa-transport.com' }));
    const f1 = await post(
      '/api/fuel-card-applications',
      fuelCardApplication({ email: 'ops@canyon-haulers.com' }),
    );
    const f2 = await post(
      '/api/fuel-card-applications',
      fuelCardApplication({ email: 'fleet@bonneville-lines.com' }),
    );

    // Just after midnight Denver time counts as today; just before does not, whatever UTC says.
    await shift('quote_requests', q1.quote.id, 1);
    await shift('quote_requests', q2.quote.id, -1);
    await shift('quote_requests', q3.quote.id, -24 * 60);
    await shift('fuel_card_applications', f1.application.id, 0);
    await shift('fuel_card_applications', f2.application.id, -30);

    expect(await stats()).toEqual({
      totalQuotes: 3,
      totalFuelCardApplications: 2,
      today: 2,
      uniqueCompanies: 3,
    });
  });

  it('is for admins only', async () => {
    expect((await t.http().get('/api/leads/stats')).status).toBe(401);
    const client = `Bearer ${t.sign({ sub: 'c', role: 'client', username: 'c' })}`;
    expect((await t.http().get('/api/leads/stats').set('Authorization', client)).status).toBe(403);
  });
});
