import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { FAKE_QCMOBILE_WEB_KEY } from '../backend/test/support/fake-qcmobile';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { freePort, requireBuild, root, serverEnvironment } from '../scripts/spawn-server';
import { ADMIN_STORAGE_STATE, BROWSER_ADMIN } from './support/admin';

/*
 * Browser tests: the built site and server (`npm run build` first), driven in Debian's Chromium.
 * `npm run test:browser`; `npm run test:browser -- site.browser.ts` runs one file.
 */
requireBuild();

const ci = Boolean(process.env.CI);

// The workers load this file again: they must find the port the runner chose, not a new one.
process.env.BROWSER_TEST_PORT ??= String(freePort());
const SITE_PORT = Number(process.env.BROWSER_TEST_PORT);
const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
// FMCSA for "Find my company": the backend e2e tests' fake QCMobile, in a process of its own.
process.env.BROWSER_TEST_FMCSA_PORT ??= String(freePort());
const FMCSA_URL = `http://127.0.0.1:${process.env.BROWSER_TEST_FMCSA_PORT}/qc/services`;

export default defineConfig({
  testDir: '.',
  // Tests run side by side: a core left for the server and the browsers, yet at least two workers
  // (the browsers wait on the server much of the time). On 2 cores that keeps 1.9 of them busy, so
  // more workers gain nothing (docs/testing.md#how-long-the-tests-take). The admin tests run in
  // order, as some build on what an earlier one left (the team's order).
  fullyParallel: true,
  workers: Math.max(2, availableParallelism() - 1),
  forbidOnly: ci,
  timeout: 60_000,
  // A loaded machine (CI, or several test runs at once) can take seconds to render a page.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: SITE_ORIGIN,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: ci ? 'retain-on-failure' : 'off',
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'site', testMatch: /\.browser\.ts$/, testIgnore: /admin\.browser\.ts$/ },
    {
      name: 'admin',
      testMatch: /admin\.browser\.ts$/,
      use: { storageState: ADMIN_STORAGE_STATE },
      dependencies: ['setup'],
    },
  ],
  webServer: [
    {
      command: `npx tsx e2e/support/fake-qcmobile-server.ts ${process.env.BROWSER_TEST_FMCSA_PORT}`,
      cwd: root,
      // A carrier the fake knows: it answers once it listens.
      url: `${FMCSA_URL}/carriers/1234567?webKey=${FAKE_QCMOBILE_WEB_KEY}`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    // One server for every file, started from the build as `npm start` runs it, on a throwaway
    // in-memory database. (analytics.browser.ts starts its own, with Google Analytics configured.)
    {
      command: 'node backend/dist/main.js',
      cwd: root,
      url: `${SITE_ORIGIN}/api/health`,
      env: serverEnvironment(SITE_PORT, 'memory://', {
        ADMIN_USERNAME: BROWSER_ADMIN.username,
        ADMIN_PASSWORD: BROWSER_ADMIN.password,
        // Every test posts from the same address; the limit itself is tested in the API e2e suites.
        RATE_LIMIT_FORMS_PER_MINUTE: '100',
        // "Find my company" on, against the fake above.
        FMCSA_WEB_KEY: FAKE_QCMOBILE_WEB_KEY,
        FMCSA_API_URL: FMCSA_URL,
      }),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
