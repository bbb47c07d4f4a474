import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { BROWSER_ADMIN } from './support/admin';
import { collectErrors, launch, newContext, origin, seriousAccessibilityViolations } from './support/browser';

const DAY_AND_A_MINUTE = '24:01:00';

const accessibleQuote = {
  companyName: 'Great Basin Reefer Co',
  contactName: 'Luis Ortega',
  email: 'luis@greatbasinreefer.com',
  phone: '(801) 555-0175',
  mcNumber: 'MC-1122334',
  dotNumber: '4455667',
  monthlyRevenue: '50k-100k',
  businessType: 'small-fleet',
  yearsInBusiness: '3-5',
  numberOfTrucks: 5,
  servicesInterested: 'factoring',
  comments: 'Five reefers hauling produce out of Salt Lake City.',
  agreeToTerms: true,
};

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function logIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(BROWSER_ADMIN.username);
  await page.getByLabel('Password').fill(BROWSER_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${origin()}/admin/team`);
}

/** A square PNG drawn by the page itself, as a photo to upload. */
async function squarePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0b2545';
    context.fillRect(0, 0, 480, 480);
    context.fillStyle = '#f2a900';
    context.beginPath();
    context.arc(240, 240, 150, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

const memberCard = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

const memberNames = async (page: Page): Promise<string[]> =>
  (await page.getByRole('heading', { level: 3 }).allTextContents()).map((name) => name.trim());

describe('The admin area in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());
  afterEach(() => context?.close());

  it.each(['/admin/quotes', '/admin/team'])(
    'sends a visitor without a session from %s to the login',
    async (path) => {
      context = await newContext(browser);
      const page = await context.newPage();
      const errors = collectErrors(page);
      const response = await page.goto(path);

      expect(response?.status()).toBe(200);
      await page.waitForURL(`${origin()}/admin/login`);
      await page.getByLabel('Username').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin Login');
      expect(errors).toEqual([]);
    },
  );

  it('refuses wrong credentials, then signs in with the right ones and goes to the team', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/admin/login');

    await page.getByLabel('Username').fill(BROWSER_ADMIN.username);
    await page.getByLabel('Password').fill('not the passphrase');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Invalid credentials. Please check your username and password.' })
      .waitFor();
    expect(page.url()).toBe(`${origin()}/admin/login`);

    await page.getByLabel('Password').fill(BROWSER_ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${origin()}/admin/team`);
    await toast(page, 'Admin login successful').waitFor();
    const session = await page.evaluate(() => ({
      token: localStorage.getItem('adminToken'),
      session: JSON.parse(localStorage.getItem('adminSession') ?? 'null') as {
        loginAt: number;
        expiresAt: number;
      },
    }));
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.session.expiresAt - session.session.loginAt).toBeGreaterThan(23.9 * 3600_000);
    expect(session.session.expiresAt - session.session.loginAt).toBeLessThanOrEqual(24 * 3600_000 + 60_000);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${origin()}/admin/login`);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it('adds, edits, reorders, photographs and removes members, and About shows each change', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await logIn(page);
    const first = `Avery Browser ${Date.now()}`;
    const second = `Blake Browser ${Date.now()}`;
    const addForm = page.getByRole('region', { name: 'Add Team Member' });

    for (const [name, role] of [
      [first, 'Client Funding Specialist'],
      [second, 'Fuel Card Program Manager'],
    ]) {
      await addForm.getByLabel('Name').fill(name);
      await addForm.getByLabel('Role').fill(role);
      await addForm.getByLabel('Experience').fill('9 years in trucking finance');
      await addForm.getByLabel('Bio').fill(`${name} works with carriers across Utah and the Mountain West.`);
      await addForm.getByRole('button', { name: 'Add Team Member' }).click();
      await memberCard(page, name).waitFor();
    }
    await toast(page, 'Team member added successfully').waitFor();

    // Edit inline.
    await page.getByRole('button', { name: `Edit ${first}`, exact: true }).click();
    const editor = page.getByRole('form', { name: `Edit ${first}` });
    await editor.getByLabel('Role').fill('Director of Client Funding');
    await editor.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Team member updated successfully').waitFor();
    await memberCard(page, first).getByText('Director of Client Funding').waitFor();

    // Reorder: the second moves above the first; the new last member cannot move down.
    await page.getByRole('button', { name: `Move ${second} up`, exact: true }).click();
    await toast(page, 'Team member reordered successfully').waitFor();
    await page.waitForFunction(
      ([a, b]) => {
        const names = [...document.querySelectorAll('h3')].map((heading) => heading.textContent);
        return names.indexOf(b) >= 0 && names.indexOf(b) < names.indexOf(a);
      },
      [first, second],
    );
    expect(await page.getByRole('button', { name: `Move ${first} down`, exact: true }).isDisabled()).toBe(
      true,
    );

    // Photo: the server re-encodes it and the page shows it from its URL.
    await memberCard(page, second)
      .locator('input[type=file]')
      .setInputFiles({ name: 'blake.png', mimeType: 'image/png', buffer: await squarePng(page) });
    await toast(page, 'Profile image updated successfully').waitFor();
    const preview = page.getByRole('img', { name: `Photo of ${second}` });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/api\/team-members\/[\w-]+\/photo\?v=/);
    expect(await preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(
      400,
    );

    // About shows the new order, the edit and the photo.
    const about = await context.newPage();
    await about.goto('/about');
    await about.getByRole('heading', { level: 3, name: second, exact: true }).waitFor();
    const aboutNames = await memberNames(about);
    expect(aboutNames.indexOf(second)).toBeLessThan(aboutNames.indexOf(first));
    await about.getByText('Director of Client Funding').waitFor();
    expect(await about.getByRole('img', { name: second, exact: true }).getAttribute('src')).toMatch(
      /\/photo\?v=/,
    );

    // Remove both, after the confirmation.
    for (const name of [first, second]) {
      await page.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByText(`Are you sure you want to remove ${name} from the team? This action cannot be undone.`)
        .waitFor();
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await memberCard(page, name).waitFor({ state: 'detached' });
    }
    await toast(page, 'Team member removed successfully').waitFor();
    await about.reload();
    await about.waitForLoadState('networkidle');
    expect(await memberNames(about)).not.toContain(first);
    expect(await memberNames(about)).not.toContain(second);
    expect(errors).toEqual([]);
  });

  it('finds a quote submitted on the site by email search, and deletes it', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    const email = `dispatch.${Date.now()}@canyon-haul.com`;
    const created = await page.request.post('/api/quotes', {
      data: {
        companyName: 'Canyon Haul Trucking LLC',
        contactName: 'Rosa Martinez',
        email,
        phone: '(435) 555-0123',
        mcNumber: 'MC-2468135',
        dotNumber: '1357924',
        monthlyRevenue: '100k-250k',
        businessType: 'medium-fleet',
        yearsInBusiness: '6-10',
        numberOfTrucks: 14,
        servicesInterested: 'factoring-credit',
        comments: 'Fourteen flatbeds; construction customers pay in 60 days.',
        agreeToTerms: true,
      },
    });
    expect(created.status()).toBe(201);

    await logIn(page);
    await page.getByRole('link', { name: 'Leads Dashboard' }).click();
    await page.waitForURL(`${origin()}/admin/quotes`);
    await page.getByRole('tab', { name: /^Quote Requests/ }).waitFor();

    await page.getByLabel('Search by email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: 'Canyon Haul Trucking LLC' });
    await row.waitFor();
    expect(await page.getByRole('tab', { name: 'Quote Requests (1)' }).count()).toBe(1);
    expect(await row.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    await row.getByText('Factoring + Line of Credit').waitFor();
    await row.getByText('Medium Fleet (11-50 trucks)').waitFor();

    await row.getByRole('button', { name: 'Delete quote request from Canyon Haul Trucking LLC' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Delete this quote request?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Quote deleted successfully').waitFor();
    await page.getByText(`No quote requests from ${email.toUpperCase()}.`).waitFor();

    // An empty search shows every lead again.
    await page.getByLabel('Search by email').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(/Showing submissions from/).waitFor({ state: 'detached' });
  });

  it('ends the session 24 hours after login, even with the page left open', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    await logIn(page);
    await page.getByRole('heading', { name: 'Team Members' }).waitFor();

    await page.clock.fastForward(DAY_AND_A_MINUTE);

    await page.waitForURL(`${origin()}/admin/login`);
    await toast(page, 'Your session has ended. Please log in again.').waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminSession')]),
    ).toEqual([null, null]);
  });

  it('treats a stored session older than 24 hours as over when the dashboard is opened', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await logIn(page);
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('adminSession')!) as {
        loginAt: number;
        expiresAt: number;
      };
      const dayAndAMinute = (24 * 60 + 1) * 60_000;
      localStorage.setItem(
        'adminSession',
        JSON.stringify({ loginAt: session.loginAt - dayAndAMinute, expiresAt: session.expiresAt }),
      );
    });

    await page.goto('/admin/quotes');

    await page.waitForURL(`${origin()}/admin/login`);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it.each(['/admin/login', '/admin/quotes', '/admin/team'])(
    'hydrates %s without errors and has no serious or critical accessibility violations (axe, WCAG 2.1 AA)',
    async (path) => {
      context = await newContext(browser);
      const page = await context.newPage();
      let removeMember = async () => {};
      if (path !== '/admin/login') await logIn(page);
      // Data on the page, so rows, links, expand buttons, the pager and member cards are checked too.
      if (path === '/admin/quotes') {
        expect((await page.request.post('/api/quotes', { data: accessibleQuote })).status()).toBe(201);
      }
      if (path === '/admin/team') {
        const token = await page.evaluate(() => localStorage.getItem('adminToken'));
        const headers = { Authorization: `Bearer ${token}` };
        const added = await page.request.post('/api/team-members', {
          headers,
          data: {
            name: 'Casey Axe',
            role: 'Account Manager',
            experience: '5 years',
            bio: 'Checks every page.',
          },
        });
        const { teamMember } = (await added.json()) as { teamMember: { id: string } };
        removeMember = async () => {
          await page.request.delete(`/api/team-members/${teamMember.id}`, { headers });
        };
      }
      const errors = collectErrors(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (path === '/admin/quotes') {
        await page.getByRole('row').filter({ hasText: accessibleQuote.companyName }).first().waitFor();
      }
      if (path === '/admin/team') await memberCard(page, 'Casey Axe').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await removeMember();
    },
  );
});
