import { CLIENT_PATHS, sitemapPaths } from '../scripts/site-routes';
import { expect, test } from './support/fixtures';

const indexablePaths = sitemapPaths();
const publicPaths = [...indexablePaths, ...CLIENT_PATHS];

test.describe('Every public route in Chromium', () => {
  test('covers the 20 indexable pages of the spec and the application status page in the sitemap', () => {
    expect(indexablePaths).toHaveLength(21);
    expect(indexablePaths).toEqual(
      expect.arrayContaining(['/', '/resources/market-outlook', '/accessibility', '/application-status']),
    );
    expect(indexablePaths.some((path) => path.startsWith('/admin'))).toBe(false);
  });

  for (const path of publicPaths) {
    test(`${path} is prerendered, hydrates with header and footer, and has no serious accessibility violation`, async ({
      page,
      consoleErrors,
      waitForHydration,
      seriousAccessibilityViolations,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toContain('<header');
      expect(html).toContain('<footer');

      await page.waitForLoadState('networkidle');
      await waitForHydration();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page).toHaveTitle(/Summit Freight Capital/);
      expect(await seriousAccessibilityViolations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
