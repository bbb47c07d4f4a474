import type { AddressInfo } from 'node:net';
import { fuelCardApplication, quoteRequest } from '@trucking-finance/contracts/testing';
import { TEST_ADMIN, useTestApp } from './support/test-app';

interface Call {
  name: string;
  method: string;
  path: string;
  body?: object;
  admin?: boolean;
  /** The statuses this call may get while the others run; anything else is a failure. */
  expected: number[];
}

const member = (name: string) => ({
  name,
  role: 'Director of Carrier Relations',
  experience: '11 years in freight finance',
  bio: `${name} ran a 25-truck dry van fleet out of Ogden before joining us.`,
});

/** Runs `calls` with `concurrency` of them in flight at any time; returns each one's status (or error). */
async function runConcurrently(
  origin: string,
  admin: string,
  calls: Call[],
  concurrency: number,
): Promise<{ call: Call; outcome: number | string }[]> {
  const results: { call: Call; outcome: number | string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const call = calls[next++];
      try {
        const response = await fetch(`${origin}${call.path}`, {
          method: call.method,
          headers: {
            ...(call.body && { 'content-type': 'application/json' }),
            ...(call.admin && { authorization: admin }),
          },
          body: call.body && JSON.stringify(call.body),
          signal: AbortSignal.timeout(20_000),
        });
        await response.arrayBuffer();
        results.push({ call, outcome: response.status });
      } catch (error) {
        results.push({ call, outcome: (error as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/**
 * Many different statements at once, as the admin and the public forms send them together: the
 * embedded database has one session, so a statement of one request must never run in the middle of
 * another's (a bind meeting someone else's prepared statement, a token check reading a half-done
 * transaction).
 */
describe('Concurrent requests of every kind', () => {
  const t = useTestApp();
  let origin: string;

  beforeAll(async () => {
    await new Promise<void>((listening) => t.server.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  });

  it('answers each one as it would alone, and leaves the data consistent', async () => {
    const add = async (name: string): Promise<string> =>
      (await t.http().post('/api/team-members').set('Authorization', t.admin).send(member(name)).expect(201))
        .body.teamMember.id;
    const edited: string[] = [];
    const deleted: string[] = [];
    const moved: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      edited.push(await add(`Edited ${i}`));
      deleted.push(await add(`Deleted ${i}`));
      moved.push(await add(`Moved ${i}`));
    }
    const searched = 'repeat.customer@ridgeline-freight.com';
    await t
      .http()
      .post('/api/quotes')
      .send(quoteRequest({ email: searched }))
      .expect(201);

    const calls: Call[] = [];
    for (let round = 0; round < 24; round += 1) {
      const index = round % 6;
      calls.push(
        { name: 'quote', method: 'POST', path: '/api/quotes', body: quoteRequest(), expected: [201] },
        {
          name: 'fuel card',
          method: 'POST',
          path: '/api/fuel-card-applications',
          body: fuelCardApplication(),
          expected: [201],
        },
        { name: 'quote list', method: 'GET', path: '/api/quotes?page=1', admin: true, expected: [200] },
        {
          name: 'fuel card list',
          method: 'GET',
          path: '/api/fuel-card-applications',
          admin: true,
          expected: [200],
        },
        {
          name: 'email search',
          method: 'GET',
          path: `/api/quotes/email/${encodeURIComponent(searched)}`,
          admin: true,
          expected: [200],
        },
        { name: 'stats', method: 'GET', path: '/api/leads/stats', admin: true, expected: [200] },
        { name: 'me', method: 'GET', path: '/api/auth/me', admin: true, expected: [200] },
        { name: 'team', method: 'GET', path: '/api/team-members', expected: [200] },
        {
          name: 'team update',
          method: 'PUT',
          path: `/api/team-members/${edited[index]}`,
          body: { bio: `Round ${round}: ${member('Edited').bio}` },
          admin: true,
          expected: [200],
        },
        {
          name: 'team move',
          method: 'POST',
          path: `/api/team-members/${moved[index]}/move`,
          body: { direction: round % 2 ? 'up' : 'down' },
          admin: true,
          // 400 only when the member happens to be first or last at that moment.
          expected: [200, 400],
        },
      );
      if (round % 4 === 0) {
        calls.push(
          {
            name: 'team create',
            method: 'POST',
            path: '/api/team-members',
            body: member(`Added ${round}`),
            admin: true,
            expected: [201],
          },
          { name: 'login', method: 'POST', path: '/api/auth/login', body: TEST_ADMIN, expected: [200] },
        );
      }
      if (round < deleted.length) {
        calls.push({
          name: 'team delete',
          method: 'DELETE',
          path: `/api/team-members/${deleted[round]}`,
          admin: true,
          expected: [200],
        });
      }
    }

    const results = await runConcurrently(origin, t.admin, calls, 40);

    const unexpected = results
      .filter(({ call, outcome }) => !call.expected.includes(outcome as number))
      .map(({ call, outcome }) => `${call.name} ${call.method} ${call.path}: ${outcome}`);
    expect(unexpected).toEqual([]);
    expect(results).toHaveLength(calls.length);

    const { body: quotes } = await t.http().get('/api/quotes').set('Authorization', t.admin).expect(200);
    expect(quotes.total).toBe(1 + calls.filter((c) => c.name === 'quote').length);
    const { body: team } = await t.http().get('/api/team-members').expect(200);
    const positions = (team.teamMembers as { position: number }[]).map((m) => m.position);
    expect(positions).toEqual(positions.map((_p, i) => i + 1));
    expect(positions).toHaveLength(
      18 - deleted.length + calls.filter((c) => c.name === 'team create').length,
    );
    // The embedded database is one session, reached through one connection however many requests wait.
    if (t.database.embedded) expect(t.database.embedded.peakConnections).toBe(1);
  });
});
