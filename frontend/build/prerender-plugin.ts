import { rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { precompress } from './precompress.ts';
import { prerenderSite, type ServerEntry } from './prerender-site.ts';

interface PrerenderOptions {
  /** Module exporting `render`, `pages`, `notFoundMeta` and `crawlerDisallowedPaths`. */
  serverEntry: string;
  siteOrigin: string;
  /**
   * Where to keep the server bundle once the pages are written, for the server to render admin
   * pages at run time (docs/architecture.md#admin-first-paint); without it, the bundle is removed.
   */
  keepServerBundleIn?: string;
}

// Inside node_modules so Node resolves the bundle's external imports (react, react-router)
// from the workspace, and git ignores it. Removed once the pages are written.
const SERVER_OUT_DIR = 'node_modules/.cache/prerender';

/**
 * `vite build` in three steps: the client bundle into dist/, a server bundle of `serverEntry`
 * that renders each page to HTML into dist/, then brotli and gzip siblings for the text files.
 */
export function prerender({ serverEntry, siteOrigin, keepServerBundleIn }: PrerenderOptions): Plugin {
  return {
    name: 'summit:prerender',
    apply: 'build',
    config: () => ({
      // Builds the client and ssr environments in one `vite build`, driven by buildApp below.
      builder: {},
      environments: {
        ssr: {
          build: {
            outDir: SERVER_OUT_DIR,
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: { input: serverEntry },
          },
        },
      },
    }),
    buildApp: async (builder) => {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('prerender needs the client and ssr environments');
      const root = builder.config.root;
      const clientOutDir = resolve(root, client.config.build.outDir);
      const serverOutDir = resolve(root, ssr.config.build.outDir);
      const log = (message: string) => builder.config.logger.info(message);

      await builder.build(client);
      await builder.build(ssr);
      const keptDir = keepServerBundleIn && resolve(root, keepServerBundleIn);
      if (keptDir) await rm(keptDir, { recursive: true, force: true });
      try {
        const entryUrl = pathToFileURL(join(serverOutDir, 'entry-server.js')).href;
        const server = (await import(entryUrl)) as ServerEntry;
        const written = await prerenderSite({ server, outDir: clientOutDir, siteOrigin });
        log(`prerendered ${written.length} files for ${siteOrigin}: ${written.join(', ')}`);
        if (keptDir) {
          await rename(serverOutDir, keptDir);
          log(`kept the server bundle in ${keepServerBundleIn}`);
        }
      } finally {
        await rm(serverOutDir, { recursive: true, force: true });
      }
      const compressed = await precompress(clientOutDir);
      log(`precompressed ${compressed.length} files (.br, .gz)`);
    },
  };
}
