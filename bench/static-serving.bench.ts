/**
 * How fast the server hands out the prerendered site, against a bare node:http server sending the
 * same bytes from memory (the best Node can do), measured in the same run.
 *   npm run build && npm run bench:static
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fmt, getRate, verdict } from './support/load';
import { freePort, requireBuild, root, spawnServer } from '../scripts/spawn-server';

const BUDGET = 0.6;

async function main(): Promise<void> {
  requireBuild();
  const html = readFileSync(join(root, 'frontend/dist/index.html.br'));
  const baselinePort = await freePort();
  const baseline = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'no-cache',
      'content-length': html.length,
    });
    res.end(html);
  }).listen(baselinePort, '127.0.0.1');

  const server = await spawnServer();
  try {
    const headers = { 'Accept-Encoding': 'gzip, deflate, br' };
    await getRate(`${server.origin}/`, { headers, seconds: 3 }); // warm-up
    const bare = await getRate(`http://127.0.0.1:${baselinePort}/`, { headers });
    const ours = await getRate(`${server.origin}/`, { headers });
    console.log(
      `GET / (brotli, ${html.length} bytes): bare node:http ${fmt(bare)} req/s, our server ${fmt(ours)} req/s`,
    );
    verdict('Static page serving', ours / bare, BUDGET);
  } finally {
    baseline.close();
    await server.stop();
  }
}

void main();
