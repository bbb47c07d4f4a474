/**
 * How fast the server hands out the prerendered site, against a bare node:http server sending the
 * same bytes from memory (the best Node can do), measured in the same run.
 *   npm run build && npm run bench:static
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fmt, getRate, serveBaseline, verdict } from './support/load';
import { requireBuild, root, spawnServer } from '../scripts/spawn-server';

const BUDGET = 0.6;

async function main(): Promise<void> {
  requireBuild();
  const html = readFileSync(join(root, 'frontend/dist/index.html.br'));
  const baseline = await serveBaseline((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'no-cache',
      'content-length': html.length,
    });
    res.end(html);
  });

  const server = await spawnServer();
  try {
    const headers = { 'Accept-Encoding': 'gzip, deflate, br' };
    await getRate(`${server.origin}/`, { headers, seconds: 3 }); // warm-up
    const bare = await getRate(`${baseline.origin}/`, { headers });
    const ours = await getRate(`${server.origin}/`, { headers });
    console.log(
      `GET / (brotli, ${html.length} bytes): bare node:http ${fmt(bare)} req/s, our server ${fmt(ours)} req/s`,
    );
    verdict('Static page serving', ours / bare, BUDGET);
  } finally {
    await baseline.close();
    await server.stop();
  }
}

void main();
