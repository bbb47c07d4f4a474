import type { Browser } from 'playwright-core';
import { CLIENT_PATHS, sitemapPaths } from '../scripts/site-routes';
import {
  collectErrors,
  launch,
  newContext,
  seriousAccessibilityViolations,
  waitForHydration,
} from './support/browser';

const indexablePaths = sitemapPaths();
const publicPaths = [...indexablePaths, ...CLIENT_PATHS];

describe('Every public route in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('covers the 20 indexable pages of the spec in the sitemap', () => {
    expect(indexablePaths).toHaveLength(20);
    expect(indexablePaths).toEqual(
      expect.arrayContaining(['/', '/resources/market-outlook', '/accessibility']),
    );
    expect(indexablePaths.some((path) => path.startsWith('/admin'))).toBe(false);
  });

  it.each(publicPaths)(
    '%s is prerendered, hydrates with header and footer, and has no serious accessibility violation',
    async (path) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const errors = collectErrors(page);

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toContain('<header');
      expect(html).toContain('<footer');

      await page.waitForLoadState('networkidle');
      await waitForHydration(page);
      expect(await page.locator('h1').count()).toBe(1);
      await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('main').isVisible()).resolves.toBe(true);
      expect(await page.title()).toMatch(/Summit Freight Capital/);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
