import type { Page } from '@playwright/test';
import type { BrokerCheckResponse, ClientAccountResponse, PortalUser } from '@trucking-finance/contracts';
import { expect, test } from './support/fixtures';
import { expectToFit, PHONE } from './support/fit';

/*
 * The client portal's signed-in pages on a phone: the layout, the keyboard and axe, in English and
 * Spanish. The portal's API answers here are the test's own (page.route), so the built pages are
 * checked on their own; the whole sign-in through an emailed link, against the real API, is the
 * portal API's browser test. Signed out, these pages are in fit.browser.ts and public-routes.browser.ts.
 */

const user: PortalUser = {
  id: '3b6f2c1e-5d4a-4f7e-9a21-8c0d1e2f3a4b',
  firstName: 'Dana',
  lastName: 'Reyes',
  username: 'dana@reyes-hauling.com',
  email: 'dana@reyes-hauling.com',
  companyName: 'Reyes Hauling and Logistics of the Wasatch Front LLC',
  role: 'owner',
  locale: 'en',
};

const account: ClientAccountResponse = {
  client: {
    companyName: user.companyName,
    dotNumber: '3141592',
    mcNumber: '765432',
    status: 'active',
    terms: { advanceRatePercent: 90, feePercentPer30Days: 2, recourseDays: 90 },
  },
  balances: {
    advancedOutstandingCents: 123_456_789,
    reserveHeldCents: 13_717_421,
    owedCents: 0,
    fundedThisMonthCents: 98_765_432,
    feesThisMonthCents: 420_512,
  },
};

const broker: BrokerCheckResponse = {
  mcNumber: '123456',
  name: 'Front Range Freight Brokerage and Logistics Services Incorporated',
  decision: 'review',
  allowedToOperate: null,
  averageDaysToPay: null,
};

/** A signed-in client in this browser, and the portal's API answered by the test. */
async function signIn(page: Page): Promise<void> {
  await page.addInitScript((stored) => {
    localStorage.setItem('clientToken', 'browser-test-client-token');
    localStorage.setItem('clientUser', stored);
    localStorage.setItem('clientTokenExpiresAt', String(Date.now() + 86_400_000));
  }, JSON.stringify(user));
  await page.route('**/api/client/account', (route) => route.fulfill({ json: account }));
  await page.route('**/api/client/brokers/*', (route) => route.fulfill({ json: broker }));
}

test.describe(`The signed-in client portal on ${PHONE.name} (${PHONE.width} px)`, () => {
  test.use(PHONE.use);

  for (const base of ['', '/es']) {
    test(`${base}/client-dashboard fits, with the money and terms, no serious accessibility violation`, async ({
      page,
      waitForHydration,
      seriousAccessibilityViolations,
      consoleErrors,
    }) => {
      await signIn(page);
      await page.goto(`${base}/client-dashboard`);
      await waitForHydration();
      await expect(page.getByRole('heading', { level: 1, name: /Dana/ })).toBeVisible();
      await expect(page.getByText('$1,234,567.89')).toBeVisible();

      await expectToFit(page, PHONE.width);
      expect(await seriousAccessibilityViolations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test(`${base}/client-dashboard/brokers checks a broker with the keyboard alone, and fits`, async ({
      page,
      waitForHydration,
      seriousAccessibilityViolations,
    }) => {
      await signIn(page);
      await page.goto(`${base}/client-dashboard/brokers`);
      await waitForHydration();
      const field = page.getByRole('textbox', { name: base ? 'Número MC del broker' : 'Broker MC number' });
      await field.focus();
      await page.keyboard.type('123456');
      await page.keyboard.press('Enter');

      await expect(page.getByRole('article')).toContainText(base ? 'Estamos revisando' : "We're checking");
      await expectToFit(page, PHONE.width);
      expect(await seriousAccessibilityViolations()).toEqual([]);
    });
  }

  test('the portal navigation: tabs at least 44 px tall in one row, current page marked, focus visible', async ({
    page,
    waitForHydration,
  }) => {
    await signIn(page);
    await page.goto('/es/client-dashboard/submit');
    await waitForHydration();
    const navigation = page.getByRole('navigation', { name: 'Portal de clientes' });
    const tabs = navigation.getByRole('link');
    await expect(tabs).toHaveCount(3);
    await expect(navigation.getByRole('link', { name: 'Enviar factura' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const boxes = await tabs.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().toJSON()),
    );
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44);
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);

    await navigation.getByRole('link', { name: 'Panel' }).focus();
    const outline = await navigation
      .getByRole('link', { name: 'Panel' })
      .evaluate((link) => getComputedStyle(link).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/es/client-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Dana/ })).toBeVisible();
  });
});
