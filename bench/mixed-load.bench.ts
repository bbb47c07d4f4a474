/**
 * The site's own traffic, all at once, against the built server on its embedded database: public
 * quote and fuel card submissions, the team list and the runtime settings, with an admin reading every
 * list, searching by email, watching the stats, editing, reordering, adding and removing team
 * members, and logging in, at a steady 200 requests per second. Every request must get the answer it would get
 * alone: a 5xx, a 401 with a valid token or a dropped connection counts as an error, and one error
 * fails the run.
 *   npm run build && npm run bench:mixed                  (60 s)
 *   npm run bench:mixed -- --seconds 10
 */
import { parseArgs } from 'node:util';
import { fuelCardApplication, quoteRequest } from '@trucking-finance/contracts/testing';
import { fmt } from './support/load';
import { requireBuild, spawnServer } from '../scripts/spawn-server';

const RATE_PER_SECOND = 200;
const TICK_MS = 5;
const REQUEST_TIMEOUT_MS = 30_000;
const ADMIN = { username: 'bench-admin', password: 'mixed load bench passphrase' };

interface Call {
  method: string;
  path: string;
  body?: object;
  admin?: boolean;
  /** What this request may get while the others run; anything else is an error. */
  expected: number[];
  /** Reads the answer, e.g. to remember a created id. */
  then?: (body: unknown) => void;
}

const member = (name: string) => ({
  name,
  role: 'Director of Carrier Relations',
  experience: '11 years in freight finance',
  bio: `${name} ran a 25-truck dry van fleet out of Ogden before joining us.`,
});

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' } } });
  const seconds = Number(values.seconds);
  if (!(seconds > 0)) throw new Error('--seconds takes a positive number.');
  requireBuild();

  const server = await spawnServer({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_FORMS_PER_MINUTE: '100000000',
    RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE: '100000000',
  });
  const send = async (call: Call, token: string): Promise<{ status: number; body: unknown }> => {
    const response = await fetch(`${server.origin}${call.path}`, {
      method: call.method,
      headers: {
        ...(call.body && { 'content-type': 'application/json' }),
        ...(call.admin && { authorization: `Bearer ${token}` }),
      },
      body: call.body && JSON.stringify(call.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };

  try {
    const login: Call = { method: 'POST', path: '/api/auth/login', body: ADMIN, expected: [200] };
    const token = ((await send(login, '')).body as { token: string }).token;
    const team: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const created = { method: 'POST', path: '/api/team-members', body: member(`Member ${i}`), admin: true };
      team.push(((await send({ ...created, expected: [201] }, token)).body as { teamMember: { id: string } }).teamMember.id); // prettier-ignore
    }
    const searched = 'repeat.customer@ridgeline-freight.com';
    await send({ method: 'POST', path: '/api/quotes', body: quoteRequest({ email: searched }), expected: [201] }, token); // prettier-ignore
    const added: string[] = [];
    /** Quotes sent during the run, which the sales team works as they arrive. */
    const leads: string[] = [];
    const pipeline = ['contacted', 'qualified', 'won'] as const;
    const config: Call = { method: 'GET', path: '/api/config', expected: [200] };

    /**
     * The n-th request of the run: mostly public submissions and reads, about a quarter of them
     * admin writes (team members, and working the leads: status changes and notes).
     */
    const nth = (n: number): Call => {
      const someone = team[n % team.length];
      const lead = leads[n % Math.max(1, leads.length)];
      switch (n % 24) {
        case 0:
        case 1:
        case 2:
        case 3:
        case 4: // prettier-ignore
          return {
            method: 'POST', path: '/api/quotes', body: quoteRequest(), expected: [201],
            then: (body) => leads.push((body as { quote: { id: string } }).quote.id),
          }; // prettier-ignore
        case 5:
        case 6: // prettier-ignore
          return { method: 'POST', path: '/api/fuel-card-applications', body: fuelCardApplication(), expected: [201] }; // prettier-ignore
        case 7:
        case 8: // prettier-ignore
          return { method: 'GET', path: '/api/team-members', expected: [200] };
        case 9:
          return { method: 'GET', path: '/api/quotes?page=1', admin: true, expected: [200] };
        case 10:
          return { method: 'GET', path: '/api/fuel-card-applications', admin: true, expected: [200] };
        case 11:
          return { method: 'GET', path: `/api/quotes/email/${encodeURIComponent(searched)}`, admin: true, expected: [200] }; // prettier-ignore
        case 12:
          return { method: 'GET', path: '/api/leads/stats', admin: true, expected: [200] };
        case 13:
          return { method: 'GET', path: '/api/auth/me', admin: true, expected: [200] };
        case 14:
        case 15: // prettier-ignore
          return { method: 'PUT', path: `/api/team-members/${someone}`, body: { bio: `Request ${n}: ${member('They').bio}` }, admin: true, expected: [200] }; // prettier-ignore
        case 16:
          // 400 only when that member happens to be first or last at that moment.
          return { method: 'POST', path: `/api/team-members/${someone}/move`, body: { direction: n % 40 < 20 ? 'up' : 'down' }, admin: true, expected: [200, 400] }; // prettier-ignore
        case 17:
        case 18: {
          // Adds and removes in turn, so the team stays the size of a real one.
          const gone = added.length >= 4 ? added.shift() : undefined;
          if (gone) return { method: 'DELETE', path: `/api/team-members/${gone}`, admin: true, expected: [200] }; // prettier-ignore
          return {
            method: 'POST', path: '/api/team-members', body: member(`Added ${n}`), admin: true, expected: [201],
            then: (body) => added.push((body as { teamMember: { id: string } }).teamMember.id),
          }; // prettier-ignore
        }
        // Working the leads: the quotes of this run, from the first one answered on.
        case 20:
          if (!lead) return config;
          return { method: 'PATCH', path: `/api/quotes/${lead}`, body: { status: pipeline[n % 3] }, admin: true, expected: [200] }; // prettier-ignore
        case 21:
          if (!lead) return config;
          return { method: 'POST', path: `/api/quotes/${lead}/notes`, body: { text: `Called at request ${n}; call back Tuesday.` }, admin: true, expected: [201] }; // prettier-ignore
        case 22:
          if (!lead) return config;
          return { method: 'GET', path: `/api/quotes/${lead}`, admin: true, expected: [200] };
        case 23:
          return { method: 'GET', path: '/api/quotes?status=new,contacted&q=ridge&assignedTo=none', admin: true, expected: [200] }; // prettier-ignore
        default:
          // A login costs an argon2id verification (deliberately slow): one a second is plenty.
          return n % 240 === 19 ? login : config;
      }
    };

    const statuses = new Map<number, number>();
    const errors: string[] = [];
    const latencies: number[] = [];
    const inFlight = new Set<Promise<void>>();
    let sent = 0;
    const started = performance.now();
    const fire = (call: Call) => {
      const at = performance.now();
      const request = send(call, token)
        .then(({ status, body }) => {
          latencies.push(performance.now() - at);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (!call.expected.includes(status)) {
            errors.push(`${call.method} ${call.path}: ${status} ${JSON.stringify(body).slice(0, 160)}`);
          } else {
            call.then?.(body);
          }
        })
        .catch((error: Error) => void errors.push(`${call.method} ${call.path}: ${error.message}`))
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    };
    while (performance.now() - started < seconds * 1000) {
      const due = Math.floor(((performance.now() - started) / 1000) * RATE_PER_SECOND);
      while (sent < due) fire(nth(sent++));
      await new Promise((tick) => setTimeout(tick, TICK_MS));
    }
    await Promise.all(inFlight);
    const elapsed = (performance.now() - started) / 1000;

    latencies.sort((a, b) => a - b);
    const percentile = (p: number) => Math.round(latencies[Math.floor((latencies.length - 1) * p)] ?? 0);
    const byCode = [...statuses].sort(([a], [b]) => a - b).map(([code, count]) => `${code}: ${fmt(count)}`);
    console.log(`Mixed load on the embedded database, ${RATE_PER_SECOND} requests/s for ${seconds} s:`);
    console.log(`  requests: ${fmt(sent)} (${fmt(sent / elapsed)}/s), latency p50 ${percentile(0.5)} ms, p99 ${percentile(0.99)} ms`); // prettier-ignore
    console.log(`  statuses: ${byCode.join(', ')}`);
    console.log(`  errors:   ${errors.length}`);
    // Grouped by route and answer (ids and addresses left out), most frequent first.
    const kinds = new Map<string, number>();
    for (const error of errors) {
      const kind = error.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id').replace(/email\/[^:]+/, 'email/:email');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    for (const [kind, count] of [...kinds].sort(([, a], [, b]) => b - a).slice(0, 10)) {
      console.log(`    ${fmt(count)} × ${kind}`);
    }
    console.log(`Mixed load: ${errors.length === 0 ? 'PASS' : 'FAIL'}`);
    if (errors.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

void main();
