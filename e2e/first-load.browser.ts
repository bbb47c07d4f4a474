import { expect, test } from './support/fixtures';

/*
 * What a form page does while it starts, before the visitor touches it
 * (docs/architecture.md#first-load). Lighthouse counts main-thread blocking on a phone at four
 * times the observed length, and the form pages were the slowest of the site.
 */
const FORM_PAGES = [
  '/get-quote',
  '/es/get-quote',
  '/fuel-card-application',
  '/es/fuel-card-application',
  '/application-status',
  '/es/application-status',
];

test.describe('A form page while it loads, in Chromium', () => {
  for (const path of FORM_PAGES) {
    test(`${path} makes no Intl formatter until it shows an amount or a date`, async ({
      page,
      consoleErrors,
      waitForHydration,
    }) => {
      // The first Intl formatter of a page costs ~50 ms of main thread (ICU's data). Every way to
      // make one is counted from the first script on.
      await page.addInitScript(() => {
        const made: string[] = [];
        (window as unknown as { intlMade: string[] }).intlMade = made;
        for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat'] as const) {
          const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
          const Counted = function (this: unknown, ...args: unknown[]) {
            made.push(name);
            return new Original(...args);
          };
          Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
        }
        for (const [owner, method] of [
          [Number.prototype, 'toLocaleString'],
          [Date.prototype, 'toLocaleString'],
          [Date.prototype, 'toLocaleDateString'],
          [Date.prototype, 'toLocaleTimeString'],
        ] as const) {
          const original = (owner as unknown as Record<string, (...args: unknown[]) => string>)[method]!;
          Object.defineProperty(owner, method, {
            value: function (this: unknown, ...args: unknown[]) {
              made.push(method);
              return original.apply(this, args);
            },
            configurable: true,
            writable: true,
          });
        }
      });

      await page.goto(path);
      await waitForHydration();
      await page.waitForLoadState('networkidle');
      // Typing runs the form's own handlers (its checks, the draft it keeps): none formats either.
      const field = page.locator('form input[type="email"]').first();
      await field.fill('dispatch@example.com');
      await expect(field).toHaveValue('dispatch@example.com');

      expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('A form page loads RTK Query when the visitor first needs it, in Chromium', () => {
  // docs/architecture.md#api-on-demand: the forms send through RTK Query, fetched with the first focus.
  for (const path of ['/get-quote', '/es/fuel-card-application', '/application-status', '/external-login']) {
    test(`${path} downloads no Redux until a field is focused`, async ({
      page,
      consoleErrors,
      waitForHydration,
    }) => {
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        // A script still arriving as the test ends reads as empty rather than failing the test.
        if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''));
      });
      // RTK Query's slice and every module that adds endpoints to it carry this name.
      const scriptsWithRtkQuery = async () =>
        (await Promise.all(scripts)).filter((source) => source.includes('injectEndpoints')).length;

      await page.goto(path);
      await waitForHydration();
      await page.waitForLoadState('networkidle');
      // Every script of the first load was read (none came back empty), and none carries RTK Query.
      expect((await Promise.all(scripts)).filter((source) => source === '')).toEqual([]);
      expect(scripts.length).toBeGreaterThan(0);
      expect(await scriptsWithRtkQuery()).toBe(0);

      await page.locator('form input:not([type="hidden"])').first().focus();
      await expect.poll(scriptsWithRtkQuery).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    });
  }
});
