import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
/** Below this, the compression header costs more than it saves. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of `dir` worth compressing, so the
 * server sends compressed bytes without compressing per request. Returns the files it compressed,
 * relative to `dir`.
 */
export async function precompress(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  const compressed: string[] = [];
  for (const entry of entries.filter((name) => COMPRESSIBLE.test(name)).sort()) {
    const file = join(dir, entry);
    const info = await stat(file);
    if (!info.isFile() || info.size < MIN_COMPRESSIBLE_BYTES) continue;
    const content = await readFile(file);
    const [brotliBytes, gzipBytes] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, brotliBytes), writeFile(`${file}.gz`, gzipBytes)]);
    compressed.push(entry);
  }
  return compressed;
}
