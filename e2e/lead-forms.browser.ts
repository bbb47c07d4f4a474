import type { Page } from '@playwright/test';
import { leadContact } from '@trucking-finance/contracts/testing';
import { expect, test } from './support/fixtures';
import { fillLeadContact } from './support/lead-form';
import { typeBeforeHydration } from './support/slow-scripts';

/** The reference the success toast shows: "… Reference ID: 1a2b3c4d". */
async function referenceFromToast(page: Page, title: string): Promise<string> {
  // Within the area: Radix also reads each toast out through a hidden status of its own.
  const toast = page
    .getByRole('region', { name: 'Notifications (F8)' })
    .getByRole('status')
    .filter({ hasText: title });
  await expect(toast).toContainText("We'll contact you within 1 hour during business hours. Reference ID: ");
  const text = (await toast.textContent()) ?? '';
  return /Reference ID: ([0-9a-f]{8})/.exec(text)?.[1] ?? '';
}

test.describe('The lead forms in Chromium, into the database', () => {
  test('keeps what a visitor typed into the prerendered form before its script ran', async ({
    page,
    consoleErrors,
    waitForHydration,
  }) => {
    // A slow phone: the form shows at once, its script arrives only once the visitor has typed.
    await typeBeforeHydration(page, waitForHydration, '/get-quote', {
      companyName: 'Early Bird Freight LLC',
      email: 'early.bird@early-bird-freight.com',
      businessType: 'owner-operator',
    });
    await expect(page.getByLabel('Company Name')).toHaveValue('Early Bird Freight LLC');
    await expect(page.getByLabel('Email Address')).toHaveValue('early.bird@early-bird-freight.com');
    await expect(page.getByLabel('Business Type')).toHaveValue('owner-operator');
    // The form knows them too: it has not lost them for its checks.
    await page.getByLabel('Contact Name').fill('Ada Early');
    await page.getByLabel('Contact Name').blur();
    await expect(page.getByText('Please enter your company name.')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('sends a quote request from /get-quote, shows its reference and clears the form after 3 s', async ({
    page,
    consoleErrors,
    adminApi,
    waitForHydration,
  }) => {
    await page.goto('/get-quote');
    // A visitor types into the hydrated form; what is typed before hydration is another matter.
    await waitForHydration();

    await fillLeadContact(page, { email: 'jordan@wasatch-haulers.com' });
    await page.getByLabel('Monthly Revenue').selectOption('50k-100k');
    await page.getByLabel('Services Interested In').selectOption('factoring');
    await page.getByLabel('Comments').fill('Six reefers, Salt Lake to Phoenix, brokers pay in 45 days.');
    const submit = page.getByRole('button', { name: 'Get My Free Quote' });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/I agree to receive communications/).check();
    await submit.click();

    const reference = await referenceFromToast(page, 'Quote Request Submitted!');
    await expect(page.getByRole('button', { name: 'Quote Submitted!' })).toBeVisible();
    const { quotes } = await adminApi.get('/api/quotes/email/jordan@wasatch-haulers.com');
    expect(quotes).toEqual([
      expect.objectContaining({
        companyName: leadContact.companyName,
        numberOfTrucks: 6,
        servicesInterested: 'factoring',
        monthlyRevenue: '50k-100k',
      }),
    ]);
    expect((quotes as { id: string }[])[0]!.id.slice(0, 8)).toBe(reference);

    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByLabel('Company Name')).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });

  test('sends a fleet fuel card application from /fuel-card-application?tier=fleet', async ({
    page,
    consoleErrors,
    adminApi,
    waitForHydration,
  }) => {
    await page.goto('/fuel-card-application?tier=fleet');
    // A visitor types into the hydrated form; what is typed before hydration is another matter.
    await waitForHydration();

    // The preset applies once the page has hydrated.
    await expect(page.locator('textarea[name="comments"]')).toHaveValue(/Fleet fuel card/);
    await expect(page.getByRole('combobox', { name: /Fuel Card Program/ })).toHaveValue('fleet');
    await fillLeadContact(page, { email: 'fuel@wasatch-haulers.com' });
    await page.getByLabel('Monthly Fuel Spend').selectOption('10k-20k');
    await page.getByLabel('Primary Routes').fill('I-15 and I-80');
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await page.getByLabel(/I agree to receive communications/).check();
    await expect(submit).toBeDisabled();
    await page.getByLabel('Preferred Fuel Brands').fill("Pilot Flying J, Love's");
    await submit.click();

    const reference = await referenceFromToast(page, 'Fuel Card Application Submitted!');
    const { applications } = await adminApi.get('/api/fuel-card-applications/email/fuel@wasatch-haulers.com');
    expect(applications).toEqual([
      expect.objectContaining({ fuelCardTier: 'fleet', numberOfTrucks: '6', primaryRoutes: 'I-15 and I-80' }),
    ]);
    expect((applications as { id: string }[])[0]!.id.slice(0, 8)).toBe(reference);
    expect(consoleErrors).toEqual([]);
  });

  // A 5xx no longer asks the visitor to try again: the request waits on the device (outbox.browser.ts).
  test('keeps every typed value and says the quote is saved on this device when the server fails', async ({
    page,
    waitForHydration,
  }) => {
    await page.route('**/api/quotes', (route) =>
      route.fulfill({ status: 503, json: { success: false, error: 'The database is unavailable.' } }),
    );
    await page.goto('/get-quote');
    // A visitor types into the hydrated form; what is typed before hydration is another matter.
    await waitForHydration();
    await fillLeadContact(page, { email: 'kept@wasatch-haulers.com' });
    await page.getByLabel('Monthly Revenue').selectOption('under-25k');
    await page.getByLabel('Services Interested In').selectOption('line-of-credit');
    await page.getByLabel('Comments').fill('Keep this text.');
    await page.getByLabel(/I agree to receive communications/).check();
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();

    const toast = page
      .getByRole('region', { name: 'Notifications (F8)' })
      .getByRole('status')
      .filter({ hasText: 'Request Saved on This Device' });
    await expect(toast).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Request Your Quote' }).getByText(/saved on this device/),
    ).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveValue('kept@wasatch-haulers.com');
    await expect(page.getByLabel('Comments')).toHaveValue('Keep this text.');
    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toBeEnabled();
  });
});
