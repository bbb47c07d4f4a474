import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './build/prerender-plugin.ts';
import { spanishBuild } from './build/spanish-build.ts';
import { siteOriginFrom } from './build/site-origin.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/*
 * Two builds of one app: `vite build` is the English site in dist/, `vite build --mode es` its
 * Spanish twin under /es in dist/es/ (build/spanish-build.ts). `npm run build` runs both.
 */
export default defineConfig(({ mode }) => ({
  plugins: [
    ...(mode === 'es' ? [spanishBuild()] : []),
    react(),
    prerender({
      serverEntry: 'src/entry-server.tsx',
      siteOrigin: siteOriginFrom(process.env.SITE_ORIGIN),
      // The English build's server bundle renders the admin dashboard at run time (the Spanish build has no admin).
      keepServerBundleIn: mode === 'es' ? undefined : 'dist-server',
    }),
  ],
  resolve: {
    alias: {
      // react-router's package exports always name its development build, dev warnings and all
      // (remix-run/react-router#12532, #14102); its production build is the same API without them.
      // Both entry points, so the app and react-router/dom share one router context.
      'react-router/dom': fromHere('../node_modules/react-router/dist/production/dom-export.mjs'),
      'react-router': fromHere('../node_modules/react-router/dist/production/index.mjs'),
      '@': fromHere('./src'),
      // The shared package's TypeScript source, so the site never depends on its built dist.
      '@trucking-finance/contracts': fromHere('../contracts/src/index.ts'),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // Images stay files: a data: URL would bloat the JS and need a CSP exception.
    assetsInlineLimit: 0,
    // One stylesheet linked from every page: pages loaded lazily are styled the moment their
    // prerendered HTML is shown, with no request for their CSS first.
    cssCodeSplit: false,
  },
}));
