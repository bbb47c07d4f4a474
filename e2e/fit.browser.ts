import { portalPaths, sitemapPaths } from '../scripts/site-routes';
import { expect, test } from './support/fixtures';
import { expectToFit, MIN_FIELD_WIDTH, PHONE } from './support/fit';

/*
 * Every public page fits a phone (390 px, with the phone's own viewport rules): see
 * `support/fit.ts` for what fitting means. The laptop (1366 px) is checked by
 * `public-routes.browser.ts`, in the visit that runs its other checks on each route. The client
 * portal's pages (noindex, so not in the sitemap) are checked signed out here.
 */
const publicPaths = [...sitemapPaths(), ...portalPaths()];

test.describe(`Every public page on ${PHONE.name} (${PHONE.width} px)`, () => {
  test.use(PHONE.use);

  for (const path of publicPaths) {
    test(`${path} fits ${PHONE.width} px with nothing cut off, no field narrower than ${MIN_FIELD_WIDTH} px, and no serious accessibility violation`, async ({
      page,
      waitForHydration,
      seriousAccessibilityViolations,
    }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await waitForHydration();
      await expectToFit(page, PHONE.width);
      // The phone layout (side menu, call bar) is other markup than the laptop's: axe sees both.
      expect(await seriousAccessibilityViolations()).toEqual([]);
    });
  }
});
