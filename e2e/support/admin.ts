import { join } from 'node:path';

/** The admin account the browser tests' server creates at boot (playwright.config.ts). */
export const BROWSER_ADMIN = { username: 'browser-admin', password: 'browser tests passphrase' };

/**
 * The admin's signed-in browser state (the session lives in localStorage), saved once by
 * auth.setup.ts and loaded by every admin test that is not about signing in.
 */
export const ADMIN_STORAGE_STATE = join(__dirname, '../.auth/admin.json');

/** A browser with nothing stored: a visitor who never signed in. */
export const SIGNED_OUT = { cookies: [], origins: [] };
