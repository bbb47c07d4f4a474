import { BROWSER_ADMIN } from './admin';
import { requireBuild, spawnServer, type SpawnedServer } from '../../scripts/spawn-server';

declare global {
  var browserTestServer: SpawnedServer | undefined;
}

/** One real server for all browser suites, started from the build like `npm start`. */
export default async function globalSetup(): Promise<void> {
  requireBuild();
  globalThis.browserTestServer = await spawnServer({
    ADMIN_USERNAME: BROWSER_ADMIN.username,
    ADMIN_PASSWORD: BROWSER_ADMIN.password,
    // Every suite posts from the same address; the limit itself is tested in the API e2e suites.
    RATE_LIMIT_FORMS_PER_MINUTE: '100',
  });
  process.env.SITE_ORIGIN = globalThis.browserTestServer.origin;
}
