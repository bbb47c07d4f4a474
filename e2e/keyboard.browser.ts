import type { Browser, Page } from 'playwright-core';
import { launch, newContext } from './support/browser';

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

describe('Keyboard paths in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('opens the factoring calculator on Resources and calculates with the keyboard alone', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/resources');
    await page.waitForLoadState('networkidle');

    await tabTo(page, /Factoring Calculator/);
    await page.keyboard.press('Enter');
    const calculate = page.getByRole('button', { name: 'Calculate', exact: true });
    await calculate.waitFor();
    await tabTo(page, /^Calculate$/);
    await page.keyboard.press('Enter');

    const results = page.getByText('$4,850.00');
    await results.waitFor();
    await expect(page.getByText('3.00%').first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('moves focus to the notification area with F8 from a form field', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/get-quote?service=fuel-card&tier=fleet');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Company Name').focus();
    await page.keyboard.press('F8');
    const focused = await page.evaluate(() => ({
      label: document.activeElement?.closest('section')?.getAttribute('aria-label'),
      live: document.activeElement?.getAttribute('aria-live'),
    }));
    expect(focused.label).toBe('Notifications (F8)');
    expect(focused.live).toBe('polite');
    await context.close();
  });

  it('skips to the main content from the first Tab', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/why-us');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Skip to main content',
    );
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content');
    await context.close();
  });
});
