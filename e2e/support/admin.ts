import type { Page } from 'playwright-core';

/** The admin account the browser tests' server creates at boot (global setup). */
export const BROWSER_ADMIN = { username: 'browser-admin', password: 'browser tests passphrase' };

/** GET of an admin API path, signed in as BROWSER_ADMIN: reads what a page stored. */
export async function adminGet(page: Page, path: string): Promise<Record<string, unknown>> {
  const login = await page.request.post('/api/auth/login', { data: BROWSER_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as Record<string, unknown>;
}
