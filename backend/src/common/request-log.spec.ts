import express from 'express';
import request from 'supertest';
import type { LoggerService } from '@nestjs/common';
import { requestLog, ROUTE_LOG_MAX_LENGTH } from './request-log';

function appLogging(json: boolean) {
  const lines: unknown[] = [];
  const logger = { log: (message: unknown) => lines.push(message) } as LoggerService;
  const app = express();
  app.use(requestLog(logger, json));
  app.get('/api/quotes/email/:email', (_req, res) => void res.json({ success: true }));
  app.get('/about', (_req, res) => void res.send('page'));
  return { app, lines };
}

describe('requestLog', () => {
  it('logs the route pattern, never the email address or the query', async () => {
    const { app, lines } = appLogging(true);
    await request(app).get('/api/quotes/email/maria%40ridgeline-freight.com?phone=8015550142').expect(200);
    expect(lines).toEqual([
      { method: 'GET', route: '/api/quotes/email/:email', status: 200, ms: expect.any(Number) },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/maria|ridgeline|8015550142/);
  });

  it('masks personal data in paths no route matched', async () => {
    const { app, lines } = appLogging(true);
    await request(app).get('/api/leads/maria@ridgeline-freight.com/801-555-0142').expect(404);
    expect(lines).toEqual([
      { method: 'GET', route: '/api/leads/[email]/[number]', status: 404, ms: expect.any(Number) },
    ]);
  });

  it('logs at most a bounded, masked part of a very long unmatched path', async () => {
    const { app, lines } = appLogging(true);
    await request(app)
      .get(`/api/leads/maria@ridgeline-freight.com/${'a'.repeat(15_000)}/801-555-0142`)
      .expect(404);
    const [line] = lines as { route: string }[];
    expect(line.route.length).toBeLessThanOrEqual(ROUTE_LOG_MAX_LENGTH + 1);
    expect(line.route).toMatch(/^\/api\/leads\/\[email\]\/a+…$/);
    expect(JSON.stringify(lines)).not.toMatch(/maria|8015550142|801-555/);
  });

  it('writes one readable line outside production, and nothing for pages', async () => {
    const { app, lines } = appLogging(false);
    await request(app).get('/api/quotes/email/a@b.co').expect(200);
    await request(app).get('/about').expect(200);
    expect(lines).toEqual([expect.stringMatching(/^GET \/api\/quotes\/email\/:email 200 \d+ ms$/)]);
  });
});
