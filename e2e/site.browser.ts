import { quoteRequest } from '@trucking-finance/contracts/testing';
import type { ClientAccountResponse } from '@trucking-finance/contracts';
import { expect, test } from './support/fixtures';

const HEADER_LINKS = ['Home', 'How It Works', 'Industries', 'Why SFC', 'Resources', 'About'];

test.describe('The public site in Chromium', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('has the home page in the HTML before any script runs', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-encoding']).toBe('br');
      await expect(page).toHaveTitle(/Summit Freight Capital/);
      await expect(page.locator('h1')).toHaveText(
        'Steady growth and strong cash flow for your trucking business',
      );
      const nav = page.getByRole('navigation', { name: 'Main' }).first();
      for (const name of HEADER_LINKS)
        await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(1);
    });
  });

  test('hydrates the home page with its header and footer, without errors', async ({
    page,
    consoleErrors,
    waitForHydration,
  }) => {
    await page.goto('/');
    await waitForHydration();

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Client Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get Free Quote' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2025');
    await expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/team');
    expect(consoleErrors).toEqual([]);
  });

  test.describe('the 404 page', () => {
    // The browser logs the document's 404 status as an error.
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test('answers an unknown page with status 404 and the 404 page', async ({ page, consoleErrors }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
      await expect(page.getByRole('banner')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    // The prerendered dashboard cannot know who is signed in; what the browser then reads from
    // storage must not push the footer (or anything else in view) around: it once cost the page
    // a Lighthouse score of 95.
    const account: ClientAccountResponse = {
      client: {
        companyName: 'Reyes Hauling',
        dotNumber: '3141592',
        mcNumber: null,
        status: 'active',
        terms: { advanceRatePercent: 90, feePercentPer30Days: 2, recourseDays: 90 },
      },
      balances: {
        advancedOutstandingCents: 0,
        reserveHeldCents: 0,
        owedCents: 0,
        fundedThisMonthCents: 0,
        feesThisMonthCents: 0,
      },
    };
    for (const [state, user] of [
      ['signed out', null],
      [
        'signed in',
        {
          username: 'dana',
          firstName: 'Dana',
          lastName: 'Reyes',
          email: 'dana@example.com',
          companyName: 'Reyes Hauling',
        },
      ],
    ] as const) {
      for (const path of ['/client-dashboard', '/es/client-dashboard']) {
        test(`shows ${path} ${state} without moving the footer`, async ({ page, waitForHydration }) => {
          if (user) {
            await page.addInitScript((stored) => {
              localStorage.setItem('clientToken', 'token-from-the-portal');
              localStorage.setItem('clientUser', stored);
            }, JSON.stringify(user));
            // The portal's own answer, so the test is about the layout, not about who signed in.
            await page.route('**/api/client/account', (route) => route.fulfill({ json: account }));
          }
          await page.addInitScript(() => {
            const shifted: string[] = [];
            (window as unknown as { footerShifts: string[] }).footerShifts = shifted;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as unknown as {
                sources: { node?: Node | null }[];
              }[]) {
                for (const { node } of entry.sources) {
                  const element = node instanceof Element ? node : node?.parentElement;
                  if (element?.closest('footer')) shifted.push(element.outerHTML.slice(0, 80));
                }
              }
            }).observe({ type: 'layout-shift', buffered: true });
          });
          await page.goto(path);
          await waitForHydration();
          await expect(
            page.getByRole('heading', { level: 1, name: user ? /Dana/ : /log in|inicie sesión/ }),
          ).toBeVisible();
          expect(
            await page.evaluate(() => (window as unknown as { footerShifts: string[] }).footerShifts),
          ).toEqual([]);
        });
      }
    }

    test('opens the side menu on a phone, with the same links, and closes it when one is chosen', async ({
      page,
    }) => {
      await page.goto('/');
      const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      for (const name of [...HEADER_LINKS, 'Client Login', 'Get Free Quote']) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await menu.getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL('/about');
      await expect(menu).toBeHidden();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      await menuButton.click();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    test('keeps the open side menu modal: focus stays in it, the page behind is inert, Escape gives focus back', async ({
      page,
      waitForHydration,
    }) => {
      await page.goto('/');
      await waitForHydration();
      const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      /** Where focus is: in the menu, on the page behind it, or on no element (the browser's own UI). */
      const focus = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          return active.closest('#site-menu') ? 'menu' : `page: ${active.outerHTML.slice(0, 80)}`;
        });

      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      expect(await focus()).toBe('menu');

      // Two rounds each way. Past its last control Tab may step out to the browser's own UI (the
      // standard modal dialog's way, not a trap); it never reaches the page, and comes back in.
      const stops = await menu.evaluate((dialog) => dialog.querySelectorAll('a[href], button').length);
      for (const key of ['Tab', 'Shift+Tab']) {
        const seen: string[] = [];
        for (let press = 0; press < 2 * (stops + 1); press += 1) {
          await page.keyboard.press(key);
          seen.push(await focus());
        }
        expect(seen.filter((where) => where !== 'menu' && where !== 'browser')).toEqual([]);
        expect(seen.filter((where) => where === 'menu').length).toBeGreaterThanOrEqual(2 * stops);
      }

      // Behind the menu nothing takes focus, and a tap lands on the dimmed backdrop (the dialog).
      const behind = await page.evaluate(() => {
        const link = document.querySelector<HTMLElement>('main a[href]');
        link?.focus();
        return {
          linkFocused: document.activeElement === link,
          tapped: document.elementFromPoint(20, 400)?.id,
        };
      });
      expect(behind).toEqual({ linkFocused: false, tapped: 'site-menu' });

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      // A tap on the dimmed page beside the panel closes it and follows nothing behind.
      await menuButton.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(20, 400);
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL('/');
    });
  });

  for (const path of ['/', '/no-such-page']) {
    test(`has no serious or critical accessibility violations on ${path} (axe, WCAG 2.1 AA)`, async ({
      page,
      seriousAccessibilityViolations,
    }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousAccessibilityViolations()).toEqual([]);
    });
  }

  test('reaches the API from the page under the CSP: a quote lands in the database, the runtime config reads', async ({
    page,
    consoleErrors,
    adminApi,
  }) => {
    await page.goto('/');
    const payload = quoteRequest({ email: 'ana@browser-freight.com', numberOfTrucks: '1' });
    const created = await page.evaluate(async (body) => {
      const response = await fetch('/api/quotes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { quote: { id: string } } };
    }, payload);
    expect(created.status).toBe(201);
    const config = await page.evaluate(async () => (await fetch('/api/config')).json());
    expect(config).toEqual({
      clientPortalUrl: expect.stringMatching(/^https:\/\//),
      gaMeasurementId: null,
      providerPhone: '(801) 555-0199',
      businessTimeZone: 'America/Denver',
      // The browser tests' server has "Find my company" on, against the fake FMCSA (playwright.config.ts).
      carrierLookup: true,
      brand: expect.objectContaining({
        textNumber: '(801) 555-0187',
        supportEmail: 'support@summitfreightcapital.com',
      }),
    });

    const found = await adminApi.get('/api/quotes/email/ANA@browser-freight.com');
    expect(found.quotes).toEqual([expect.objectContaining({ id: created.body.quote.id, numberOfTrucks: 1 })]);
    expect(consoleErrors).toEqual([]);
  });
});
