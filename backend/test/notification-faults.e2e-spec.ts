import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { quoteRequest } from '@trucking-finance/contracts/testing';
import { freePort } from '../../scripts/spawn-server';
import { MailCatcher } from './support/mail-catcher';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { until } from './support/until';
import { WebhookReceiver } from './support/webhook-receiver';

const LEADS = 30;
const STAFF = 'sales@summit.example';

/** Long enough for two boots of the app and the mail server's return. */
const DELIVERY_WAIT_MS = 60_000;

/**
 * docs/notifications.md#delivery: the mail server is down while leads keep coming, and the app is
 * killed with `kill -9` while its webhook calls are in flight. Every lead still gets its 201, and
 * once the mail server is back and the app restarted, every email and webhook arrives: none lost,
 * none twice per job (the receiver dedupes the webhooks cut off by the kill by `webhook-id`).
 */
describe('Notifications through a mail server outage and a kill -9 mid-delivery', () => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;
  const mail = new MailCatcher();
  const hooks = new WebhookReceiver(`whsec_${randomBytes(24).toString('base64')}`);

  beforeAll(async () => {
    database = await createTestDatabase();
    await mail.start(); // for its port
    await mail.stop();
    await hooks.start();
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await mail.stop();
    await hooks.stop();
    await database.drop();
  });

  it('answers every lead at once, then delivers every email and webhook exactly once per job', async () => {
    let cutOff = true;
    // While `cutOff`, a webhook call is received and never answered: in flight when the app dies.
    hooks.answer = () => (cutOff ? new Promise<number>(() => undefined) : 200);
    const env = {
      DATABASE_URL: database.url,
      PORT: String(freePort()),
      SMTP_URL: mail.url,
      NOTIFY_EMAILS: STAFF,
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET: hooks.secret,
      NOTIFY_RETRY_SECONDS: '1',
    };
    server = await startServerProcess(env);

    const leads: { id: string; companyName: string; email: string }[] = [];
    for (let n = 0; n < LEADS; n += 1) {
      const response = await fetch(`${server.origin}/api/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(quoteRequest({ companyName: `Outage Freight ${n}` })),
      });
      expect(response.status).toBe(201);
      leads.push(((await response.json()) as { quote: (typeof leads)[number] }).quote);
    }
    await until('every webhook call in flight', () => hooks.received.length === LEADS, DELIVERY_WAIT_MS);
    expect(mail.mails).toHaveLength(0);

    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    cutOff = false;
    // The dead worker's leases would run out after 60 s (notifications.e2e-spec waits one out);
    // end them now instead of waiting.
    const sql = new Client({ connectionString: database.url });
    await sql.connect();
    try {
      const { rows } = await sql.query<{ channel: string; status: string }>(
        `UPDATE notification_jobs SET locked_until = now() WHERE locked_until > now() RETURNING channel, status`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(LEADS);
      expect(rows.every((job) => job.status === 'pending')).toBe(true);
    } finally {
      await sql.end();
    }

    server = await startServerProcess(env);
    await mail.start();
    await until(
      'every email and webhook',
      () => mail.mails.length >= 2 * LEADS && hooks.unique.size >= LEADS,
      DELIVERY_WAIT_MS,
    );
    // A moment more: anything delivered twice would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    for (const lead of leads) {
      const staff = mail.mails.filter((m) => m.to.includes(STAFF) && m.subject.endsWith(lead.companyName));
      const applicant = mail.mails.filter((m) => m.to.includes(lead.email));
      expect([lead.companyName, staff.length, applicant.length]).toEqual([lead.companyName, 1, 1]);
    }
    expect(mail.mails).toHaveLength(2 * LEADS);
    expect(new Set(mail.mails.map((m) => m.messageId)).size).toBe(2 * LEADS);
    const hookedLeads = [...hooks.unique.values()].map((call) => String(call.body.data.lead.id));
    expect(hookedLeads.sort()).toEqual(leads.map((lead) => lead.id).sort());
    // Raw deliveries: each cut-off call came again after the restart, with the same webhook-id.
    expect(hooks.received).toHaveLength(2 * LEADS);
    expect(hooks.rejected).toEqual([]);
  });
});
