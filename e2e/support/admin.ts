import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { hydrated } from './hydration';

/** The admin account the browser tests' server creates at boot (playwright.config.ts). */
export const BROWSER_ADMIN = { username: 'browser-admin', password: 'browser tests passphrase' };

/**
 * The admin's signed-in browser state (the session lives in localStorage), saved once by
 * auth.setup.ts and loaded by every admin test that is not about signing in.
 */
export const ADMIN_STORAGE_STATE = join(__dirname, '../.auth/admin.json');

/** A browser with nothing stored: a visitor who never signed in. */
export const SIGNED_OUT = { cookies: [], origins: [] };

/**
 * Waits until the admin page has hydrated, its heading included: the page sits in a Suspense
 * boundary, which React hydrates after the mark when the server rendered it. The dashboard arrives
 * rendered with its rows for a signed-in admin, so they show before a click on them is certain to
 * be taken; tests that work them wait for this first.
 */
export const adminHydrated = (page: Page): Promise<void> => hydrated(page, ['main h1']);
