import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from './support/test-app';

const WEB_KEY = 'test-web-key-0123456789';

/**
 * A local stand-in for FMCSA's QCMobile API, answering in its documented JSON shape:
 * `content.carrier` for a carrier, `content[]` of `{ prefix, docketNumber }` for its dockets.
 */
interface FakeQcMobile {
  url: string;
  requests: string[];
  /** Next carrier answers hang until released (FMCSA slow). */
  hang: boolean;
  /** Next answers are 500 (FMCSA down). */
  failing: boolean;
  close(): Promise<void>;
}

const carriers: Record<string, object> = {
  '1234567': {
    legalName: 'RIDGELINE FREIGHT LLC',
    dbaName: 'RIDGELINE',
    phyCity: 'SALT LAKE CITY',
    phyState: 'UT',
    totalPowerUnits: 6,
    allowedToOperate: 'Y',
    dotNumber: 1234567,
  },
  '7654321': {
    legalName: 'SOLO HAUL INC',
    dbaName: null,
    phyCity: 'BOISE',
    phyState: 'ID',
    totalPowerUnits: 1,
    allowedToOperate: 'N',
    dotNumber: 7654321,
  },
};
const dockets: Record<string, object[]> = {
  '1234567': [
    { docketNumber: 555001, prefix: 'FF', docketNumberId: 1 },
    { docketNumber: 123456, prefix: 'MC', docketNumberId: 2 },
  ],
  '7654321': [],
};

async function startFakeQcMobile(): Promise<FakeQcMobile> {
  const hanging: ServerResponse[] = [];
  const fake: Omit<FakeQcMobile, 'url' | 'close'> = { requests: [], hang: false, failing: false };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.requests.push(url.pathname);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.searchParams.get('webKey') !== WEB_KEY) return json(401, { content: 'Webkey not valid' });
    if (fake.hang) return void hanging.push(response);
    if (fake.failing) return json(500, { content: 'Internal error' });
    const match = /^\/qc\/services\/carriers\/(\d+)(\/docket-numbers)?$/.exec(url.pathname);
    if (!match) return json(404, { content: 'Not found' });
    const [, dot, docketPath] = match;
    if (docketPath) return json(200, { content: dockets[dot!] ?? [] });
    // QCMobile answers an unknown number with 200 and no carrier.
    return json(200, { content: carriers[dot!] ? { carrier: carriers[dot!] } : null });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/qc/services`,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  });
}

describe('Carrier lookup API (GET /api/carriers/{dotNumber})', () => {
  let fmcsa: FakeQcMobile;
  let t: TestApp;

  beforeAll(async () => {
    fmcsa = await startFakeQcMobile();
    t = await startTestApp({
      env: { FMCSA_WEB_KEY: WEB_KEY, FMCSA_API_URL: fmcsa.url },
      // A short deadline keeps the "FMCSA is slow" case quick; production uses 5 s.
      configure: (config) => {
        config.fmcsa = { ...config.fmcsa!, timeoutMs: 300 };
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fmcsa.close();
  });
  beforeEach(() => {
    fmcsa.requests.length = 0;
    fmcsa.hang = false;
    fmcsa.failing = false;
  });

  it('tells the site the lookup is on', async () => {
    expect((await t.http().get('/api/config')).body.carrierLookup).toBe(true);
  });

  it('answers the carrier with its MC number from the docket list, from the server, with the key', async () => {
    const { status, body } = await t.http().get('/api/carriers/1234567');

    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      legalName: 'RIDGELINE FREIGHT LLC',
      dbaName: 'RIDGELINE',
      mcNumber: 'MC-123456',
      city: 'SALT LAKE CITY',
      state: 'UT',
      powerUnits: 6,
      allowedToOperate: true,
    });
    expect(fmcsa.requests.toSorted()).toEqual([
      '/qc/services/carriers/1234567',
      '/qc/services/carriers/1234567/docket-numbers',
    ]);
    expect(JSON.stringify(body)).not.toContain(WEB_KEY);
  });

  it('answers null for what FMCSA does not have, and false when not allowed to operate', async () => {
    const { body } = await t.http().get('/api/carriers/7654321');
    expect(body).toMatchObject({
      legalName: 'SOLO HAUL INC',
      dbaName: null,
      mcNumber: null,
      allowedToOperate: false,
    });
  });

  it('keeps an answer for 24 hours: a second lookup does not call FMCSA', async () => {
    await t.http().get('/api/carriers/1234567').expect(200);
    fmcsa.requests.length = 0;
    await t.http().get('/api/carriers/01234567').expect(200);
    expect(fmcsa.requests).toEqual([]);
  });

  it('answers 404 carrier_not_found for a number FMCSA does not know', async () => {
    const { status, body } = await t.http().get('/api/carriers/999');
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      error: 'FMCSA has no carrier with that DOT number. Please check the number.',
      code: 'carrier_not_found',
    });
  });

  it('answers 400 for something that is not a DOT number, without calling FMCSA', async () => {
    for (const bad of ['abc', '123456789', '12a', '-1']) {
      const { status, body } = await t.http().get(`/api/carriers/${bad}`);
      expect([bad, status, body.code, body.fields]).toEqual([
        bad,
        400,
        'validation_failed',
        { dotNumber: 'invalid_format' },
      ]);
    }
    expect(fmcsa.requests).toEqual([]);
  });

  it('answers 503 carrier_lookup_unavailable when FMCSA fails', async () => {
    fmcsa.failing = true;
    const { status, body } = await t.http().get('/api/carriers/2000001');
    expect(status).toBe(503);
    expect(body.code).toBe('carrier_lookup_unavailable');

    // Not cached: once FMCSA is back the number is looked up again.
    fmcsa.failing = false;
    expect((await t.http().get('/api/carriers/2000001')).status).toBe(404);
  });

  it('answers 503 when FMCSA does not answer within the deadline, instead of hanging', async () => {
    fmcsa.hang = true;
    const { status, body } = await t.http().get('/api/carriers/2000002');
    expect(status).toBe(503);
    expect(body.code).toBe('carrier_lookup_unavailable');
  });
});

describe('Carrier lookup without FMCSA_WEB_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is off: the site is told so and the route answers 404 carrier_lookup_off', async () => {
    expect((await t.http().get('/api/config')).body.carrierLookup).toBe(false);
    const { status, body } = await t.http().get('/api/carriers/1234567');
    expect(status).toBe(404);
    expect(body.code).toBe('carrier_lookup_off');
  });
});
