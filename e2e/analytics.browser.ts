import type { Browser, BrowserContext } from 'playwright-core';
import { spawnServer, type SpawnedServer } from '../scripts/spawn-server';
import { collectErrors, launch } from './support/browser';

const MEASUREMENT_ID = 'G-TEST12345';
const TAG_URL = '**/www.googletagmanager.com/gtag/js*';

/** What the page pushed to gtag, as plain arrays: ['event', 'page_view', {...}]. */
const gtagCalls = (context: BrowserContext) =>
  context
    .pages()[0]!
    .evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((call) => Array.from(call)),
    );

describe('Google Analytics in Chromium', () => {
  let browser: Browser;
  let server: SpawnedServer;

  beforeAll(async () => {
    browser = await launch();
    server = await spawnServer({ GA_MEASUREMENT_ID: MEASUREMENT_ID });
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  async function contextWithTagStub(options: { globalPrivacyControl?: boolean } = {}) {
    const context = await browser.newContext({ baseURL: server.origin });
    const tagRequests: string[] = [];
    // The machine is offline: answer the Google tag from here and record that it was asked for.
    await context.route(TAG_URL, (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    if (options.globalPrivacyControl) {
      await context.addInitScript(() =>
        Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }),
      );
    }
    return { context, tagRequests };
  }

  it('loads the tag, sends a page view per route and the hero events when GA_MEASUREMENT_ID is set', async () => {
    const { context, tagRequests } = await contextWithTagStub();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/');
    await page.waitForFunction(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length);
    expect(tagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);

    await page.getByRole('main').getByRole('link', { name: 'How It Works' }).click();
    await page.waitForURL('**/how-factoring-works');
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).some(
        (call) =>
          call[1] === 'page_view' && (call[2] as { page_path?: string }).page_path === '/how-factoring-works',
      ),
    );

    const calls = await gtagCalls(context);
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
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends nothing, not even the tag, to a browser with Global Privacy Control', async () => {
    const { context, tagRequests } = await contextWithTagStub({ globalPrivacyControl: true });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('link', { name: 'How It Works' }).click();
    await page.waitForURL('**/how-factoring-works');
    await page.waitForLoadState('networkidle');

    expect(tagRequests).toEqual([]);
    expect(await gtagCalls(context)).toEqual([]);
    await context.close();
  });
});
