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

/**
 * Opens `path` on a slow phone and types `values` into its form's fields (by name; a select gets
 * the option) before any script has run, then lets the scripts arrive and waits for hydration.
 */
export async function typeBeforeHydration(
  page: Page,
  waitForHydration: () => Promise<void>,
  path: string,
  values: Record<string, string>,
): Promise<void> {
  const { release } = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  const form = page.locator('form');
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  release();
  await waitForHydration();
}
