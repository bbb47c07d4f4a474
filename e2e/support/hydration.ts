import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page: the mark frontend/src/main.tsx sets after the first
 * render's effects, and React's own keys (its fiber) on every element `selectors` names. The fiber
 * keys alone appear while React is still rendering, before any listener is attached; the mark alone
 * comes before a Suspense boundary that the server rendered has hydrated. So a page whose scripts
 * never ran or never hydrated fails instead of passing on its HTML.
 */
export async function hydrated(
  page: Page,
  selectors: string[],
  /**
   * `begun`: only until React has reached those elements, not the mark (a hydration under way).
   * `timeout`: 15 s, the config's expect timeout; 0 leaves it to the test's.
   */
  { begun = false, timeout = 15_000 } = {},
): Promise<void> {
  await page.waitForFunction(
    ({ names, markless }) =>
      (markless || document.documentElement.dataset.hydrated === 'true') &&
      names.every((name) =>
        Object.keys(document.querySelector(name) ?? {}).some((key) => key.startsWith('__reactFiber$')),
      ),
    { names: selectors, markless: begun },
    { timeout },
  );
}
