import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  body: { type: string; timestamp: string; data: { kind: string; lead: Record<string, unknown> } };
  /** `performance.now()` when the verified call arrived. */
  arrivedAt: number;
}

/**
 * A real HTTP endpoint that checks every call's Standard Webhooks signature with the
 * `standardwebhooks` library, exactly as docs/notifications.md tells a receiver to. Verified calls
 * are kept (`received`, raw) and deduplicated by `webhook-id` (`unique`); `answer` decides the
 * status of each call; `inFlight` counts calls per id being handled at this moment.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  readonly rejected: string[] = [];
  /** The most calls with one webhook-id seen in progress at the same time. */
  maxConcurrentPerId = 0;
  answer: (call: ReceivedWebhook) => number | Promise<number> = () => 200;
  private readonly inFlight = new Map<string, number>();
  private server: Server | null = null;

  constructor(readonly secret: string) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}/hooks/leads`;
  }

  get unique(): Map<string, ReceivedWebhook> {
    return new Map(this.received.map((call) => [call.id, call]));
  }

  async start(): Promise<this> {
    const verifier = new Webhook(this.secret);
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const payload = Buffer.concat(chunks).toString('utf8');
        let body: ReceivedWebhook['body'];
        try {
          body = verifier.verify(payload, headersOf(req.headers)) as ReceivedWebhook['body'];
        } catch (error) {
          this.rejected.push(String(error));
          res.writeHead(400).end();
          return;
        }
        const call = { id: String(req.headers['webhook-id']), body, arrivedAt: performance.now() };
        const now = (this.inFlight.get(call.id) ?? 0) + 1;
        this.inFlight.set(call.id, now);
        this.maxConcurrentPerId = Math.max(this.maxConcurrentPerId, now);
        this.received.push(call);
        void Promise.resolve(this.answer(call)).then((status) => {
          this.inFlight.set(call.id, (this.inFlight.get(call.id) ?? 1) - 1);
          res.writeHead(status).end();
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const headersOf = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
