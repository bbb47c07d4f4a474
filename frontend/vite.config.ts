import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './build/prerender-plugin.ts';
import { siteOriginFrom } from './build/site-origin.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    prerender({ serverEntry: 'src/entry-server.tsx', siteOrigin: siteOriginFrom(process.env.SITE_ORIGIN) }),
  ],
  resolve: {
    alias: {
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
});
