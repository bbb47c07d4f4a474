import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { sendWebhook, type WebhookBody } from './webhook';

/**
 * The receiver of docs/notifications.md#verifying-a-webhook, as written there, against the app's
 * own sender: the library's check and the by-hand check both accept what the app signs, and
 * refuse it once the body or the secret differs.
 */
describe('verifying a webhook as docs/notifications.md says', () => {
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const body: WebhookBody = {
    type: 'lead.created',
    timestamp: '2026-11-26T15:40:00.000Z',
    data: {
      kind: 'quotes',
      lead: { id: '0b5e0d1c-5d2a-4c55-9b3f-0f1f3f7a2a10', companyName: 'Canyon Haulers' },
    },
  };
  let server: Server;
  let url: string;
  const calls: { raw: string; headers: IncomingHttpHeaders; status: number; logged: string[] }[] = [];

  beforeAll(async () => {
    // The example receiver from the docs, with `console.log` kept in `logged`.
    const webhook = new Webhook(secret);
    const seen = new Set<string>();
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const call = { raw, headers: req.headers, status: 0, logged: [] as string[] };
        calls.push(call);
        let event: { type: string; data: { kind: string; lead: { id: string } } };
        try {
          event = webhook.verify(raw, req.headers as Record<string, string>) as typeof event;
        } catch {
          call.status = 400;
          res.writeHead(400).end();
          return;
        }
        const id = req.headers['webhook-id'] as string;
        if (!seen.has(id)) {
          seen.add(id);
          call.logged.push(`${event.type} ${event.data.kind} ${event.data.lead.id}`);
        }
        call.status = 204;
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('accepts what the app signs, once per webhook-id', async () => {
    await sendWebhook({ url, secret }, 'msg-1', body, 5_000);
    await sendWebhook({ url, secret }, 'msg-1', body, 5_000);
    expect(calls.map((call) => [call.status, call.logged])).toEqual([
      [204, [`lead.created quotes ${body.data.lead.id}`]],
      [204, []],
    ]);
  });

  it('matches the by-hand check: HMAC-SHA256 of "id.timestamp.body" with the decoded secret', () => {
    const { raw, headers } = calls[0];
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key)
      .update(`${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${raw}`)
      .digest();
    const signatures = String(headers['webhook-signature']).split(' ');
    const matches = signatures.some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature, 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
    expect(matches).toBe(true);
    expect(JSON.parse(raw)).toEqual(body);
  });

  it('refuses a call signed with another secret', async () => {
    const other = `whsec_${randomBytes(24).toString('base64')}`;
    await expect(sendWebhook({ url, secret: other }, 'msg-2', body, 5_000)).rejects.toThrow(
      'webhook answered HTTP 400',
    );
    expect(calls.at(-1)?.status).toBe(400);
  });
});
