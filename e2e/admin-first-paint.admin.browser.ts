import type { Page } from '@playwright/test';
import { quoteRequest } from '@trucking-finance/contracts/testing';
import { adminHydrated, BROWSER_ADMIN, SIGNED_OUT } from './support/admin';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydration';
import { holdScripts } from './support/slow-scripts';

/*
 * The dashboard rendered on the server with its data (docs/architecture.md#admin-first-paint): the
 * login leaves the token in an HttpOnly cookie for /admin, the page arrives with its first rows,
 * and the browser's store takes the data over without asking for it again. Runs with the admin
 * tests (signed in as the owner, cookie included).
 */
test.describe.configure({ mode: 'default' });

/** The API calls a page makes, by path (the runtime settings aside: every page asks for them). */
function apiCallsOf(page: import('@playwright/test').Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/config') calls.push(pathname);
  });
  return calls;
}

/** Where the page's parts and a lead's Open button lie, to the pixel, and whether Open is pinned. */
const layoutOf = (page: Page, companyName: string) =>
  page.evaluate((company) => {
    const box = (element: Element | null | undefined) => {
      const { x, y, width, height } = element!.getBoundingClientRect();
      return [x, y, width, height].map(Math.round).join(' ');
    };
    const open = document.querySelector(`button[aria-label="Open quote request from ${company}"]`)!;
    return {
      parts: [
        'main h1',
        'main nav',
        'main section',
        '[role="search"]',
        '[role="tablist"]',
        '.ant-table-content',
      ].map((selector) => `${selector}: ${box(document.querySelector(selector))}`),
      open: box(open),
      actions: getComputedStyle(open.closest('td')!).position,
    };
  }, companyName);

test.describe('The dashboard rendered on the server', () => {
  test('arrives with its rows and the signed-in person, readable before any script runs', async ({
    page,
  }) => {
    const companyName = `First Paint Freight ${Date.now()}`;
    const sent = await page.request.post('/api/quotes', { data: quoteRequest({ companyName }) });
    expect(sent.status()).toBe(201);

    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/admin/quotes');

    await expect(page.getByRole('row').filter({ hasText: companyName })).toBeVisible();
    await expect(page.getByLabel('Signed in as')).toContainText('Owner');
    await expect(page.getByRole('tab', { name: /^Quote Requests \(\d/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  });

  for (const screen of [
    { name: 'a laptop', width: 1366, height: 768, actions: 'sticky' },
    { name: 'a phone', width: 375, height: 800, actions: 'static' },
  ]) {
    test(`is laid out on ${screen.name} before any script runs as it is once hydrated`, async ({ page }) => {
      const companyName = `Steady Layout Freight ${Date.now()}`;
      expect((await page.request.post('/api/quotes', { data: quoteRequest({ companyName }) })).status()).toBe(
        201,
      );
      await page.setViewportSize(screen);
      const { release } = await holdScripts(page);
      await page.goto('/admin/quotes', { waitUntil: 'commit' });
      const open = page.getByRole('button', { name: `Open quote request from ${companyName}` });
      await open.waitFor({ state: 'attached' });
      await page.waitForFunction(async () => {
        await document.fonts.ready;
        return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
          (link) => link.sheet,
        );
      });
      const before = await layoutOf(page, companyName);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      // Open and Delete stay at the table's right edge from a laptop up; on a phone they scroll with the row.
      expect(before.actions).toBe(screen.actions);

      release();
      await adminHydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await layoutOf(page, companyName)).toEqual(before);
    });
  }

  test('takes a click on Open made while the page is still hydrating', async ({ page }) => {
    const companyName = `Early Click Freight ${Date.now()}`;
    expect((await page.request.post('/api/quotes', { data: quoteRequest({ companyName }) })).status()).toBe(
      201,
    );
    // A slow laptop: React hydrates the page for seconds, in slices, after its heading is React's.
    test.slow(); // ~14 s alone; more beside other tests
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.goto('/admin/quotes');
    await hydrated(page, ['main h1'], { begun: true, timeout: 0 });
    await page.getByRole('button', { name: `Open quote request from ${companyName}` }).click();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page).toHaveURL(/[?&]lead=/);
    await expect(page.getByRole('dialog').filter({ hasText: `Quote request: ${companyName}` })).toBeVisible();
  });

  test('hydrates what the server rendered without asking for its data again, then works live', async ({
    page,
    consoleErrors,
  }) => {
    const calls = apiCallsOf(page);
    await page.goto('/admin/quotes?status=new&pageSize=10');
    await adminHydrated(page);
    await page.waitForLoadState('networkidle');
    // The rows are the server's: no list, numbers, assignees or who-am-I call from the browser.
    expect(calls).toEqual([]);
    await expect(page.locator('tr.ant-table-row')).not.toHaveCount(0);

    // The store is live: Refresh asks the server again, and another page of the table is fetched.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => calls).toEqual(expect.arrayContaining(['/api/quotes', '/api/leads/stats']));
    expect(consoleErrors).toEqual([]);
  });

  test.describe('from the cookie alone', () => {
    test.use({ storageState: SIGNED_OUT });

    test('login sets it for /admin only, logout removes it, and a refused token gets the prerendered page', async ({
      playwright,
      baseURL,
    }) => {
      const companyName = `Cookie Render Haulers ${Date.now()}`;
      const api = await playwright.request.newContext({ baseURL });
      try {
        expect((await api.post('/api/quotes', { data: quoteRequest({ companyName }) })).status()).toBe(201);
        const login = await api.post('/api/auth/login', { data: BROWSER_ADMIN });
        expect(login.status()).toBe(200);
        const { token } = (await login.json()) as { token: string };
        const cookie = login.headers()['set-cookie'];
        expect(cookie).toContain(`admin_session=${token};`);
        expect(cookie).toMatch(/; Max-Age=\d+; Path=\/admin; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
        // As long as the token lasts: 24 hours from the login.
        expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeGreaterThan(86_300);

        const rendered = await api.get('/admin/quotes', { headers: { Cookie: `admin_session=${token}` } });
        expect(rendered.status()).toBe(200);
        expect(rendered.headers()['cache-control']).toBe('no-store');
        const html = await rendered.text();
        expect(html).toContain('<script type="application/json" id="api-state">');
        expect(html).toMatch(new RegExp(`<tr [^>]*class="ant-table-row[^"]*"[^>]*>.*?${companyName}`));
        expect(html).not.toContain('Checking your session');

        const logout = await api.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
        expect(logout.status()).toBe(200);
        expect(logout.headers()['set-cookie']).toMatch(
          /^admin_session=; Path=\/admin; Expires=Thu, 01 Jan 1970/,
        );

        // The same token sent again after the logout: the API refuses it, so the page is the
        // prerendered one, which sends a visitor without a session to the login.
        const refused = await api.get('/admin/quotes', { headers: { Cookie: `admin_session=${token}` } });
        expect(refused.status()).toBe(200);
        const prerendered = await refused.text();
        expect(prerendered).toContain('Checking your session');
        expect(prerendered).not.toContain('id="api-state"');
      } finally {
        await api.dispose();
      }
    });

    test('renders an agent’s dashboard as the agent', async ({ playwright, baseURL, adminApi }) => {
      const agent = await adminApi.newAgent('Dana Firstpaint');
      const api = await playwright.request.newContext({ baseURL });
      try {
        const login = await api.post('/api/auth/login', {
          data: { username: agent.username, password: agent.password },
        });
        expect(login.status()).toBe(200);
        const html = await (await api.get('/admin/quotes')).text();
        expect(html).toContain('id="api-state"');
        expect(html).toContain(agent.displayName);
        expect(html).toContain('>Agent<');
      } finally {
        await api.dispose();
      }
    });
  });
});
