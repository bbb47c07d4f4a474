import type { Locator, Page } from '@playwright/test';
import { quoteRequest, teamMemberPayload } from '@trucking-finance/contracts/testing';
import { adminHydrated, BROWSER_ADMIN, SIGNED_OUT } from './support/admin';
import { expect, test } from './support/fixtures';

/*
 * The admin tests start signed in (auth.setup.ts saved the session once), except the ones about
 * signing in, which start with an empty browser. They run one after another: the team test expects
 * its members to be the last ones, which a member added by another test at the same time breaks.
 */
test.describe.configure({ mode: 'default' });

const DAY_AND_A_MINUTE = '24:01:00';

const accessibleQuote = quoteRequest({
  companyName: 'Great Basin Reefer Co',
  comments: 'Five reefers hauling produce out of Salt Lake City.',
});

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

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

/** Opens a page of the admin area, signed in, and waits for its heading. */
async function openAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await adminHydrated(page);
}

test.describe('The admin area in Chromium', () => {
  test.describe('without a session', () => {
    test.use({ storageState: SIGNED_OUT });

    for (const path of ['/admin/quotes', '/admin/team']) {
      test(`sends a visitor without a session from ${path} to the login`, async ({ page, consoleErrors }) => {
        const response = await page.goto(path);

        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL('/admin/login');
        await expect(page.getByLabel('Username')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
        expect(consoleErrors).toEqual([]);
      });
    }

    test('refuses wrong credentials, then signs in with the right ones and goes to the team', async ({
      page,
    }) => {
      await page.goto('/admin/login');

      await page.getByLabel('Username').fill(BROWSER_ADMIN.username);
      await page.getByLabel('Password').fill('not the passphrase');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Invalid credentials. Please check your username and password.' }),
      ).toBeVisible();
      await expect(page).toHaveURL('/admin/login');

      await page.getByLabel('Password').fill(BROWSER_ADMIN.password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL('/admin/team');
      await expect(toast(page, 'Admin login successful')).toBeVisible();
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

      const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expect(page).toHaveURL('/admin/login');
      expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
      // The server ended the token too: it opens nothing any more.
      expect((await loggedOut).status()).toBe(200);
      const me = await page.request.get('/api/auth/me', {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      expect(me.status()).toBe(401);
    });

    test('hydrates /admin/login without errors and has no serious or critical accessibility violations (axe, WCAG 2.1 AA)', async ({
      page,
      consoleErrors,
      seriousAccessibilityViolations,
    }) => {
      await page.goto('/admin/login');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousAccessibilityViolations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });

  test('adds, edits, reorders, photographs and removes members, and About shows each change', async ({
    page,
    consoleErrors,
  }) => {
    // A whole working session: ~18 s on a quiet machine, three times that on a loaded CI machine.
    test.slow();
    await openAdmin(page, '/admin/team');
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
      await expect(memberCard(page, name)).toBeVisible();
    }
    await expect(toast(page, 'Team member added successfully')).toBeVisible();

    // Edit inline.
    await page.getByRole('button', { name: `Edit ${first}`, exact: true }).click();
    const editor = page.getByRole('form', { name: `Edit ${first}` });
    await editor.getByLabel('Role').fill('Director of Client Funding');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Team member updated successfully')).toBeVisible();
    await expect(memberCard(page, first).getByText('Director of Client Funding')).toBeVisible();

    // Reorder: the second moves above the first; the new last member cannot move down.
    await page.getByRole('button', { name: `Move ${second} up`, exact: true }).click();
    await expect(toast(page, 'Team member reordered successfully')).toBeVisible();
    await expect
      .poll(async () => {
        const names = await memberNames(page);
        return names.indexOf(second) >= 0 && names.indexOf(second) < names.indexOf(first);
      })
      .toBe(true);
    await expect(page.getByRole('button', { name: `Move ${first} down`, exact: true })).toBeDisabled();

    // Photo: the server re-encodes it and the page shows it from its URL.
    await memberCard(page, second)
      .locator('input[type=file]')
      .setInputFiles({ name: 'blake.png', mimeType: 'image/png', buffer: await squarePng(page) });
    await expect(toast(page, 'Profile image updated successfully')).toBeVisible();
    const preview = page.getByRole('img', { name: `Photo of ${second}` });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^\/api\/team-members\/[\w-]+\/photo\?v=/);
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(400);

    // About shows the new order, the edit and the photo.
    const about = await page.context().newPage();
    await about.goto('/about');
    await expect(about.getByRole('heading', { level: 3, name: second, exact: true })).toBeVisible();
    const aboutNames = await memberNames(about);
    expect(aboutNames.indexOf(second)).toBeLessThan(aboutNames.indexOf(first));
    await expect(about.getByText('Director of Client Funding')).toBeVisible();
    await expect(about.getByRole('img', { name: second, exact: true })).toHaveAttribute('src', /\/photo\?v=/);

    // Remove both, after the confirmation.
    for (const name of [first, second]) {
      await page.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(
        dialog.getByText(
          `Are you sure you want to remove ${name} from the team? This action cannot be undone.`,
        ),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await expect(memberCard(page, name)).toHaveCount(0);
    }
    await expect(toast(page, 'Team member removed successfully')).toBeVisible();
    await about.reload();
    await about.waitForLoadState('networkidle');
    expect(await memberNames(about)).not.toContain(first);
    expect(await memberNames(about)).not.toContain(second);
    expect(consoleErrors).toEqual([]);
  });

  test('finds a quote submitted on the site by email search, and deletes it', async ({ page }) => {
    const email = `dispatch.${Date.now()}@canyon-haul.com`;
    const created = await page.request.post('/api/quotes', {
      data: quoteRequest({
        companyName: 'Canyon Haul Trucking LLC',
        email,
        businessType: 'medium-fleet',
        servicesInterested: 'factoring-credit',
      }),
    });
    expect(created.status()).toBe(201);

    await openAdmin(page, '/admin/team');
    await page.getByRole('link', { name: 'Leads Dashboard' }).click();
    await expect(page).toHaveURL('/admin/quotes');
    await expect(page.getByRole('tab', { name: /^Quote Requests/ })).toBeVisible();

    await page.getByLabel('Search by email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: 'Canyon Haul Trucking LLC' });
    await expect(row).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Quote Requests (1)' })).toHaveCount(1);
    await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(row.getByText('Factoring + Line of Credit')).toBeVisible();
    await expect(row.getByText('Medium Fleet (11-50 trucks)')).toBeVisible();

    await row.getByRole('button', { name: 'Delete quote request from Canyon Haul Trucking LLC' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Delete this quote request?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Quote deleted successfully')).toBeVisible();
    await expect(page.getByText(`No quote requests from ${email.toUpperCase()}.`)).toBeVisible();

    // An empty search shows every lead again.
    await page.getByLabel('Search by email').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(/Showing submissions from/)).toHaveCount(0);
  });

  test('ends the session 24 hours after login, even with the page left open', async ({ page }) => {
    await page.clock.install();
    await page.goto('/admin/team');
    await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();

    await page.clock.fastForward(DAY_AND_A_MINUTE);

    await expect(page).toHaveURL('/admin/login');
    await expect(toast(page, 'Your session has ended. Please log in again.')).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminSession')]),
    ).toEqual([null, null]);
  });

  test('treats a stored session older than 24 hours as over when the dashboard is opened', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/team');
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

    await expect(page).toHaveURL('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  for (const path of ['/admin/quotes', '/admin/team']) {
    test(`hydrates ${path} without errors and has no serious or critical accessibility violations (axe, WCAG 2.1 AA)`, async ({
      page,
      consoleErrors,
      seriousAccessibilityViolations,
      adminApi,
    }) => {
      let removeMember = async () => {};
      // Data on the page, so rows, links, expand buttons, the pager and member cards are checked too.
      if (path === '/admin/quotes') {
        expect((await page.request.post('/api/quotes', { data: accessibleQuote })).status()).toBe(201);
      }
      if (path === '/admin/team') {
        const added = await adminApi.post(
          '/api/team-members',
          teamMemberPayload({ name: 'Casey Axe', role: 'Account Manager', bio: 'Checks every page.' }),
        );
        const { teamMember } = (await added.json()) as { teamMember: { id: string } };
        removeMember = async () => {
          await adminApi.delete(`/api/team-members/${teamMember.id}`);
        };
      }
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/admin/quotes') {
        await expect(
          page.getByRole('row').filter({ hasText: accessibleQuote.companyName }).first(),
        ).toBeVisible();
      }
      if (path === '/admin/team') await expect(memberCard(page, 'Casey Axe')).toBeVisible();
      expect(await seriousAccessibilityViolations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await removeMember();
    });
  }

  test('fits the leads table on a desktop screen; on a laptop the contact shows without scrolling sideways', async ({
    page,
  }) => {
    const lead = quoteRequest({
      companyName: 'Bonneville Flatbed and Heavy Haul Logistics LLC',
      email: 'dispatch.operations@bonneville-flatbed-heavy-haul.com',
      // The longest labels each field has, and a referring site's long name.
      businessType: 'medium-fleet',
      yearsInBusiness: 'over-10',
      servicesInterested: 'factoring-credit',
      monthlyRevenue: '250k-500k',
      source: { referrer: 'https://www.thetruckersreport.com/truckingindustryforum/' },
    });
    expect((await page.request.post('/api/quotes', { data: lead })).status()).toBe(201);
    const row = page.getByRole('row').filter({ hasText: lead.companyName }).first();
    const table = page.locator('.ant-table-content');
    /** Whether an element lies inside the table's box, left of the actions pinned to its right edge. */
    const inView = (element: Locator) =>
      element.evaluate((node) => {
        const box = node.closest('.ant-table-content')!.getBoundingClientRect();
        const pinned = node.closest('tr')!.lastElementChild!.getBoundingClientRect();
        const { left, right } = node.getBoundingClientRect();
        return left >= box.left && right <= Math.min(box.right, pinned.left);
      });

    await page.setViewportSize({ width: 1920, height: 1080 });
    await openAdmin(page, '/admin/quotes');
    await expect(row).toBeVisible();
    const desktop = await table.evaluate((box) => ({ scroll: box.scrollWidth, shown: box.clientWidth }));
    expect(desktop.scroll).toBeLessThanOrEqual(desktop.shown);

    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(row).toBeVisible();
    expect(await inView(row.getByRole('link', { name: lead.phone }))).toBe(true);
    expect(await inView(row.getByRole('link', { name: lead.email }))).toBe(true);
    expect(await inView(row.getByRole('combobox', { name: `Status of ${lead.companyName}` }))).toBe(true);
  });

  test('styles antd from the stylesheet built in the admin theme, writing no component styles at runtime', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/quotes');
    await expect(page.getByRole('tab', { name: /^Quote Requests/ })).toBeVisible();
    const styles = await page.evaluate(() => ({
      builtRules: (document.getElementById('admin-antd-styles') as HTMLLinkElement | null)?.sheet?.cssRules
        .length,
      // antd's runtime style tags: component styles, and its theme's CSS variables (data-token-hash).
      runtimeComponentStyles: document.querySelectorAll('style[data-css-hash]:not([data-token-hash])').length,
    }));
    expect(styles.builtRules).toBeGreaterThan(1000);
    expect(styles.runtimeComponentStyles).toBe(0);
    // Only the admin pages carry it: the public pages stay light.
    expect(await (await page.request.get('/privacy-policy')).text()).not.toContain('admin-antd');
    // The theme's own colours, from the built sheet: the current page in the side navigation.
    await expect(page.getByRole('menuitem', { name: 'Leads Dashboard' })).toHaveCSS(
      'background-color',
      'rgb(227, 235, 245)',
    );
  });
});
