/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_COMPRESSIBLE_BYTES, precompress } from './precompress.ts';

describe('precompress', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip siblings for text files of 1 KB or more, in every folder', async () => {
    const bigText = 'steady growth and strong cash flow '.repeat(100);
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), bigText);
    await writeFile(join(dir, 'assets', 'index-abc123.js'), bigText);
    await writeFile(join(dir, 'small.css'), 'a'.repeat(MIN_COMPRESSIBLE_BYTES - 1));
    await writeFile(join(dir, 'photo.png'), Buffer.alloc(4096));

    const compressed = await precompress(dir);

    expect(compressed).toEqual(['assets/index-abc123.js', 'index.html']);
    for (const file of compressed) {
      const original = await readFile(join(dir, file));
      expect(brotliDecompressSync(await readFile(join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(join(dir, `${file}.gz`)))).toEqual(original);
    }
    expect((await readdir(dir)).sort()).toEqual(
      ['assets', 'index.html', 'index.html.br', 'index.html.gz', 'photo.png', 'small.css'].sort(),
    );
  });
});
