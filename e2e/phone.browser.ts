import { quoteRequest } from '@trucking-finance/contracts/testing';
import { expect, test } from './support/fixtures';

/*
 * The phone-first visitor (docs/product.md#phones-and-small-screens): call in one tap from the
 * header and the side menu, a call bar that never covers the submit button or the toast, phone
 * keypads, and a confirmation that stays after a quote is sent.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const CALL_NAME = 'Call (801) 555-0199';

test.describe('on a phone (390 px)', () => {
  test.use(PHONE);

  test('calls in one tap from the header, the side menu and the call bar', async ({
    page,
    waitForHydration,
  }) => {
    await page.goto('/why-us');
    await waitForHydration();

    const headerCall = page.getByRole('banner').getByRole('link', { name: CALL_NAME });
    await expect(headerCall).toBeVisible();
    await expect(headerCall).toHaveAttribute('href', 'tel:+18015550199');
    const bar = page.getByRole('link', { name: 'Call us (801) 555-0199' });
    await expect(bar).toBeVisible();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(844, 0);

    await page.getByRole('button', { name: 'Menu' }).click();
    const menuCall = page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: CALL_NAME });
    await expect(menuCall).toBeVisible();
    await expect(menuCall).toHaveAttribute('href', 'tel:+18015550199');
  });

  test('the call bar covers neither the submit button nor the toast; the confirmation stays', async ({
    page,
    waitForHydration,
  }) => {
    await page.goto('/get-quote');
    await waitForHydration();
    const quote = quoteRequest({ email: 'call-bar@wasatch-haulers.com' });
    const form = page.getByRole('form', { name: 'Request Your Quote' });
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('inputmode', 'tel');
    await expect(form.getByLabel('MC Number')).toHaveAttribute('inputmode', 'numeric');
    await expect(form.getByLabel('DOT Number')).toHaveAttribute('inputmode', 'numeric');
    await expect(form.getByLabel('Number of Trucks')).toHaveAttribute('inputmode', 'numeric');

    await form.getByLabel('Company Name').fill(quote.companyName);
    await form.getByLabel('Contact Name').fill(quote.contactName);
    await form.getByLabel('Email Address').fill(quote.email);
    await form.getByLabel('Phone Number').fill(quote.phone);
    await form.getByLabel('MC Number').fill(quote.mcNumber);
    await form.getByLabel('DOT Number').fill(quote.dotNumber);
    await form.getByLabel('Monthly Revenue').selectOption(quote.monthlyRevenue);
    await form.getByLabel('Business Type').selectOption(quote.businessType);
    await form.getByLabel('Years in Business').selectOption(quote.yearsInBusiness);
    await form.getByLabel('Number of Trucks').fill(String(quote.numberOfTrucks));
    await form.getByLabel('Services Interested In').selectOption(quote.servicesInterested);
    await form.getByLabel('Comments').fill(quote.comments);
    await form.getByRole('checkbox').check();

    // Scrolled so the button is as low as the page lets it sit: the bar must still leave it clear.
    const submit = form.getByRole('button', { name: 'Get My Free Quote' });
    await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const bar = page.getByRole('link', { name: 'Call us (801) 555-0199' });
    const barTop = (await bar.boundingBox())!.y;
    const submitBox = (await submit.boundingBox())!;
    expect(submitBox.y + submitBox.height).toBeLessThanOrEqual(barTop);

    await submit.click();

    const toast = page
      .getByRole('region', { name: 'Notifications (F8)' })
      .getByRole('status')
      .filter({ hasText: 'Quote Request Submitted!' });
    await expect(toast).toContainText('Reference ID:');
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barTop);

    const panel = page.getByRole('region', { name: 'Your quote request is in' });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(/Reference ID: [0-9a-f]{8}/);
    await expect(panel).toContainText(/Expect our call/);
    // The form clears after 3 s; the confirmation stays.
    await expect(form.getByLabel('Company Name')).toHaveValue('');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: CALL_NAME })).toBeFocused();
  });
});

test.describe('on a laptop (1366 px)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('has the call link in the header, and no call bar', async ({ page, waitForHydration }) => {
    await page.goto('/');
    await waitForHydration();
    await expect(page.getByRole('banner').getByRole('link', { name: CALL_NAME })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call us (801) 555-0199' })).toBeHidden();
  });
});
