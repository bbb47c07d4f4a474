import type { Locator, Page } from '@playwright/test';
import {
  estimateExampleInputs,
  estimateFee,
  feeInPlainWords,
  formatUsd,
  type EstimateAnswers,
} from '@trucking-finance/contracts';
import { expect, test } from './support/fixtures';
import { fillQuote } from './support/lead-form';
import { typeBeforeHydration } from './support/slow-scripts';

/*
 * The conversion tools of docs/product.md in Chromium, against the built server: the instant estimate
 * after a quote request, the application status lookup, and "Find my company" against the fake
 * QCMobile (FMCSA) server e2e/playwright.config.ts starts beside the site.
 */

/** Answers that move the estimate off the defaults, so a range taken from nowhere would not match. */
const answers = {
  monthlyRevenue: '100k-250k',
  yearsInBusiness: '6-10',
  businessType: 'small-fleet',
  numberOfTrucks: 6,
  servicesInterested: 'factoring',
} as const satisfies EstimateAnswers;

const NOT_FOUND =
  'We could not find an application with that reference and email address. Please check both and try again.';

/** Fills and sends the open /get-quote with `answers`; resolves to the reference the confirmation shows. */
async function sendQuote(page: Page, email: string): Promise<string> {
  const form = page.getByRole('form', { name: 'Request Your Quote' });
  await fillQuote(form, {
    ...answers,
    email,
    comments: 'Six dry vans out of Ogden; most brokers pay in 30 to 45 days.',
  });
  await form.getByRole('button', { name: 'Get My Free Quote' }).click();

  const panel = page.getByRole('region', { name: 'Your quote request is in' });
  await expect(panel).toContainText(/Reference ID: [0-9a-f]{8}/);
  return /Reference ID: ([0-9a-f]{8})/.exec((await panel.textContent()) ?? '')![1]!;
}

/** Looks a request up on /application-status as the applicant would. */
async function checkStatus(
  page: Page,
  waitForHydration: () => Promise<void>,
  reference: string,
  email: string,
): Promise<void> {
  await page.goto('/application-status');
  // Typing before the page hydrates has a test of its own; this one is about the lookup.
  await waitForHydration();
  const form = page.getByRole('form', { name: 'Check your application status' });
  await form.getByLabel('Reference ID').fill(reference);
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Check Status' }).click();
}

/** Types `dot` into the DOT Number field of `form` and asks for "Find my company", as a visitor would. */
async function findMyCompany(form: Page | Locator, dot: string): Promise<void> {
  await form.getByLabel('DOT Number').fill(dot);
  await form.getByRole('button', { name: 'Find my company' }).click();
}

test.describe('The instant estimate after a quote request', () => {
  test('shows the fee range for the answers, says it is an estimate, puts the fee in plain words, links the status page', async ({
    page,
    waitForHydration,
    consoleErrors,
    seriousAccessibilityViolations,
  }) => {
    await page.goto('/get-quote');
    await waitForHydration();
    const reference = await sendQuote(page, `estimate.${Date.now()}@ogden-vans.com`);

    const estimate = page.getByRole('region', { name: 'Your instant estimate' });
    await expect(estimate).toBeVisible();
    const { low, high } = estimateFee(answers);
    expect(low).not.toBe(high);
    // Beside the reference the visitor was given.
    await expect(estimate.getByRole('definition').first()).toHaveText(reference);
    await expect(estimate).toContainText(
      `Estimated fee per invoice${low.toFixed(1)}% to ${high.toFixed(1)}% per 30 days`,
    );
    await expect(estimate).toContainText('This is an estimate worked out from your answers, not an offer.');
    await expect(estimate).toContainText(
      'Your final rate depends on the credit of the brokers and shippers you haul for, your freight, volume and payment terms',
    );
    // The fee in plain words on the example load, at the top of the range.
    const words = feeInPlainWords(estimateExampleInputs({ low, high }));
    await expect(estimate).toContainText(
      `On a ${formatUsd(words.invoice)} invoice, ${formatUsd(words.today)} arrives today and ${formatUsd(words.later)} when the broker pays in ${words.paymentTerms} days. The fee is ${formatUsd(words.fee)}`,
    );
    await expect(estimate).toContainText("the figure to compare with a loan's APR");
    await expect(estimate.getByRole('link', { name: 'check where your request stands' })).toHaveAttribute(
      'href',
      '/application-status',
    );

    // It stays once the form clears, and passes axe with it shown.
    await expect(page.getByLabel('Company Name')).toHaveValue('', { timeout: 10_000 });
    await expect(estimate).toBeVisible();
    expect(await seriousAccessibilityViolations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('The application status lookup', () => {
  test('shows a sent request as received with its date, then in review once staff qualify it', async ({
    page,
    waitForHydration,
    consoleErrors,
    seriousAccessibilityViolations,
    adminApi,
  }) => {
    const email = `status.${Date.now()}@ogden-vans.com`;
    await page.goto('/get-quote');
    await waitForHydration();
    const reference = await sendQuote(page, email);

    // Typed as people do: in capitals, the email with other case and spaces.
    await checkStatus(page, waitForHydration, reference.toUpperCase(), `  ${email.toUpperCase()} `);
    const result = page.getByRole('heading', { name: 'Your application', level: 3 }).locator('..');
    await expect(result).toContainText('RequestQuote request');
    await expect(result).toContainText('StatusReceived');
    await expect(result).toContainText('We have your request and will be in touch soon.');
    const { quotes } = await adminApi.get(`/api/quotes/email/${email}`);
    const [quote] = quotes as { id: string; submittedAt: string }[];
    expect(quote!.id.startsWith(reference)).toBe(true);
    const sentOn = await page.evaluate(
      (iso) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso)),
      quote!.submittedAt,
    );
    await expect(result).toContainText(`Sent on ${sentOn}`);
    expect(await seriousAccessibilityViolations()).toEqual([]);

    // Staff qualifying the lead reads as "in review" to the applicant.
    expect((await adminApi.patch(`/api/quotes/${quote!.id}`, { status: 'qualified' })).status()).toBe(200);
    await checkStatus(page, waitForHydration, reference, email);
    await expect(result).toContainText('StatusIn review');
    await expect(result).toContainText('Our team is reviewing your application.');
    expect(consoleErrors).toEqual([]);
  });

  test("keeps what a visitor typed before the page's script ran", async ({
    page,
    waitForHydration,
    consoleErrors,
  }) => {
    await typeBeforeHydration(page, waitForHydration, '/application-status', {
      reference: '3f2a9c1e',
      email: 'early.bird@ogden-vans.com',
    });
    const lookup = page.getByRole('form', { name: 'Check your application status' });
    await expect(lookup.getByLabel('Reference ID')).toHaveValue('3f2a9c1e');
    await expect(lookup.getByLabel('Email address')).toHaveValue('early.bird@ogden-vans.com');
    // The form knows them too: its checks find both fields filled in.
    await lookup.getByLabel('Reference ID').focus();
    await lookup.getByLabel('Email address').focus();
    await lookup.getByLabel('Email address').blur();
    await expect(lookup.getByLabel('Reference ID')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter your reference ID')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('answers a wrong email and a wrong reference with the same neutral sentence', async ({
    page,
    waitForHydration,
    seriousAccessibilityViolations,
  }) => {
    const email = `neutral.${Date.now()}@ogden-vans.com`;
    await page.goto('/get-quote');
    await waitForHydration();
    const reference = await sendQuote(page, email);
    const wrongReference = reference.replace(/^./, (first) => (first === '0' ? '1' : '0'));

    const answers: string[] = [];
    for (const [ref, mail] of [
      [reference, `someone.else.${Date.now()}@ogden-vans.com`],
      [wrongReference, email],
    ] as const) {
      await checkStatus(page, waitForHydration, ref, mail);
      const alert = page.getByRole('alert').filter({ hasText: 'could not find' });
      await expect(alert).toHaveText(NOT_FOUND);
      answers.push((await alert.textContent()) ?? '');
      await expect(page.getByText('Status', { exact: true })).toHaveCount(0);
    }
    expect(answers[0]).toBe(answers[1]);
    expect(await seriousAccessibilityViolations()).toEqual([]);
  });

  test('is linked from the client login page', async ({ page, waitForHydration }) => {
    await page.goto('/client-login');
    await waitForHydration();
    const link = page.getByRole('main').getByRole('link', { name: 'Check your application status' });
    await expect(link).toHaveAttribute('href', '/application-status');
    await link.click();
    await expect(page).toHaveURL(/\/application-status$/);
    await expect(page.getByRole('heading', { name: 'Where is my application?' })).toBeVisible();
  });
});

test.describe('Find my company (FMCSA through the server)', () => {
  test('fills company name, MC number and trucks from a known DOT number on /get-quote; they stay editable', async ({
    page,
    waitForHydration,
    consoleErrors,
    seriousAccessibilityViolations,
  }) => {
    await page.goto('/get-quote');
    await waitForHydration();
    const form = page.getByRole('form', { name: 'Request Your Quote' });
    await findMyCompany(form, '1234567');

    // The fake FMCSA's carrier 1234567 (backend/test/support/fake-qcmobile.ts).
    await expect(form.getByRole('status')).toHaveText(
      'Found RIDGELINE FREIGHT LLC (SALT LAKE CITY, UT) at FMCSA. We filled in what they have on file; please check it and change anything that is not right.',
    );
    await expect(form.getByLabel('Company Name')).toHaveValue('RIDGELINE FREIGHT LLC');
    await expect(form.getByLabel('MC Number')).toHaveValue('MC-123456');
    await expect(form.getByLabel('Number of Trucks')).toHaveValue('6');
    expect(await seriousAccessibilityViolations()).toEqual([]);

    for (const [label, typed] of [
      ['Company Name', 'Ridgeline Freight'],
      ['MC Number', 'MC-654321'],
      ['Number of Trucks', '7'],
    ] as const) {
      const field = form.getByLabel(label);
      await expect(field).toBeEditable();
      await field.fill(typed);
      await expect(field).toHaveValue(typed);
    }
    expect(consoleErrors).toEqual([]);
  });

  test.describe('with an unknown number', () => {
    // The browser logs the lookup's 404 answer.
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test('says plainly when FMCSA has no carrier with the number, and leaves the fields as they were', async ({
      page,
      waitForHydration,
      seriousAccessibilityViolations,
      consoleErrors,
    }) => {
      await page.goto('/get-quote');
      await waitForHydration();
      const form = page.getByRole('form', { name: 'Request Your Quote' });
      await form.getByLabel('Company Name').fill('Wasatch Haulers');
      await findMyCompany(form, '9999999');

      await expect(form.getByRole('status')).toHaveText(
        'FMCSA has no carrier with DOT number 9999999. Please check the number, or fill in your details yourself.',
      );
      await expect(form.getByLabel('Company Name')).toHaveValue('Wasatch Haulers');
      await expect(form.getByLabel('MC Number')).toHaveValue('');
      expect(await seriousAccessibilityViolations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });

  test('is on /fuel-card-application too, and fills the same fields there', async ({
    page,
    waitForHydration,
    seriousAccessibilityViolations,
  }) => {
    await page.goto('/fuel-card-application');
    await waitForHydration();
    await findMyCompany(page, '7654321');

    await expect(page.getByLabel('Company Name')).toHaveValue('SOLO HAUL INC');
    await expect(page.getByLabel('Number of Trucks')).toHaveValue('1');
    // FMCSA lists no MC number for this carrier: the field is left for the visitor.
    await expect(page.getByLabel('MC Number')).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: 'Found SOLO HAUL INC' })).toBeVisible();
    expect(await seriousAccessibilityViolations()).toEqual([]);
  });
});
