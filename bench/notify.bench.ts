/**
 * Speed to lead (docs/notifications.md): the time from a new quote's 201 to its staff email and
 * its webhook arriving, over 1,000 quotes sent 20 at a time, with a real SMTP server and a real
 * signature-checking webhook receiver on loopback; and quote intake with notifications on against
 * the same app with them off, in the same run.
 *   npm run bench:notify                                              (embedded PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:notify
 * BENCH_LEADS changes the count. Runs the built server (`npx nest build` is enough: no site needed).
 *
 * With BENCH_SMTP_OUTAGE_SECONDS=120, it measures a mail server outage instead: the SMTP server is
 * down for that long while leads keep coming (BENCH_OUTAGE_RATE a second, 10 by default), with the
 * app's default retry delays. Every lead must get its 201 at once, and every email must arrive
 * after the server returns: none missing, none twice per job (each email's Message-ID is its job's).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { quoteRequest } from '@trucking-finance/contracts/testing';
import { MailCatcher } from '../backend/test/support/mail-catcher';
import { WebhookReceiver } from '../backend/test/support/webhook-receiver';
import { createScratchDatabase } from '../scripts/scratch-database';
import { spawnServer } from '../scripts/spawn-server';

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000);
const OUTAGE_SECONDS = Number(process.env.BENCH_SMTP_OUTAGE_SECONDS ?? 0);
const OUTAGE_RATE = Number(process.env.BENCH_OUTAGE_RATE ?? 10);
/** "At once" during the outage: the slowest 201 within this. */
const OUTAGE_ANSWER_BUDGET_MS = 1_000;
const CONCURRENCY = 20;
const P95_BUDGET_MS = 10_000;
const INTAKE_BUDGET = 0.8;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Sends LEADS quotes, CONCURRENCY at a time; answers when each got its 201 and the rate. */
async function sendLeads(
  origin: string,
  tag: string,
): Promise<{ answeredAt: Map<string, number>; rate: number }> {
  const answeredAt = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  const sender = async () => {
    while (next < LEADS) {
      const company = `${tag} Freight ${next++}`;
      const response = await fetch(`${origin}/api/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...quoteRequest(), companyName: company }),
      });
      if (response.status !== 201) throw new Error(`POST /api/quotes answered ${response.status}`);
      await response.arrayBuffer();
      answeredAt.set(company, performance.now());
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));
  return { answeredAt, rate: LEADS / ((performance.now() - started) / 1000) };
}

/** The built server with `env` on a fresh database (a scratch one on DATABASE_URL's server); `close()` stops both. */
async function startServer(env: Record<string, string>) {
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'bench')
    : undefined;
  const server = await spawnServer({
    RATE_LIMIT_FORMS_PER_MINUTE: '100000000',
    ...(scratch && { DATABASE_URL: scratch.url }),
    ...env,
  });
  const close = async () => {
    await server.stop();
    await scratch?.drop();
  };
  return { origin: server.origin, close };
}

/** The built server on a fresh database with `env`, sent LEADS quotes; `close()` once its deliveries are awaited. */
async function run(env: Record<string, string>, tag: string) {
  const { origin, close } = await startServer(env);
  try {
    return { ...(await sendLeads(origin, tag)), close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function main(): Promise<void> {
  const where = process.env.DATABASE_URL ? 'the PostgreSQL server' : 'embedded PGlite';

  const off = await run({}, 'Quiet');
  await off.close();

  const mail = await new MailCatcher().start();
  const hooks = await new WebhookReceiver(`whsec_${randomBytes(24).toString('base64')}`).start();
  const on = await run(
    {
      SMTP_URL: mail.url,
      NOTIFY_EMAILS: 'sales@summit.example',
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET: hooks.secret,
    },
    'Loud',
  );
  const deadline = performance.now() + 120_000;
  const staffMails = () => mail.mails.filter((m) => m.to.includes('sales@summit.example'));
  while ((staffMails().length < LEADS || hooks.unique.size < LEADS) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await on.close();
  await mail.stop();
  await hooks.stop();

  const emailDelays = staffMails().map(
    (m) => m.arrivedAt - on.answeredAt.get(m.subject.replace('Quote request: ', ''))!,
  );
  const hookDelays = [...hooks.unique.values()].map(
    (call) => call.arrivedAt - on.answeredAt.get(String(call.body.data.lead.companyName))!,
  );
  const emailP95 = percentile(emailDelays, 95);
  const hookP95 = percentile(hookDelays, 95);
  const ratio = on.rate / off.rate;

  console.log(`Speed to lead on ${where}, ${LEADS} quotes, ${CONCURRENCY} at a time:`);
  console.log(
    `  staff emails arrived: ${emailDelays.length}/${LEADS}, p50 ${Math.round(percentile(emailDelays, 50))} ms, p95 ${Math.round(emailP95)} ms after the 201`,
  );
  console.log(
    `  webhooks arrived:     ${hookDelays.length}/${LEADS} (raw ${hooks.received.length}, ${hooks.rejected.length} bad signatures), p50 ${Math.round(percentile(hookDelays, 50))} ms, p95 ${Math.round(hookP95)} ms`,
  );
  console.log(`  applicant emails:     ${mail.mails.length - emailDelays.length}/${LEADS}`);
  console.log(
    `  intake: ${off.rate.toFixed(0)} req/s without notifications, ${on.rate.toFixed(0)} req/s with (${ratio.toFixed(2)}×)`,
  );
  const ok =
    emailDelays.length === LEADS &&
    hookDelays.length === LEADS &&
    hooks.rejected.length === 0 &&
    emailP95 <= P95_BUDGET_MS &&
    hookP95 <= P95_BUDGET_MS &&
    ratio >= INTAKE_BUDGET;
  console.log(
    ok ? 'PASS' : `FAIL (budget: everything arrives, p95 ≤ ${P95_BUDGET_MS} ms, intake ≥ ${INTAKE_BUDGET}×)`,
  );
  if (!ok) process.exitCode = 1;
}

/** The mail server down for OUTAGE_SECONDS while leads keep coming, then back. */
async function outage(): Promise<void> {
  const mail = await new MailCatcher().start();
  await mail.stop(); // down from the start, on the port the app is given
  const hooks = await new WebhookReceiver(`whsec_${randomBytes(24).toString('base64')}`).start();
  const server = await startServer({
    SMTP_URL: mail.url,
    NOTIFY_EMAILS: 'sales@summit.example',
    WEBHOOK_URL: hooks.url,
    WEBHOOK_SECRET: hooks.secret,
  });
  const leads: { company: string; email: string }[] = [];
  const answers: { status: number; ms: number }[] = [];
  const requests: Promise<void>[] = [];
  const send = async (n: number) => {
    const quote = { ...quoteRequest(), companyName: `Outage Freight ${n}` };
    leads.push({ company: quote.companyName, email: quote.email });
    const started = performance.now();
    try {
      const response = await fetch(`${server.origin}/api/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(quote),
      });
      await response.arrayBuffer();
      answers.push({ status: response.status, ms: performance.now() - started });
    } catch {
      answers.push({ status: 0, ms: performance.now() - started });
    }
  };
  const total = Math.round(OUTAGE_SECONDS * OUTAGE_RATE);
  const began = performance.now();
  for (let n = 0; n < total; n += 1) {
    const due = began + (n * 1000) / OUTAGE_RATE;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    requests.push(send(n));
  }
  await Promise.all(requests);
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, began + OUTAGE_SECONDS * 1000 - performance.now())),
  );
  const mailDuringOutage = mail.mails.length;
  await mail.start();
  const returnedAt = performance.now();
  const deadline = returnedAt + 10 * 60_000;
  while ((mail.mails.length < 2 * total || hooks.unique.size < total) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 5_000)); // a late duplicate would arrive now
  await server.close();
  await mail.stop();
  await hooks.stop();

  const created = answers.filter((a) => a.status === 201).length;
  const statuses = Object.entries(
    answers.reduce<Record<number, number>>(
      (count, a) => ({ ...count, [a.status]: (count[a.status] ?? 0) + 1 }),
      {},
    ),
  ).map(([status, count]) => `${status}: ${count}`);
  const slowest = Math.max(...answers.map((a) => a.ms));
  const staffOf = (company: string) =>
    mail.mails.filter(
      (m) => m.to.includes('sales@summit.example') && m.subject === `Quote request: ${company}`,
    ).length;
  const applicantOf = (email: string) => mail.mails.filter((m) => m.to.includes(email)).length;
  const missing =
    leads.filter((l) => staffOf(l.company) === 0).length +
    leads.filter((l) => applicantOf(l.email) === 0).length;
  const uniqueMessages = new Set(mail.mails.map((m) => m.messageId)).size;
  const duplicated = mail.mails.length - uniqueMessages;
  const lastMail = Math.max(...mail.mails.map((m) => m.arrivedAt));

  console.log(
    `SMTP server down for ${OUTAGE_SECONDS} s while ${total} quotes came in (${OUTAGE_RATE}/s), on ${process.env.DATABASE_URL ? 'the PostgreSQL server' : 'embedded PGlite'}:`,
  );
  console.log(
    `  answers: ${statuses.join(', ')}; p95 ${Math.round(
      percentile(
        answers.map((a) => a.ms),
        95,
      ),
    )} ms, slowest ${Math.round(slowest)} ms`,
  );
  console.log(`  emails during the outage: ${mailDuringOutage}`);
  console.log(
    `  emails after it: ${mail.mails.length} raw, ${uniqueMessages} unique Message-IDs (${duplicated} duplicated), ${missing} missing of ${2 * total}; the last ${Math.round((lastMail - returnedAt) / 1000)} s after the server returned`,
  );
  console.log(
    `  webhooks: ${hooks.received.length} raw, ${hooks.unique.size} unique of ${total}, ${hooks.rejected.length} bad signatures`,
  );
  const ok =
    created === total &&
    slowest <= OUTAGE_ANSWER_BUDGET_MS &&
    mailDuringOutage === 0 &&
    missing === 0 &&
    duplicated === 0 &&
    mail.mails.length === 2 * total &&
    hooks.unique.size === total &&
    hooks.rejected.length === 0;
  console.log(
    ok
      ? 'PASS'
      : `FAIL (budget: every lead a 201 within ${OUTAGE_ANSWER_BUDGET_MS} ms, every email once after the outage)`,
  );
  if (!ok) process.exitCode = 1;
}

void (OUTAGE_SECONDS > 0 ? outage() : main()).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
