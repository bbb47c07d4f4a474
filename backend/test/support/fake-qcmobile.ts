import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The web key the fake takes; any other gets QCMobile's 401. */
export const FAKE_QCMOBILE_WEB_KEY = 'test-web-key-0123456789';

/**
 * A local stand-in for FMCSA's QCMobile API, answering in its documented JSON shape:
 * `content.carrier` for a carrier, `content[]` of `{ prefix, docketNumber }` for its dockets.
 */
export interface FakeQcMobile {
  url: string;
  requests: string[];
  /** Next carrier answers hang until released (FMCSA slow). */
  hang: boolean;
  /** Next answers are 500 (FMCSA down). */
  failing: boolean;
  close(): Promise<void>;
}

/** The carriers the fake knows, by DOT number, as QCMobile's `content.carrier`. */
export const fakeCarriers: Record<string, object> = {
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
/** Their docket numbers (MC and others), as QCMobile's `content[]`. */
export const fakeDockets: Record<string, object[]> = {
  '1234567': [
    { docketNumber: 555001, prefix: 'FF', docketNumberId: 1 },
    { docketNumber: 123456, prefix: 'MC', docketNumberId: 2 },
  ],
  '7654321': [],
};

/**
 * Starts the fake on loopback: on `port`, or on a free one when 0. Used by the carrier API e2e tests
 * and, on a fixed port, by the browser tests' server (e2e/support/fake-qcmobile-server.ts).
 */
export async function startFakeQcMobile(port = 0): Promise<FakeQcMobile> {
  const hanging: ServerResponse[] = [];
  const fake: Omit<FakeQcMobile, 'url' | 'close'> = { requests: [], hang: false, failing: false };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.requests.push(url.pathname);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.searchParams.get('webKey') !== FAKE_QCMOBILE_WEB_KEY)
      return json(401, { content: 'Webkey not valid' });
    if (fake.hang) return void hanging.push(response);
    if (fake.failing) return json(500, { content: 'Internal error' });
    const match = /^\/qc\/services\/carriers\/(\d+)(\/docket-numbers)?$/.exec(url.pathname);
    if (!match) return json(404, { content: 'Not found' });
    const [, dot, docketPath] = match;
    if (docketPath) return json(200, { content: fakeDockets[dot!] ?? [] });
    // QCMobile answers an unknown number with 200 and no carrier.
    return json(200, { content: fakeCarriers[dot!] ? { carrier: fakeCarriers[dot!] } : null });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: listening } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${listening}/qc/services`,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  });
}
