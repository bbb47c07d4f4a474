/**
 * Speed to lead (docs/notifications.md): the time from a new quote's 201 to its staff email and
 * its webhook arriving, over 1,000 quotes sent 20 at a time, with a real SMTP server and a real
 * signature-checking webhook receiver on loopback; and quote intake with notifications on against
 * the same app with them off, in the same run.
 *   npm run bench:notify                                              (embedded PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:notify
 * BENCH_LEADS changes the count. Runs the built server (`npx nest build` is enough: no site needed).
 */
import { randomBytes } from 'node:crypto';
import { quoteRequest } from '@trucking-finance/contracts/testing';
import { MailCatcher } from '../backend/test/support/mail-catcher';
import { WebhookReceiver } from '../backend/test/support/webhook-receiver';
import { createScratchDatabase } from '../scripts/scratch-database';
import { spawnServer } from '../scripts/spawn-server';

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000);
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

/** The built server on a fresh database with `env`, sent LEADS quotes; `close()` once its deliveries are awaited. */
async function run(env: Record<string, string>, tag: string) {
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
  try {
    return { ...(await sendLeads(server.origin, tag)), close };
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

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
