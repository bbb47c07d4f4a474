import type { Page } from '@playwright/test';

/**
 * A slow phone: the page's HTML shows at once, its scripts arrive only when `release()` is called.
 * Navigate with `waitUntil: 'commit'` (module scripts hold DOMContentLoaded back).
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return { release };
}
