import { randomBytes } from 'node:crypto';
import { fuelCardApplication, quoteRequest } from '@trucking-finance/contracts/testing';
import { estimateFee, referenceIdOf, type NotificationDelivery } from '@trucking-finance/contracts';
import type { AppConfig } from '../src/config/configuration';
import { NotificationWorker } from '../src/notifications/notification-worker';
import { MailCatcher } from './support/mail-catcher';
import { startTestApp, type TestApp } from './support/test-app';
import { until } from './support/until';
import { WebhookReceiver } from './support/webhook-receiver';

const STAFF = ['dispatch@summit.example', 'sales@summit.example'];
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

describe('notifications: email and webhooks for every new lead', () => {
  const mail = new MailCatcher();
  const hooks = new WebhookReceiver(newSecret());
  let t: TestApp;
  let owner: string;

  const deliveries = async (query = '') =>
    (await t.http().get(`/api/notifications${query}`).set('Authorization', owner).expect(200)).body as {
      notifications: NotificationDelivery[];
      total: number;
    };
  const jobsOf = async (leadId: string) =>
    (await deliveries('?pageSize=100')).notifications.filter((job) => job.leadId === leadId);

  beforeAll(async () => {
    await mail.start();
    await hooks.start();
    t = await startTestApp({
      env: {
        SMTP_URL: mail.url,
        NOTIFY_EMAILS: STAFF.join(', '),
        PUBLIC_BASE_URL: 'https://summit.example/',
        WEBHOOK_URL: hooks.url,
        WEBHOOK_SECRET: hooks.secret,
        NOTIFY_RETRY_SECONDS: '1',
        PROVIDER_PHONE: '(801) 555-0142',
      },
      // Give up within seconds rather than a day, so the suite can see a delivery fail for good.
      configure: (config) =>
        Object.assign(config.notifications, { giveUpAfterMs: 2_500, maxRetryDelayMs: 2_000 }),
    });
    owner = `Bearer ${await t.adminToken()}`;
  });
  afterAll(async () => {
    await t.close();
    await mail.stop();
    await hooks.stop();
  });
  beforeEach(() => {
    hooks.answer = () => 200;
  });

  it('emails the staff and the applicant and calls the webhook, signed, for a new quote', async () => {
    const earlier = await t.newQuote({ email: 'Ops@Canyon-Haulers.example', phone: '(555) 010-2233' });
    const payload = {
      ...quoteRequest(),
      companyName: 'Canyon Haulers LLC',
      email: 'ops@canyon-haulers.example',
    };
    const { body } = await t.http().post('/api/quotes').send(payload).expect(201);
    const quote = body.quote as { id: string };

    const staff = await until('the staff email', () => mail.mails.find((m) => m.to.includes(STAFF[0])));
    expect(staff.to).toEqual(STAFF);
    expect(staff.subject).toBe('Quote request: Canyon Haulers LLC');
    for (const value of [
      payload.contactName,
      payload.phone,
      payload.mcNumber,
      payload.dotNumber,
      payload.comments,
    ]) {
      expect(staff.text).toContain(String(value));
    }
    expect(staff.text).toContain(`https://summit.example/admin/quotes?lead=${quote.id}&leadKind=quotes`);
    expect(staff.text).toContain(`https://summit.example/admin/quotes?lead=${earlier.id}&leadKind=quotes`);
    expect(staff.text).toMatch(/same email/);
    // The instant estimate the applicant saw, from the same formula.
    const { low, high } = estimateFee(payload);
    expect(body.estimate).toEqual({ low, high });
    expect(staff.text).toContain(
      `Instant estimate shown to the applicant: ${low.toFixed(1)}% to ${high.toFixed(1)}% per 30 days`,
    );

    const applicant = await until('the confirmation', () =>
      mail.mails.find((m) => m.to.includes('ops@canyon-haulers.example')),
    );
    expect(applicant.subject).toContain(referenceIdOf(quote.id));
    expect(applicant.text).toContain('within 1 hour during business hours');
    expect(applicant.text).toContain('(801) 555-0142');
    expect(applicant.text).toContain('https://summit.example/application-status');

    const hook = await until('the webhook', () =>
      hooks.received.find((call) => call.body.data.lead.id === quote.id),
    );
    expect(hook.body).toMatchObject({
      type: 'lead.created',
      data: { kind: 'quotes', lead: { id: quote.id } },
    });
    expect(hooks.rejected).toEqual([]);

    const jobs = await until('three sent deliveries', async () => {
      const all = await jobsOf(quote.id);
      return all.length === 3 && all.every((job) => job.status === 'sent') ? all : null;
    });
    expect(jobs.map((job) => job.channel).sort()).toEqual(['applicant-email', 'staff-email', 'webhook']);
    expect(jobs.find((job) => job.channel === 'webhook')?.id).toBe(hook.id);
    // Each email's Message-ID is its job's, the same on every attempt.
    const jobOf = (channel: string) => jobs.find((job) => job.channel === channel)?.id;
    expect(staff.messageId).toBe(`<${jobOf('staff-email')}@summit.example>`);
    expect(applicant.messageId).toBe(`<${jobOf('applicant-email')}@summit.example>`);
  });

  it('keeps no lead whose notification jobs could not be written (one statement writes both)', async () => {
    const leadsNamed = async (companyName: string) =>
      (
        await t.dataSource.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM quote_requests WHERE company_name = $1`,
          [companyName],
        )
      )[0].n;
    await t.dataSource.query(
      `CREATE FUNCTION refuse_jobs() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no jobs'; END $$`,
    );
    await t.dataSource.query(
      `CREATE TRIGGER refuse_jobs BEFORE INSERT ON notification_jobs FOR EACH ROW EXECUTE FUNCTION refuse_jobs()`,
    );
    try {
      const refused = await t
        .http()
        .post('/api/quotes')
        .send({ ...quoteRequest(), companyName: 'Lone Lead LLC' });
      expect(refused.status).toBe(500);
      expect(refused.body.code).toBe('internal_error');
      expect(await leadsNamed('Lone Lead LLC')).toBe(0);
    } finally {
      await t.dataSource.query(`DROP TRIGGER refuse_jobs ON notification_jobs`);
      await t.dataSource.query(`DROP FUNCTION refuse_jobs`);
    }
    const { body } = await t
      .http()
      .post('/api/quotes')
      .send({ ...quoteRequest(), companyName: 'Lone Lead LLC' });
    expect(await leadsNamed('Lone Lead LLC')).toBe(1);
    expect((await jobsOf(body.quote.id)).map((job) => job.channel).sort()).toEqual([
      'applicant-email',
      'staff-email',
      'webhook',
    ]);
  });

  it('names a fuel card application in its subject and links to it', async () => {
    const payload = { ...fuelCardApplication(), companyName: 'Bonneville Lines' };
    const { body } = await t.http().post('/api/fuel-card-applications').send(payload).expect(201);
    const staff = await until('the staff email', () =>
      mail.mails.find((m) => m.subject === 'Fuel card application: Bonneville Lines'),
    );
    expect(staff.text).toContain(
      `/admin/quotes?lead=${body.application.id as string}&leadKind=fuel-card-applications`,
    );
  });

  it('retries a webhook the receiver refused (500), and it arrives once accepted', async () => {
    let calls = 0;
    hooks.answer = () => (++calls === 1 ? 500 : 200);
    const { body } = await t.http().post('/api/quotes').send(quoteRequest()).expect(201);
    const job = await until('the webhook sent after a retry', async () =>
      (await jobsOf(body.quote.id)).find((j) => j.channel === 'webhook' && j.status === 'sent'),
    );
    expect(job.attempts).toBe(2);
    expect(hooks.received.filter((call) => call.id === job.id)).toHaveLength(2);
  });

  it('gives up after the give-up time, shows the failure, and an owner can retry it', async () => {
    hooks.answer = () => 503;
    const { body } = await t.http().post('/api/quotes').send(quoteRequest()).expect(201);
    const failed = await until('the webhook to fail', async () =>
      (await deliveries('?status=failed')).notifications.find((j) => j.leadId === body.quote.id),
    );
    expect(failed).toMatchObject({
      channel: 'webhook',
      status: 'failed',
      lastError: 'webhook answered HTTP 503',
    });
    expect(failed.attempts).toBeGreaterThanOrEqual(2);

    hooks.answer = () => 200;
    const retried = await t
      .http()
      .post(`/api/notifications/${failed.id}/retry`)
      .set('Authorization', owner)
      .expect(200);
    expect(retried.body.notification).toMatchObject({ id: failed.id, status: 'pending' });
    await until('the retried webhook to be sent', async () =>
      (await jobsOf(body.quote.id)).find((j) => j.id === failed.id && j.status === 'sent'),
    );
    const again = await t.http().post(`/api/notifications/${failed.id}/retry`).set('Authorization', owner);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('notification_already_sent');
  });

  it('keeps email pending while the mail server is down, with backoff, and sends it when it returns', async () => {
    await mail.stop();
    try {
      const { body } = await t.http().post('/api/quotes').send(quoteRequest()).expect(201);
      const pending = await until('a failed email attempt', async () =>
        (await jobsOf(body.quote.id)).find(
          (j) => j.channel === 'staff-email' && j.attempts >= 1 && j.lastError,
        ),
      );
      expect(pending.status).toBe('pending');
      expect(Date.parse(pending.nextAttemptAt!)).toBeGreaterThan(Date.parse(pending.createdAt));
      expect(pending.lastError).not.toMatch(/@/);
      await mail.start();
      await until('both emails sent', async () => {
        const emails = (await jobsOf(body.quote.id)).filter((j) => j.channel !== 'webhook');
        return emails.length === 2 && emails.every((j) => j.status === 'sent');
      });
    } finally {
      await mail.start().catch(() => undefined);
    }
  });

  it('filters by status, pages, and refuses bad queries and ids', async () => {
    const page = await deliveries('?status=sent&pageSize=2&page=1');
    expect(page.notifications).toHaveLength(2);
    expect(page.notifications.every((job) => job.status === 'sent')).toBe(true);
    expect(page.total).toBeGreaterThan(2);
    const bad = await t.http().get('/api/notifications?status=lost').set('Authorization', owner);
    expect(bad.status).toBe(400);
    const unknown = await t
      .http()
      .post('/api/notifications/5b9dc68d-881a-4a1b-81a1-b94f7e8dcb70/retry')
      .set('Authorization', owner);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'notification_not_found']);
    const notUuid = await t.http().post('/api/notifications/nope/retry').set('Authorization', owner);
    expect([notUuid.status, notUuid.body.code]).toEqual([400, 'invalid_id']);
  });

  it('is for admins only', async () => {
    expect((await t.http().get('/api/notifications')).status).toBe(401);
    const client = `Bearer ${t.sign({ sub: 'c', role: 'client', username: 'c' })}`;
    expect((await t.http().get('/api/notifications').set('Authorization', client)).status).toBe(403);
  });

  it('counts failed deliveries in the dashboard numbers', async () => {
    const failed = (await deliveries('?status=failed')).total;
    const { body } = await t.http().get('/api/leads/stats').set('Authorization', owner).expect(200);
    expect(body.stats.failedNotifications).toBe(failed);
  });
});

describe('notifications: several workers on one database', () => {
  it('never delivers one job twice at once, and delivers every job', async () => {
    const hooks = await new WebhookReceiver(newSecret()).start();
    // Slow answers keep each delivery in flight long enough for the other worker to try for it.
    hooks.answer = () => new Promise((resolve) => setTimeout(() => resolve(200), 100));
    const env = { WEBHOOK_URL: hooks.url, WEBHOOK_SECRET: hooks.secret };
    const first = await startTestApp({ env });
    const second = await startTestApp({ env, database: first.database });
    try {
      // Leads go in through the first app with its worker stopped, so both workers start together.
      const firstWorker = first.app.get(NotificationWorker);
      await firstWorker.stop();
      await second.app.get(NotificationWorker).stop();
      for (let i = 0; i < 20; i++) await first.http().post('/api/quotes').send(quoteRequest()).expect(201);
      firstWorker.start();
      second.app.get(NotificationWorker).start();
      await until('20 sent jobs', async () => {
        const [{ sent }] = await first.dataSource.query<{ sent: number }[]>(
          `SELECT count(*)::int AS sent FROM notification_jobs WHERE status = 'sent'`,
        );
        return sent === 20;
      });
      expect(hooks.unique.size).toBe(20);
      expect(hooks.maxConcurrentPerId).toBe(1);
      expect(hooks.received).toHaveLength(20);
    } finally {
      await second.close({ keepDatabase: true });
      await first.close();
      await hooks.stop();
    }
  });
});

describe('notifications: a worker that dies mid-delivery', () => {
  it('loses nothing: its lease runs out and another worker delivers the job (the receiver dedupes by webhook-id)', async () => {
    const hooks = await new WebhookReceiver(newSecret()).start();
    let calls = 0;
    // The first call never gets an answer: the worker delivering it is as good as dead.
    hooks.answer = () => (++calls === 1 ? new Promise<number>(() => undefined) : 200);
    const env = { WEBHOOK_URL: hooks.url, WEBHOOK_SECRET: hooks.secret };
    const shortLease = (config: AppConfig) =>
      Object.assign(config.notifications, { lockMs: 1_000, deliveryTimeoutMs: 60_000 });
    const stuck = await startTestApp({ env, configure: shortLease });
    const rescuer = await startTestApp({ env, configure: shortLease, database: stuck.database });
    try {
      await rescuer.app.get(NotificationWorker).stop();
      const { body } = await stuck.http().post('/api/quotes').send(quoteRequest()).expect(201);
      await until('the first call', () => calls === 1);
      rescuer.app.get(NotificationWorker).start();
      const [job] = await until('the job sent by the other worker', async () => {
        const rows = await rescuer.dataSource.query<{ status: string; attempts: number; id: string }[]>(
          `SELECT id, status, attempts FROM notification_jobs WHERE lead_id = $1`,
          [body.quote.id],
        );
        return rows[0]?.status === 'sent' ? rows : null;
      });
      expect(job.attempts).toBe(2);
      expect(hooks.received.map((call) => call.id)).toEqual([job.id, job.id]);
      expect(hooks.unique.size).toBe(1);
    } finally {
      await hooks.stop();
      await rescuer.close({ keepDatabase: true });
      await stuck.close();
    }
  });
});

describe('notifications: nothing configured', () => {
  it('queues nothing and starts no worker', async () => {
    const t = await startTestApp();
    try {
      await t.http().post('/api/quotes').send(quoteRequest()).expect(201);
      const [{ jobs }] = await t.dataSource.query<{ jobs: number }[]>(
        `SELECT count(*)::int AS jobs FROM notification_jobs`,
      );
      expect(jobs).toBe(0);
      expect(t.app.get(NotificationWorker).enabled).toBe(false);
    } finally {
      await t.close();
    }
  });
});
