import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UpstreamRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

export interface FakeUpstream {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: UpstreamRequest[];
  /** What the next requests get; replaced by each call. */
  answer(handler: (req: UpstreamRequest, res: ServerResponse) => void): void;
  close(): Promise<void>;
}

/** A stand-in for a client's external system (QuickBooks, a TMS…), listening on loopback. */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: UpstreamRequest[] = [];
  let handler: (req: UpstreamRequest, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  };
  const server = createServer((incoming: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    incoming.on('data', (chunk) => (raw += chunk));
    incoming.on('end', () => {
      const req = {
        method: incoming.method ?? '',
        path: incoming.url ?? '',
        body: raw ? JSON.parse(raw) : {},
      };
      requests.push(req);
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (next) => {
      handler = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
