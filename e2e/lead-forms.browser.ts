import type { Browser, Page } from 'playwright-core';
import { adminGet } from './support/admin';
import { collectErrors, launch, newContext } from './support/browser';

async function fillContact(page: Page, email: string): Promise<void> {
  await page.getByLabel('Company Name').fill('Wasatch Haulers LLC');
  await page.getByLabel('Contact Name').fill('Jordan Ellis');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('(801) 555-0134');
  await page.getByLabel('MC Number').fill('MC-1234567');
  await page.getByLabel('DOT Number').fill('3456789');
  await page.getByLabel('Business Type').selectOption('small-fleet');
  await page.getByLabel('Years in Business').selectOption('3-5');
  await page.getByLabel('Number of Trucks').fill('6');
}

/** The reference the success toast shows: "… Reference ID: 1a2b3c4d". */
async function referenceFromToast(page: Page, title: string): Promise<string> {
  const toast = page.getByRole('status').filter({ hasText: title });
  await toast.waitFor();
  const text = (await toast.textContent()) ?? '';
  expect(text).toContain("We'll contact you within 1 hour during business hours. Reference ID: ");
  return /Reference ID: ([0-9a-f]{8})/.exec(text)?.[1] ?? '';
}

describe('The lead forms in Chromium, into the database', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('sends a quote request from /get-quote, shows its reference and clears the form after 3 s', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/get-quote');

    await fillContact(page, 'jordan@wasatch-haulers.com');
    await page.getByLabel('Monthly Revenue').selectOption('50k-100k');
    await page.getByLabel('Services Interested In').selectOption('factoring');
    await page.getByLabel('Comments').fill('Six reefers, Salt Lake to Phoenix, brokers pay in 45 days.');
    const submit = page.getByRole('button', { name: 'Get My Free Quote' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByLabel(/I agree to receive communications/).check();
    await submit.click();

    const reference = await referenceFromToast(page, 'Quote Request Submitted!');
    await page.getByRole('button', { name: 'Quote Submitted!' }).waitFor();
    const { quotes } = await adminGet(page, '/api/quotes/email/jordan@wasatch-haulers.com');
    expect(quotes).toEqual([
      expect.objectContaining({
        companyName: 'Wasatch Haulers LLC',
        numberOfTrucks: 6,
        servicesInterested: 'factoring',
        monthlyRevenue: '50k-100k',
      }),
    ]);
    expect((quotes as { id: string }[])[0]!.id.slice(0, 8)).toBe(reference);

    await page.getByRole('button', { name: 'Get My Free Quote' }).waitFor({ timeout: 5_000 });
    await expect(page.getByLabel('Company Name').inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a fleet fuel card application from /fuel-card-application?tier=fleet', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/fuel-card-application?tier=fleet');

    // The preset applies once the page has hydrated.
    await page.waitForFunction(() =>
      document
        .querySelector<HTMLTextAreaElement>('textarea[name="comments"]')
        ?.value.includes('Fleet fuel card'),
    );
    await expect(page.getByRole('combobox', { name: /Fuel Card Program/ }).inputValue()).resolves.toBe(
      'fleet',
    );
    await fillContact(page, 'fuel@wasatch-haulers.com');
    await page.getByLabel('Monthly Fuel Spend').selectOption('10k-20k');
    await page.getByLabel('Primary Routes').fill('I-15 and I-80');
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await page.getByLabel(/I agree to receive communications/).check();
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Preferred Fuel Brands').fill("Pilot Flying J, Love's");
    await submit.click();

    const reference = await referenceFromToast(page, 'Fuel Card Application Submitted!');
    const { applications } = await adminGet(
      page,
      '/api/fuel-card-applications/email/fuel@wasatch-haulers.com',
    );
    expect(applications).toEqual([
      expect.objectContaining({ fuelCardTier: 'fleet', numberOfTrucks: '6', primaryRoutes: 'I-15 and I-80' }),
    ]);
    expect((applications as { id: string }[])[0]!.id.slice(0, 8)).toBe(reference);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every typed value and shows the error toast when the server refuses the quote', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/api/quotes', (route) =>
      route.fulfill({ status: 503, json: { success: false, error: 'The database is unavailable.' } }),
    );
    await page.goto('/get-quote');
    await fillContact(page, 'kept@wasatch-haulers.com');
    await page.getByLabel('Monthly Revenue').selectOption('under-25k');
    await page.getByLabel('Services Interested In').selectOption('line-of-credit');
    await page.getByLabel('Comments').fill('Keep this text.');
    await page.getByLabel(/I agree to receive communications/).check();
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();

    const toast = page
      .getByRole('alert')
      .filter({ hasText: 'There was a problem submitting your request. Please try again.' });
    await toast.waitFor();
    await expect(page.getByLabel('Email Address').inputValue()).resolves.toBe('kept@wasatch-haulers.com');
    await expect(page.getByLabel('Comments').inputValue()).resolves.toBe('Keep this text.');
    await expect(page.getByRole('button', { name: 'Get My Free Quote' }).isEnabled()).resolves.toBe(true);
    await context.close();
  });
});
