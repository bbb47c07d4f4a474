import type { Page } from '@playwright/test';
import { spawnServer, type SpawnedServer } from '../scripts/spawn-server';
import { expect, test as base } from './support/fixtures';

const MEASUREMENT_ID = 'G-TEST12345';

const TAG_URL = '**/www.googletagmanager.com/gtag/js*';

/** What the page pushed to gtag, as plain arrays: ['event', 'page_view', {...}]. */
const gtagCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((call) => Array.from(call)),
  );

/** The Google tag's URLs the page asked for; the machine is offline, so an empty script answers. */
async function stubTag(page: Page): Promise<string[]> {
  const tagRequests: string[] = [];
  await page.route(TAG_URL, (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return tagRequests;
}

/** The pages of a second server, the same build with GA_MEASUREMENT_ID set. */
const test = base.extend<object, { analyticsServer: SpawnedServer }>({
  analyticsServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const server = await spawnServer({ GA_MEASUREMENT_ID: MEASUREMENT_ID });
      await use(server);
      await server.stop();
    },
    // Booting a server (a fresh embedded database) takes seconds, and much longer on a loaded machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ analyticsServer }, use) => use(analyticsServer.origin),
});

test.describe('Google Analytics in Chromium', () => {
  test('loads the tag, sends a page view per route and the hero events when GA_MEASUREMENT_ID is set', async ({
    page,
    consoleErrors,
  }) => {
    const tagRequests = await stubTag(page);
    await page.goto('/');
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0),
      )
      .toBeGreaterThan(0);
    await expect
      .poll(() => tagRequests)
      .toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);

    await page.getByRole('main').getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL('/how-factoring-works');
    await expect
      .poll(async () =>
        (await gtagCalls(page)).some(
          (call) =>
            call[1] === 'page_view' &&
            (call[2] as { page_path?: string }).page_path === '/how-factoring-works',
        ),
      )
      .toBe(true);

    const calls = await gtagCalls(page);
    expect(calls).toEqual(
      expect.arrayContaining([
        ['config', MEASUREMENT_ID, { send_page_view: false }],
        ['event', 'page_view', expect.objectContaining({ page_path: '/' })],
        [
          'event',
          'how_it_works_click',
          { event_category: 'engagement', event_label: 'hero_section', value: undefined },
        ],
        ['event', 'page_view', expect.objectContaining({ page_path: '/how-factoring-works' })],
      ]),
    );
    expect(consoleErrors).toEqual([]);
  });

  test('sends nothing, not even the tag, to a browser with Global Privacy Control', async ({ page }) => {
    const tagRequests = await stubTag(page);
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL('/how-factoring-works');
    await page.waitForLoadState('networkidle');

    expect(tagRequests).toEqual([]);
    expect(await gtagCalls(page)).toEqual([]);
  });
});
