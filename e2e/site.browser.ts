import type { Browser } from 'playwright-core';
import { adminGet } from './support/admin';
import {
  collectErrors,
  launch,
  newContext,
  origin,
  seriousAccessibilityViolations,
  waitForHydration,
} from './support/browser';

const HEADER_LINKS = ['Home', 'How It Works', 'Industries', 'Why SFC', 'Resources', 'About'];

describe('The public site in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('has the home page in the HTML before any script runs', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-encoding']).toBe('br');
    await expect(page.title()).resolves.toMatch(/Summit Freight Capital/);
    expect(await page.locator('h1').textContent()).toBe(
      'Steady growth and strong cash flow for your trucking business',
    );
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const name of HEADER_LINKS)
      expect(await nav.getByRole('link', { name, exact: true }).count()).toBe(1);
    await context.close();
  });

  it('hydrates the home page with its header and footer, without errors', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/');
    await waitForHydration(page);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Client Login' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('link', { name: 'Get Free Quote' }).isVisible()).resolves.toBe(true);
    const footer = page.getByRole('contentinfo');
    expect(await footer.textContent()).toContain('© 2025');
    expect(await footer.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin/team');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown page with status 404 and the 404 page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page, { notFoundPage: true });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the side menu on a phone, with the same links, and closes it when one is chosen', async () => {
    const context = await newContext(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    for (const name of [...HEADER_LINKS, 'Client Login', 'Get Free Quote']) {
      await expect(menu.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(`${origin()}/about`);
    await expect(menu.isHidden()).resolves.toBe(true);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    await menuButton.click();
    await page.keyboard.press('Escape');
    await expect(menu.isHidden()).resolves.toBe(true);
    await context.close();
  });

  it.each(['/', '/no-such-page'])(
    'has no serious or critical accessibility violations on %s (axe, WCAG 2.1 AA)',
    async (path) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('reaches the API from the page under the CSP: a quote lands in the database, the runtime config reads', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/');
    const created = await page.evaluate(async () => {
      const response = await fetch('/api/quotes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          companyName: 'Browser Freight LLC',
          contactName: 'Ana Ruiz',
          email: 'ana@browser-freight.com',
          phone: '(801) 555-0199',
          mcNumber: 'MC-7654321',
          dotNumber: '7654321',
          monthlyRevenue: '25k-50k',
          businessType: 'owner-operator',
          yearsInBusiness: '1-2',
          numberOfTrucks: '1',
          servicesInterested: 'factoring',
          comments: 'One truck, mostly dry van out of Ogden.',
          agreeToTerms: true,
        }),
      });
      return { status: response.status, body: (await response.json()) as { quote: { id: string } } };
    });
    expect(created.status).toBe(201);
    const config = await page.evaluate(async () => (await fetch('/api/config')).json());
    expect(config).toEqual({
      clientPortalUrl: expect.stringMatching(/^https:\/\//),
      gaMeasurementId: null,
      providerPhone: '(801) 555-0199',
      businessTimeZone: 'America/Denver',
    });

    const found = await adminGet(page, '/api/quotes/email/ANA@browser-freight.com');
    expect(found.quotes).toEqual([expect.objectContaining({ id: created.body.quote.id, numberOfTrucks: 1 })]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
