import { requireBuild, spawnServer, type SpawnedServer } from '../../scripts/spawn-server';

declare global {
  var browserTestServer: SpawnedServer | undefined;
}

/** One real server for all browser suites, started from the build like `npm start`. */
export default async function globalSetup(): Promise<void> {
  requireBuild();
  globalThis.browserTestServer = await spawnServer({
    ADMIN_USERNAME: 'browser-admin',
    ADMIN_PASSWORD: 'browser tests passphrase',
  });
  process.env.SITE_ORIGIN = globalThis.browserTestServer.origin;
}
