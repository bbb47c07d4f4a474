import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillQuote } from './support/lead-form';

/*
 * The submission outbox and the visit's source in Chromium, into the database
 * (docs/product.md#lead-forms): a request sent with the connection down is kept on the device and
 * sent by itself when it comes back, once; the first page's campaign goes with the lead.
 */

/** The reference in the lasting confirmation: "Reference ID: 1a2b3c4d". */
async function confirmedReference(page: Page): Promise<string> {
  const panel = page.getByRole('region', { name: 'Your quote request is in' });
  await expect(panel).toContainText(/Reference ID: [0-9a-f]{8}/);
  return /Reference ID: ([0-9a-f]{8})/.exec((await panel.textContent()) ?? '')?.[1] ?? '';
}

interface ListedQuote {
  id: string;
  companyName: string;
}

test.describe('The submission outbox in Chromium', () => {
  test.use({
    // The send that finds no connection; the form logs it without the visitor's details. (One
    // pattern: Playwright would read a second array item as the fixture's options.)
    expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|^Quote request failed:/],
  });

  const cases = [
    {
      title: 'keeps a quote sent offline on the device, sends it once back online and makes one lead of it',
      company: 'Offline Haulers',
      offlineBeforeFilling: false,
    },
    {
      // Offline before the first focus: the form's RTK Query code (docs/architecture.md#api-on-demand)
      // cannot be fetched, and the quote must still be kept and sent.
      title: 'keeps a quote sent with no connection since the page loaded, before its sending code ever came',
      company: 'Dead Zone Haulers',
      offlineBeforeFilling: true,
    },
  ];
  for (const { title, company: name, offlineBeforeFilling } of cases) {
    test(title, async ({ page, context, waitForHydration, adminApi, consoleErrors }) => {
      const company = `${name} ${Date.now()}`;
      await page.goto('/get-quote');
      await waitForHydration();
      if (offlineBeforeFilling) await context.setOffline(true);
      await fillQuote(page, { companyName: company, email: 'offline@wasatch-haulers.com' });

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Get My Free Quote' }).click();

      const form = page.getByRole('form', { name: 'Request Your Quote' });
      // The form's notice, not "Find my company"'s (empty) status line beside the DOT number.
      await expect(form.getByRole('status').filter({ hasText: 'Request Saved on This Device' })).toHaveText(
        /^Request Saved on This Device\. We couldn't reach our server, so your quote request is saved on this device\./,
      );
      expect(await page.evaluate(() => localStorage.getItem('sfc.submission-outbox'))).toContain(company);

      await context.setOffline(false);

      await expect(page.getByRole('button', { name: 'Quote Submitted!' })).toBeVisible();
      const reference = await confirmedReference(page);
      expect(await page.evaluate(() => localStorage.getItem('sfc.submission-outbox'))).toBeNull();
      const { quotes, total } = await adminApi.get(`/api/quotes?q=${encodeURIComponent(company)}`);
      expect(total).toBe(1);
      expect((quotes as ListedQuote[]).map(({ companyName }) => companyName)).toEqual([company]);
      expect((quotes as ListedQuote[])[0]!.id.slice(0, 8)).toBe(reference);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test("sends the first page's campaign with a quote from /get-quote", async ({
  page,
  adminApi,
  consoleErrors,
}) => {
  const company = `Campaign Carriers ${Date.now()}`;
  await page.goto('/?utm_source=google&utm_campaign=x');
  await page.getByRole('banner').getByRole('link', { name: 'Get Free Quote' }).click();
  await expect(page).toHaveURL('/get-quote');
  await fillQuote(page, { companyName: company, email: 'campaign@wasatch-haulers.com' });
  await page.getByRole('button', { name: 'Get My Free Quote' }).click();

  const reference = await confirmedReference(page);
  const { quotes } = await adminApi.get(`/api/quotes?q=${encodeURIComponent(company)}`);
  const [quote] = quotes as ListedQuote[];
  expect(quote!.id.slice(0, 8)).toBe(reference);
  const { lead } = (await adminApi.get(`/api/quotes/${quote!.id}`)) as {
    lead: { source: Record<string, string>; locale: string };
  };
  expect(lead.source).toMatchObject({ utmSource: 'google', utmCampaign: 'x', landingPath: '/' });
  expect(lead.locale).toBe('en');
  expect(consoleErrors).toEqual([]);
});
