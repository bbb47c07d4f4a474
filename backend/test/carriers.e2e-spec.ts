import {
  startFakeQcMobile,
  FAKE_QCMOBILE_WEB_KEY as WEB_KEY,
  type FakeQcMobile,
} from './support/fake-qcmobile';
import { startTestApp, type TestApp } from './support/test-app';

describe('Carrier lookup API (GET /api/carriers/{dotNumber})', () => {
  let fmcsa: FakeQcMobile;
  let t: TestApp;

  beforeAll(async () => {
    fmcsa = await startFakeQcMobile();
    t = await startTestApp({
      env: { FMCSA_WEB_KEY: WEB_KEY, FMCSA_API_URL: fmcsa.url },
      // A short deadline keeps the "FMCSA is slow" case quick (production uses 5 s), yet long
      // enough that a loaded CI machine gets the fake's instant answers in time.
      configure: (config) => {
        config.fmcsa = { ...config.fmcsa!, timeoutMs: 2_000 };
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
