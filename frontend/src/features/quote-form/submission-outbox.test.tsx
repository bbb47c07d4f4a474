import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { OUTBOX_KEY, OUTBOX_LIFETIME_MS, type OutboxEntry } from '@/lib/submission-outbox';
import { VISIT_SOURCE_KEY } from '@/lib/visit-source';
import {
  applicationCreated,
  closeLeadFormPage,
  keptQuote,
  openLeadFormPage,
  quoteCreated,
  type User,
  typedApplication,
  typedQuote,
} from '@/testing/lead-forms';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/*
 * The submission outbox and the visit's source, through the whole site as a visitor meets them
 * (docs/product.md#lead-forms): what is kept on the device, what is sent again with which key,
 * and what the visitor is told.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const serverDown = () =>
  Response.json(
    { success: false, error: 'The service is temporarily unavailable.', code: 'database_unavailable' },
    { status: 503 },
  );

type Control = ['textbox' | 'combobox' | 'spinbutton', string, string];

const quoteControls: Control[] = [
  ['textbox', 'Company Name', typedQuote.companyName],
  ['textbox', 'Contact Name', typedQuote.contactName],
  ['textbox', 'Email Address', typedQuote.email],
  ['textbox', 'Phone Number', typedQuote.phone],
  ['textbox', 'MC Number', typedQuote.mcNumber],
  ['textbox', 'DOT Number', typedQuote.dotNumber],
  ['combobox', 'Monthly Revenue', typedQuote.monthlyRevenue],
  ['combobox', 'Business Type', typedQuote.businessType],
  ['combobox', 'Years in Business', typedQuote.yearsInBusiness],
  ['spinbutton', 'Number of Trucks', typedQuote.numberOfTrucks],
  ['combobox', 'Services Interested In', typedQuote.servicesInterested],
  ['textbox', 'Comments', typedQuote.comments],
];
const applicationControls: Control[] = [
  ['textbox', 'Company Name', typedApplication.companyName],
  ['textbox', 'Contact Name', typedApplication.contactName],
  ['textbox', 'Email Address', typedApplication.email],
  ['textbox', 'Phone Number', typedApplication.phone],
  ['textbox', 'MC Number', typedApplication.mcNumber],
  ['textbox', 'DOT Number', typedApplication.dotNumber],
  ['combobox', 'Fuel Card Program', typedApplication.fuelCardTier],
  ['combobox', 'Monthly Fuel Spend', typedApplication.monthlyFuelSpend],
  ['combobox', 'Business Type', typedApplication.businessType],
  ['combobox', 'Years in Business', typedApplication.yearsInBusiness],
  ['spinbutton', 'Number of Trucks', typedApplication.numberOfTrucks],
  ['textbox', 'Primary Routes', typedApplication.primaryRoutes],
  ['textbox', 'Preferred Fuel Brands', typedApplication.preferredFuelBrands],
];

async function fill(user: User, controls: Control[]) {
  for (const [role, name, value] of controls) {
    const control = screen.getByRole(role, { name });
    if (role === 'combobox') await user.selectOptions(control, value);
    else await user.type(control, value);
  }
  await user.click(screen.getByRole('checkbox', { name: /^I agree to receive communications/ }));
}

const quoteButton = () =>
  screen.getByRole('button', { name: /Get My Free Quote|Submitting|Quote Submitted!/ });
const toastArea = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));
const keyOf = (request: Request) => request.headers.get('Idempotency-Key');
const stored = (): OutboxEntry[] =>
  JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]') as OutboxEntry[];
/** The note in the form that its submission waits on this device. */
const savedNotice = (form: string) =>
  within(screen.getByRole('form', { name: form })).findByText(/saved on this device/);
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

type Answers = Parameters<typeof mockApi>[0];

const openQuotePage = (url: string = paths.getQuote, answers: Answers = {}) =>
  openLeadFormPage(url, 'Request Your Quote', answers);

/** Any page of the site, with the API stubbed and jest's clock, as openLeadFormPage does for the forms. */
async function openPage(url: string, answers: Answers = {}) {
  jest.useFakeTimers();
  const api = mockApi(answers);
  const view = await renderApp(url);
  await act(() => loadRuntimeConfig());
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { api, user, router: view.router };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  closeLeadFormPage();
  jest.restoreAllMocks();
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
});

describe('the submission outbox', () => {
  it('sends each new submission with a fresh Idempotency-Key', async () => {
    const { api, user } = await openQuotePage(paths.getQuote, { 'POST /api/quotes': quoteCreated() });
    await fill(user, quoteControls);
    await user.click(quoteButton());
    await screen.findByRole('button', { name: 'Quote Submitted!' });
    act(() => jest.advanceTimersByTime(3_000));

    await fill(user, quoteControls);
    await user.click(quoteButton());
    await screen.findByRole('button', { name: 'Quote Submitted!' });

    const [first, second] = api.requestsTo('POST /api/quotes').map(keyOf);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('keeps a request the network lost, resends it with the same key when back online, then confirms it and forgets it', async () => {
    const { api, user } = await openQuotePage();
    await fill(user, quoteControls);

    await user.click(quoteButton());

    const form = within(screen.getByRole('form', { name: 'Request Your Quote' }));
    expect(await form.findByRole('status')).toHaveTextContent(
      "Request Saved on This Device. We couldn't reach our server, so your quote request is saved on this device. It will be sent automatically as soon as the connection is back",
    );
    const [entry] = stored();
    const firstKey = keyOf(api.requestsTo('POST /api/quotes')[0]!);
    expect(entry).toEqual({
      kind: 'quotes',
      key: firstKey,
      body: expect.objectContaining({ email: typedQuote.email, locale: 'en' }),
      savedAt: expect.any(Number),
    });
    expect(Date.now() - entry!.savedAt).toBeLessThan(60_000);

    api.answer('POST /api/quotes', quoteCreated());
    await goOnline();

    expect(await screen.findByRole('button', { name: 'Quote Submitted!' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Your quote request is in' })).toHaveTextContent(
      'Reference ID: 3f2a9c1e',
    );
    expect(toastArea().getByRole('status')).toHaveTextContent('Quote Request Submitted!');
    expect(toastArea().getByRole('status')).toHaveTextContent('Reference ID: 3f2a9c1e');
    expect(screen.getByRole('region', { name: 'Your instant estimate' })).toBeInTheDocument();
    const requests = api.requestsTo('POST /api/quotes');
    expect(requests).toHaveLength(2);
    expect(keyOf(requests[1]!)).toBe(firstKey);
    expect(await requests[1]!.clone().json()).toEqual(await requests[0]!.clone().json());
    expect(form.queryByRole('status')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
    expect(window.sessionStorage.getItem('sfc.quote-request.draft')).toBeNull();
  });

  it('keeps a request the server failed with a 5xx, and a click on submit resends it with the same key', async () => {
    const { api, user } = await openQuotePage(paths.getQuote, { 'POST /api/quotes': serverDown() });
    await fill(user, quoteControls);
    await user.click(quoteButton());
    await savedNotice('Request Your Quote');
    expect(stored()).toHaveLength(1);

    api.answer('POST /api/quotes', serverDown());
    await user.click(quoteButton());
    await waitFor(() => expect(api.requestsTo('POST /api/quotes')).toHaveLength(2));
    await waitFor(() => expect(quoteButton()).toHaveTextContent('Get My Free Quote'));
    expect(stored()).toHaveLength(1);

    api.answer('POST /api/quotes', quoteCreated());
    await user.click(quoteButton());
    await screen.findByRole('button', { name: 'Quote Submitted!' });

    const keys = api.requestsTo('POST /api/quotes').map(keyOf);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(keys).toEqual([keys[0], keys[0], keys[0]]);
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('ends once when the outbox and a click send the same request together', async () => {
    const { api, user } = await openQuotePage();
    await fill(user, quoteControls);
    await user.click(quoteButton());
    await savedNotice('Request Your Quote');

    // The click's request hangs; the outbox's, on `online`, is answered; then the click's gets a 409.
    let answerClick: (response: Response) => void = () => {};
    let calls = 0;
    api.answer('POST /api/quotes', () => {
      calls += 1;
      return calls === 1 ? new Promise<Response>((resolve) => (answerClick = resolve)) : quoteCreated();
    });
    await user.click(quoteButton());
    await waitFor(() => expect(quoteButton()).toHaveTextContent('Submitting...'));
    await goOnline();
    await screen.findByRole('button', { name: 'Quote Submitted!' });
    await act(async () =>
      answerClick(
        Response.json(
          { success: false, error: 'Still running.', code: 'idempotency_request_in_progress' },
          { status: 409 },
        ),
      ),
    );

    expect(screen.getByRole('button', { name: 'Quote Submitted!' })).toBeInTheDocument();
    expect(toastArea().getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByText(/saved on this device/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
    expect(new Set(api.requestsTo('POST /api/quotes').map(keyOf)).size).toBe(1);
  });

  it('keeps nothing when the server refuses the request (4xx) and says what to fix', async () => {
    const { user } = await openQuotePage(paths.getQuote, {
      'POST /api/quotes': Response.json(
        {
          success: false,
          error: 'Please correct these fields: email must be a valid email address.',
          code: 'validation_failed',
          fields: { email: 'invalid_email' },
        },
        { status: 400 },
      ),
    });
    await fill(user, quoteControls);

    await user.click(quoteButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem submitting your request. Please try again.',
    );
    expect(screen.queryByText(/saved on this device/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('sends what the last visit kept when the next visit starts, on a content page, with its key, and toasts the reference', async () => {
    const entry = keptQuote(60 * 60 * 1000);
    const { api } = await openPage(paths.home, { 'POST /api/quotes': quoteCreated() });

    const toast = await toastArea().findByRole('status');
    expect(toast).toHaveTextContent('Your Saved Quote Request Was Sent');
    expect(toast).toHaveTextContent(
      "We'll contact you within 1 hour during business hours. Reference ID: 3f2a9c1e",
    );
    const [request] = api.requestsTo('POST /api/quotes');
    expect(api.requestsTo('POST /api/quotes')).toHaveLength(1);
    expect(keyOf(request!)).toBe(entry.key);
    expect(await request!.json()).toEqual(entry.body);
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('sends a kept fuel card application on the next visit to the quote page, toasting it there', async () => {
    const entry: OutboxEntry = {
      kind: 'fuel-card-applications',
      key: 'f00d0000-1111-4222-8333-444455556666',
      body: { ...typedApplication, agreeToTerms: true },
      savedAt: Date.now() - 1_000,
    };
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([entry]));
    const { api } = await openQuotePage(paths.getQuote, {
      'POST /api/fuel-card-applications': applicationCreated(),
    });

    const toast = await toastArea().findByRole('status');
    expect(toast).toHaveTextContent('Your Saved Fuel Card Application Was Sent');
    expect(toast).toHaveTextContent('Reference ID: 9c1e4b2a');
    expect(keyOf(api.requestsTo('POST /api/fuel-card-applications')[0]!)).toBe(entry.key);
    // The quote form on the page is not the one that sent it: it stays as it was.
    expect(screen.queryByRole('region', { name: 'Your quote request is in' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('keeps it for the visit after when the server still fails', async () => {
    const entry = keptQuote(1_000);
    const { api } = await openPage(paths.home, { 'POST /api/quotes': serverDown() });

    await waitFor(() => expect(api.requestsTo('POST /api/quotes')).toHaveLength(1));
    await act(async () => {});
    expect(stored()).toEqual([entry]);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
  });

  it('forgets it and says so when the server refuses it for good (4xx)', async () => {
    keptQuote(1_000);
    await openPage(paths.home, {
      'POST /api/quotes': Response.json(
        { success: false, error: 'Please correct these fields.', code: 'validation_failed' },
        { status: 400 },
      ),
    });

    const toast = await toastArea().findByRole('alert');
    expect(toast).toHaveTextContent('Saved Quote Request Not Accepted');
    expect(toast).toHaveTextContent('Please fill in the form again or give us a call.');
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it("never sends one older than the key's 24 hours: it is removed and the visitor told", async () => {
    keptQuote(OUTBOX_LIFETIME_MS + 1);
    const { api } = await openPage(paths.home, { 'POST /api/quotes': quoteCreated() });

    const toast = await toastArea().findByRole('alert');
    expect(toast).toHaveTextContent('Saved Quote Request Not Sent');
    expect(toast).toHaveTextContent('could not be sent within 24 hours, so we removed it');
    expect(api.requestsTo('POST /api/quotes')).toHaveLength(0);
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('keeps a fuel card application the network lost and sends it when back online', async () => {
    const { api, user } = await openLeadFormPage(
      paths.fuelCardApplication,
      'Apply for the Fleet Fuel Card',
      {},
    );
    await fill(user, applicationControls);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await savedNotice('Apply for the Fleet Fuel Card');

    api.answer('POST /api/fuel-card-applications', applicationCreated());
    await goOnline();

    expect(await screen.findByRole('button', { name: 'Application Submitted!' })).toBeDisabled();
    const [first, second] = api.requestsTo('POST /api/fuel-card-applications').map(keyOf);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });
});

describe("the visit's source", () => {
  const setReferrer = (referrer: string) =>
    Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  afterEach(() => setReferrer(''));

  it('is taken from the first page only and sent with a quote request from another page', async () => {
    setReferrer('https://www.google.com/');
    const { api, user, router } = await openPage('/?utm_source=google&utm_medium=cpc&utm_campaign=x');
    act(() => void router.navigate(`${paths.resources}?utm_source=newsletter`));
    act(() => void router.navigate(paths.getQuote));
    await screen.findByRole('heading', { level: 2, name: 'Request Your Quote' });
    api.answer('POST /api/quotes', quoteCreated());

    await fill(user, quoteControls);
    await user.click(quoteButton());
    await screen.findByRole('button', { name: 'Quote Submitted!' });

    expect(await api.lastBody('POST /api/quotes')).toMatchObject({
      locale: 'en',
      source: {
        landingPath: '/',
        referrer: 'https://www.google.com/',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'x',
      },
    });
    expect(JSON.parse(window.sessionStorage.getItem(VISIT_SOURCE_KEY)!)).not.toHaveProperty('utmTerm');
  });

  it('is sent with a fuel card application, each value cut to 200 characters, the site itself no referrer', async () => {
    setReferrer(`${window.location.origin}/resources`);
    const long = 'a'.repeat(250);
    const { api, user } = await openLeadFormPage(
      `${paths.fuelCardApplication}?utm_term=${long}&utm_content=ad-b`,
      'Apply for the Fleet Fuel Card',
      { 'POST /api/fuel-card-applications': applicationCreated() },
    );
    await fill(user, applicationControls);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('button', { name: 'Application Submitted!' });

    expect(await api.lastBody('POST /api/fuel-card-applications')).toMatchObject({
      locale: 'en',
      source: { landingPath: '/fuel-card-application', utmTerm: 'a'.repeat(200), utmContent: 'ad-b' },
    });
    expect(
      ((await api.lastBody('POST /api/fuel-card-applications')) as { source: object }).source,
    ).not.toHaveProperty('referrer');
  });

  it('is neither kept nor sent under Global Privacy Control', async () => {
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl = true;
    setReferrer('https://www.google.com/');
    const { api, user } = await openQuotePage(`${paths.getQuote}?utm_source=google`, {
      'POST /api/quotes': quoteCreated(),
    });
    await fill(user, quoteControls);
    await user.click(quoteButton());
    await screen.findByRole('button', { name: 'Quote Submitted!' });

    const body = await api.lastBody('POST /api/quotes');
    expect(body).toMatchObject({ locale: 'en' });
    expect(body).not.toHaveProperty('source');
    expect(window.sessionStorage.getItem(VISIT_SOURCE_KEY)).toBeNull();
  });
});
