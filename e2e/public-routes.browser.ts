import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  englishTwinOf,
  isSpanishPath,
  portalPaths,
  sitemapPaths,
  spanishTwinOf,
} from '../scripts/site-routes';
import { root } from '../scripts/spawn-server';
import { expect, test } from './support/fixtures';
import { expectToFit, LAPTOP, MIN_FIELD_WIDTH } from './support/fit';

const publicPaths = sitemapPaths();
/** The client portal's pages: not in the sitemap (noindex), and shown signed out here. */
const clientPortalPaths = portalPaths();
/** The origin the build writes into canonical and alternate links (SITE_ORIGIN, by default the production one). */
const SITE = new URL(
  readFileSync(join(root, 'frontend/dist/sitemap.xml'), 'utf8').match(/<loc>([^<]+)<\/loc>/)![1]!,
).origin;

test.describe(`Every public route in Chromium on ${LAPTOP.name} (${LAPTOP.width} px)`, () => {
  // The fit on a laptop is checked in the same visit (fit.browser.ts checks a phone).
  test.use(LAPTOP.use);

  test('covers the 20 indexable pages of the spec, the application status page, the client login and the external login in the sitemap, each with its Spanish twin', () => {
    const english = publicPaths.filter((path) => !isSpanishPath(path));
    expect(english).toHaveLength(23);
    expect(english).toEqual(
      expect.arrayContaining([
        '/',
        '/resources/market-outlook',
        '/accessibility',
        '/application-status',
        '/client-login',
        '/external-login',
      ]),
    );
    expect(publicPaths.filter(isSpanishPath)).toEqual(english.map(spanishTwinOf));
    expect(publicPaths.some((path) => path.startsWith('/admin') || path.startsWith('/es/admin'))).toBe(false);
  });

  test('keeps the client portal pages out of the sitemap: they are noindex, in both languages', () => {
    const english = ['/client-dashboard', '/client-dashboard/brokers', '/client-dashboard/submit'];
    expect(clientPortalPaths).toEqual([...english, ...english.map(spanishTwinOf)]);
    expect(publicPaths.some((path) => path.includes('/client-dashboard'))).toBe(false);
  });

  for (const path of [...publicPaths, ...clientPortalPaths]) {
    test(`${path} is prerendered, hydrates with header and footer, fits ${LAPTOP.width} px with nothing cut off and no field narrower than ${MIN_FIELD_WIDTH} px, and has no serious accessibility violation`, async ({
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
      // Its language, and both language versions named in the head.
      const spanish = isSpanishPath(path);
      const english = spanish ? englishTwinOf(path) : path;
      expect(html).toContain(`<html lang="${spanish ? 'es' : 'en'}"`);
      for (const [hreflang, twin] of [
        ['en', english],
        ['es', spanishTwinOf(english)],
        ['x-default', english],
      ]) {
        expect(html).toContain(
          `<link rel="alternate" hreflang="${hreflang}" href="${new URL(twin, SITE).href}" />`,
        );
      }

      await page.waitForLoadState('networkidle');
      await waitForHydration();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page).toHaveTitle(/Summit Freight Capital/);
      await expectToFit(page, LAPTOP.width);
      expect(await seriousAccessibilityViolations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
