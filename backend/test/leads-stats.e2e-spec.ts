import { minutesAfterMidnight } from './support/time-zone';
import { useTestApp } from './support/test-app';

describe('GET /api/leads/stats', () => {
  const t = useTestApp({ env: { BUSINESS_TIMEZONE: 'America/Denver' } });

  const stats = async () =>
    (await t.http().get('/api/leads/stats').set('Authorization', t.admin).expect(200)).body.stats;
  /** `minutes` from the start of today in the business time zone (negative = yesterday). */
  const today = (minutes: number) => minutesAfterMidnight(t.config.businessTimeZone, minutes);

  it('counts nothing on an empty database', async () => {
    expect(await stats()).toEqual({
      totalQuotes: 0,
      totalFuelCardApplications: 0,
      today: 0,
      uniqueCompanies: 0,
      byStatus: { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0 },
      medianMinutesToFirstContact: null,
      waitingOverAnHour: { total: 0, leads: [] },
      failedNotifications: 0,
    });
  });

  it('counts totals, today in the business time zone, and distinct emails over both kinds of lead', async () => {
    // Just after midnight Denver time counts as today; just before does not, whatever UTC says.
    await t.newQuote({ email: 'ops@canyon-haulers.com', submittedAt: today(1) });
    await t.newQuote({ email: 'OPS@Canyon-Haulers.com', submittedAt: today(-1) });
    await t.newQuote({ email: 'billing@mesa-transport.com', submittedAt: today(-24 * 60) });
    await t.newFuelCardApplication({ email: 'ops@canyon-haulers.com', submittedAt: today(0) });
    await t.newFuelCardApplication({ email: 'fleet@bonneville-lines.com', submittedAt: today(-30) });

    expect(await stats()).toMatchObject({
      totalQuotes: 3,
      totalFuelCardApplications: 2,
      today: 2,
      uniqueCompanies: 3,
      failedNotifications: 0,
    });
  });

  it('is for admins only', async () => {
    expect((await t.http().get('/api/leads/stats')).status).toBe(401);
    const client = `Bearer ${t.sign({ sub: 'c', role: 'client', username: 'c' })}`;
    expect((await t.http().get('/api/leads/stats').set('Authorization', client)).status).toBe(403);
  });
});
