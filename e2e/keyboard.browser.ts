import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Presses Tab until the focused element has the accessible name, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() : '';
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test.describe('Keyboard paths in Chromium', () => {
  test('opens the factoring calculator on Resources and calculates with the keyboard alone', async ({
    page,
  }) => {
    await page.goto('/resources');
    await page.waitForLoadState('networkidle');

    await tabTo(page, /Factoring Calculator/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Calculate', exact: true })).toBeVisible();
    await tabTo(page, /^Calculate$/);
    await page.keyboard.press('Enter');

    await expect(page.getByText('$4,850.00')).toBeVisible();
    await expect(page.getByText('3.00%').first()).toBeVisible();
  });

  test('moves focus to the notification area with F8 from a form field', async ({
    page,
    waitForHydration,
  }) => {
    await page.goto('/get-quote?service=fuel-card&tier=fleet');
    await waitForHydration();
    await page.getByLabel('Company Name').focus();
    await page.keyboard.press('F8');
    // Focusing the field fetches the Radix area, which may replace the stand-in just as F8 lands:
    // the focus moves with it, so wait for it to settle rather than read it mid-swap.
    await expect
      .poll(() =>
        page.evaluate(() => ({
          label: document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'),
          live: document.activeElement?.getAttribute('aria-live'),
        })),
      )
      .toEqual({ label: 'Notifications (F8)', live: 'polite' });
  });

  test('skips to the main content from the first Tab', async ({ page }) => {
    await page.goto('/why-us');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });
});
