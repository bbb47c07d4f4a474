import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { resetAnalytics, startAnalytics } from '@/lib/analytics';
import type { mockApi } from '@/testing/mock-api';
import {
  closeLeadFormPage,
  leadContactField,
  openLeadFormPage,
  optionsOf,
  quoteCreated,
  type User,
  typedQuote,
} from '@/testing/lead-forms';

/** Every field of the quote form, by its visible label. */
const field = {
  ...leadContactField,
  monthlyRevenue: () => screen.getByRole('combobox', { name: 'Monthly Revenue' }),
  businessType: () => screen.getByRole('combobox', { name: 'Business Type' }),
  yearsInBusiness: () => screen.getByRole('combobox', { name: 'Years in Business' }),
  numberOfTrucks: () => screen.getByRole('spinbutton', { name: 'Number of Trucks' }),
  servicesInterested: () => screen.getByRole('combobox', { name: 'Services Interested In' }),
  comments: () => screen.getByRole('textbox', { name: 'Comments' }),
};
const terms = () =>
  screen.getByRole('checkbox', {
    name: 'I agree to receive communications from Summit Freight Capital and understand that requesting a quote is not a commitment to factor.',
  });
const submitButton = () =>
  screen.getByRole('button', { name: /Get My Free Quote|Submitting\.\.\.|Quote Submitted!/ });
const textFields = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'mcNumber',
  'dotNumber',
  'numberOfTrucks',
  'comments',
] as const;
const choiceFields = ['monthlyRevenue', 'businessType', 'yearsInBusiness', 'servicesInterested'] as const;

async function fillQuote(user: User, values = typedQuote) {
  for (const name of textFields) await user.type(field[name](), values[name]);
  for (const name of choiceFields) await user.selectOptions(field[name](), values[name]);
  await user.click(terms());
}

function expectFormToHold(values: Record<keyof typeof field, string>) {
  for (const name of textFields) {
    if (name !== 'numberOfTrucks') expect(field[name]()).toHaveValue(values[name]);
  }
  // A number input's value reads as a number, or null when empty.
  expect(field.numberOfTrucks()).toHaveValue(values.numberOfTrucks ? Number(values.numberOfTrucks) : null);
  for (const name of choiceFields) expect(field[name]()).toHaveValue(values[name]);
}

const blankQuote = Object.fromEntries(Object.keys(typedQuote).map((name) => [name, ''])) as typeof typedQuote;

/** Renders /get-quote with the API stubbed and jest's clock, as the 3-second reset needs. */
const openQuotePage = (url: string = paths.getQuote, answers: Parameters<typeof mockApi>[0] = {}) =>
  openLeadFormPage(url, 'Request Your Quote', answers);

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  closeLeadFormPage();
  resetAnalytics();
});

describe('quote form', () => {
  it('asks for every field of the spec, each labelled and required, with the spec option lists', async () => {
    await openQuotePage();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get Your Free Quote');
    for (const control of Object.values(field)) expect(control()).toBeRequired();
    expect(terms()).toBeRequired();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.numberOfTrucks()).toHaveAttribute('type', 'number');
    expect(field.comments().tagName).toBe('TEXTAREA');

    expect(optionsOf(field.monthlyRevenue())).toEqual([
      ['', 'Select an option'],
      ['under-25k', 'Under $25,000'],
      ['25k-50k', '$25,000 - $50,000'],
      ['50k-100k', '$50,000 - $100,000'],
      ['100k-250k', '$100,000 - $250,000'],
      ['250k-500k', '$250,000 - $500,000'],
      ['over-500k', 'Over $500,000'],
    ]);
    expect(optionsOf(field.businessType())).toEqual([
      ['', 'Select an option'],
      ['owner-operator', 'Owner-Operator'],
      ['small-fleet', 'Small Fleet (2-10 trucks)'],
      ['medium-fleet', 'Medium Fleet (11-50 trucks)'],
      ['large-fleet', 'Large Fleet (50+ trucks)'],
      ['freight-broker', 'Freight Broker'],
      ['logistics', 'Logistics Company'],
    ]);
    expect(optionsOf(field.yearsInBusiness())).toEqual([
      ['', 'Select an option'],
      ['startup', 'Startup (less than 1 year)'],
      ['1-2', '1-2 years'],
      ['3-5', '3-5 years'],
      ['6-10', '6-10 years'],
      ['over-10', 'Over 10 years'],
    ]);
    // The five services; a fuel card program only when the address asks for it.
    expect(optionsOf(field.servicesInterested())).toEqual([
      ['', 'Select an option'],
      ['factoring', 'Invoice Factoring'],
      ['line-of-credit', 'Line of Credit'],
      ['fuel-cards', 'Fuel Cards'],
      ['factoring-credit', 'Factoring + Line of Credit'],
      ['all-services', 'All Services'],
    ]);
  });

  it('shows the phone with its hours, the federal holiday notice and the response cards', async () => {
    await openQuotePage();
    const sidebar = screen.getByRole('complementary', { name: 'Talk to us' });

    expect(within(sidebar).getByRole('link', { name: '(801) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+18015550199',
    );
    expect(within(sidebar).getByText('Monday-Friday 7 AM-3 PM MST')).toBeInTheDocument();
    expect(within(sidebar).getByRole('heading', { name: 'Federal Holiday Notice' })).toBeInTheDocument();
    expect(sidebar).toHaveTextContent(/No funds are sent, received or processed on federal holidays/);
    expect(sidebar).toHaveTextContent(/move to the next business day/);
    expect(within(sidebar).getByRole('heading', { name: 'Quick Response' })).toBeInTheDocument();
    expect(sidebar).toHaveTextContent(/within 1 hour during business hours/);
    expect(within(sidebar).getByRole('heading', { name: 'Fast Funding' })).toBeInTheDocument();
  });

  it('brings up the right phone keyboard and autofill for each contact field', async () => {
    await openQuotePage();

    const expected = {
      companyName: [null, 'organization'],
      contactName: [null, 'name'],
      email: [null, 'email'],
      phone: ['tel', 'tel'],
      mcNumber: ['numeric', 'off'],
      dotNumber: ['numeric', 'off'],
      numberOfTrucks: ['numeric', null],
    } as const;
    for (const [name, [inputMode, autoComplete]] of Object.entries(expected)) {
      const input = field[name as keyof typeof expected]();
      expect([name, input.getAttribute('inputmode'), input.getAttribute('autocomplete')]).toEqual([
        name,
        inputMode,
        autoComplete,
      ]);
    }
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.phone()).toHaveAttribute('type', 'tel');
  });

  it('keeps submit disabled while the terms are unticked', async () => {
    const { user } = await openQuotePage();

    expect(submitButton()).toHaveTextContent('Get My Free Quote');
    expect(submitButton()).toBeDisabled();
    await user.click(terms());
    expect(submitButton()).toBeEnabled();
    await user.click(terms());
    expect(submitButton()).toBeDisabled();
  });

  it('presets the fuel card program and a statement of interest from ?service=fuel-card&tier=fleet', async () => {
    await openQuotePage(`${paths.getQuote}?service=fuel-card&tier=fleet`);

    expect(await screen.findByRole('option', { name: 'Fleet Fuel Card Program' })).toHaveValue(
      'fuel-card-fleet',
    );
    expect(field.servicesInterested()).toHaveValue('fuel-card-fleet');
    expect(field.comments()).toHaveValue("I'm interested in the Fleet fuel card program.");
  });

  it.each([`?service=fuel-card&tier=gold`, `?tier=fleet`, `?service=factoring&tier=fleet`])(
    'ignores presets it does not know (%s)',
    async (query) => {
      await openQuotePage(`${paths.getQuote}${query}`);

      expect(screen.queryByRole('option', { name: 'Fleet Fuel Card Program' })).not.toBeInTheDocument();
      expect(field.servicesInterested()).toHaveValue('');
      expect(field.comments()).toHaveValue('');
    },
  );

  it('sends the typed request, shows each state, confirms with the reference and clears the form after 3 seconds', async () => {
    let answer: (response: Response) => void = () => {};
    const { api, user } = await openQuotePage(paths.getQuote, {
      'POST /api/quotes': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await fillQuote(user);

    await user.click(submitButton());

    // The form checks the fields before it sends, which settles a moment after the click.
    await waitFor(() => expect(submitButton()).toHaveTextContent('Submitting...'));
    expect(submitButton()).toBeDisabled();
    // With the page's language and where the visit started (this page, with no campaign or referrer).
    expect(await api.lastBody('POST /api/quotes')).toEqual({
      ...typedQuote,
      numberOfTrucks: 6,
      agreeToTerms: true,
      locale: 'en',
      source: { landingPath: '/get-quote' },
    });

    await act(async () => answer(quoteCreated()));

    expect(await screen.findByRole('button', { name: 'Quote Submitted!' })).toBeDisabled();
    const toast = within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByRole('status');
    expect(toast).toHaveTextContent('Quote Request Submitted!');
    expect(toast).toHaveTextContent(
      "We'll contact you within 1 hour during business hours. Reference ID: 3f2a9c1e",
    );
    expect(api.requestsTo('POST /api/quotes')).toHaveLength(1);

    act(() => jest.advanceTimersByTime(2_900));
    expectFormToHold(typedQuote);
    expect(submitButton()).toHaveTextContent('Quote Submitted!');

    act(() => jest.advanceTimersByTime(100));
    expectFormToHold(blankQuote);
    expect(terms()).not.toBeChecked();
    expect(submitButton()).toHaveTextContent('Get My Free Quote');
    // The draft is gone; only the visit's source stays in this tab.
    expect(Object.keys(window.sessionStorage)).toEqual(['sfc.visit-source']);
    expect(window.localStorage.getItem('sfc.submission-outbox')).toBeNull();
  });

  it('shows the instant estimate beside the reference, plainly an estimate, with the fee in plain words', async () => {
    const { user } = await openQuotePage(paths.getQuote, { 'POST /api/quotes': quoteCreated() });
    await fillQuote(user);

    await user.click(submitButton());

    const estimate = await screen.findByRole('region', { name: 'Your instant estimate' });
    expect(within(estimate).getByText('Reference ID').nextElementSibling).toHaveTextContent('3f2a9c1e');
    expect(within(estimate).getByText('Estimated fee per invoice').nextElementSibling).toHaveTextContent(
      '1.6% to 2.2% per 30 days',
    );
    expect(estimate).toHaveTextContent(/This is an estimate worked out from your answers, not an offer\./);
    expect(estimate).toHaveTextContent(/depends on the credit of the brokers and shippers you haul for/);
    expect(estimate).toHaveTextContent(
      'On a $5,000.00 invoice, $4,500.00 arrives today and $390.00 when the broker pays in 30 days. The fee is $110.00, which works out to 29.74% a year on the money advanced',
    );

    expect(within(estimate).getByRole('link', { name: 'check where your request stands' })).toHaveAttribute(
      'href',
      '/application-status',
    );

    // It stays after the form clears, so the visitor can still read it.
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByRole('region', { name: 'Your instant estimate' })).toBeInTheDocument();
  });

  describe('the lasting confirmation', () => {
    const panel = () => screen.getByRole('region', { name: 'Your quote request is in' });

    it('stays after the toast and the 3 s reset, with the reference, the next steps, when to expect the call and the number', async () => {
      const { user } = await openQuotePage(paths.getQuote, { 'POST /api/quotes': quoteCreated() });
      // Tuesday 2026-11-17, 10:15 AM in Denver (MST): inside business hours.
      jest.setSystemTime(new Date('2026-11-17T17:15:00Z'));
      await fillQuote(user);

      await user.click(submitButton());

      await screen.findByRole('button', { name: 'Quote Submitted!' });
      expect(panel()).toHaveFocus();
      expect(panel()).toHaveTextContent('Reference ID: 3f2a9c1e');
      expect(panel()).toHaveTextContent('Expect our call by 11:15 AM MST today.');
      expect(within(panel()).getAllByRole('listitem')).toHaveLength(3);
      expect(within(panel()).getByRole('link', { name: 'Call (801) 555-0199' })).toHaveAttribute(
        'href',
        'tel:+18015550199',
      );

      act(() => jest.advanceTimersByTime(10_000));
      expectFormToHold(blankQuote);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(panel()).toHaveTextContent('Reference ID: 3f2a9c1e');

      // Typing into the cleared form starts a new request.
      await user.type(field.companyName(), 'N');
      expect(screen.queryByRole('region', { name: 'Your quote request is in' })).not.toBeInTheDocument();
    });

    it('on a Friday afternoon says the office is closed and names Monday morning; the button starts over', async () => {
      const { user } = await openQuotePage(paths.getQuote, { 'POST /api/quotes': quoteCreated() });
      // Friday 2026-11-20, 4:10 PM in Denver.
      jest.setSystemTime(new Date('2026-11-20T23:10:00Z'));
      await fillQuote(user);

      await user.click(submitButton());

      await screen.findByRole('button', { name: 'Quote Submitted!' });
      expect(panel()).toHaveTextContent(
        'Our office is closed now (business hours are Monday-Friday 7 AM-3 PM). Expect our call the next business morning, Monday, November 23, between 7:00 AM MST and 8:00 AM MST.',
      );

      await user.click(within(panel()).getByRole('button', { name: 'Start a new quote request' }));
      expect(screen.queryByRole('region', { name: 'Your quote request is in' })).not.toBeInTheDocument();
      expect(field.companyName()).toHaveFocus();
    });
  });

  it('records the quote_submitted conversion with the chosen service', async () => {
    const { user } = await openQuotePage(paths.getQuote, { 'POST /api/quotes': quoteCreated() });
    startAnalytics('G-TEST123');
    const gtag = jest.fn();
    window.gtag = gtag;
    await fillQuote(user, { ...typedQuote, servicesInterested: 'line-of-credit' });

    await user.click(submitButton());
    await screen.findByRole('button', { name: 'Quote Submitted!' });

    expect(gtag).toHaveBeenCalledWith('event', 'quote_submitted', {
      event_category: 'conversion',
      event_label: 'line-of-credit',
      value: undefined,
    });
  });

  // The outbox (docs/product.md#lead-forms): a 5xx or no answer no longer asks the visitor to try
  // again; the request is kept on this device and sent by itself (submission-outbox.test.tsx).
  it('keeps every typed value and says the request is saved on this device when the server fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openQuotePage(paths.getQuote, {
      'POST /api/quotes': Response.json(
        {
          success: false,
          error: 'The service is temporarily unavailable. Please try again in a moment.',
          code: 'database_unavailable',
        },
        { status: 503 },
      ),
    });
    await fillQuote(user);

    await user.click(submitButton());

    // The toast area loads Radix with the first toast (the setup's 5 s wait covers a busy machine).
    const toast = await within(screen.getByRole('region', { name: 'Notifications (F8)' })).findByRole(
      'status',
    );
    expect(toast).toHaveTextContent('Request Saved on This Device');
    expect(toast).toHaveTextContent(/It will be sent automatically as soon as the connection is back/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('form')).getByRole('status')).toHaveTextContent(
      /your quote request is saved on this device/,
    );
    expect(window.localStorage.getItem('sfc.submission-outbox')).toContain(typedQuote.email);
    expect(submitButton()).toHaveTextContent('Get My Free Quote');
    expect(submitButton()).toBeEnabled();
    expectFormToHold(typedQuote);
    expect(terms()).toBeChecked();
    expect(logged).toHaveBeenCalledWith(
      'Quote request failed:',
      '503: The service is temporarily unavailable. Please try again in a moment.',
    );
    expect(JSON.stringify(logged.mock.calls)).not.toContain(typedQuote.email);

    act(() => jest.advanceTimersByTime(3_000));
    expectFormToHold(typedQuote);
  });

  it('keeps every typed value when the network fails, saved on this device', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openQuotePage();
    await fillQuote(user);

    await user.click(submitButton());

    expect(await within(screen.getByRole('form')).findByRole('status')).toHaveTextContent(
      'Request Saved on This Device.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveFocus();
    expectFormToHold(typedQuote);
    expect(logged).toHaveBeenCalled();
  });

  it("shows the server's field errors on their fields, in the form's own words for each code", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openQuotePage(paths.getQuote, {
      'POST /api/quotes': Response.json(
        {
          success: false,
          error:
            'Please correct these fields: mcNumber must be at most 200 characters; email must be a valid email address.',
          code: 'validation_failed',
          details: {
            mcNumber: ['mcNumber must be at most 200 characters'],
            email: ['email must be a valid email address'],
          },
          fields: { mcNumber: 'too_long', email: 'invalid_email' },
        },
        { status: 400 },
      ),
    });
    await fillQuote(user);

    await user.click(submitButton());

    await screen.findByRole('alert');
    // The words come from the form's copy for each code, never from the server's sentence.
    expect(field.mcNumber()).toHaveAccessibleDescription('Please shorten this to 200 characters or fewer.');
    expect(field.mcNumber()).toBeInvalid();
    expect(field.email()).toHaveAccessibleDescription(
      'Please enter a valid email address, for example name@company.com.',
    );
    expect(screen.queryByText(/must be at most|must be a valid/)).not.toBeInTheDocument();
    // The first field at fault in form order.
    await waitFor(() => expect(field.email()).toHaveFocus());
    expect(field.mcNumber()).toHaveValue(typedQuote.mcNumber);

    await user.type(field.mcNumber(), '8');
    await waitFor(() => expect(field.mcNumber()).not.toHaveAccessibleDescription());
  });

  it('explains a bad email and truck count on the page and sends nothing', async () => {
    const { api, user } = await openQuotePage(paths.getQuote, { 'POST /api/quotes': quoteCreated() });
    await fillQuote(user, { ...typedQuote, email: 'maria@ridgeline', numberOfTrucks: '0' });

    expect(field.email()).toHaveAccessibleDescription(
      'Please enter a valid email address, for example name@company.com.',
    );
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.numberOfTrucks()).toHaveAccessibleDescription(
      'Please enter a whole number of trucks from 1 to 100,000.',
    );

    await user.click(submitButton());

    await waitFor(() => expect(field.email()).toHaveFocus());
    expect(api.requestsTo('POST /api/quotes')).toHaveLength(0);

    await user.clear(field.email());
    await user.type(field.email(), typedQuote.email);
    expect(field.email()).not.toHaveAccessibleDescription();
    expect(field.email()).not.toBeInvalid();
  });

  it('names each missing field on submit and focuses the first', async () => {
    const { api, user } = await openQuotePage(paths.getQuote, { 'POST /api/quotes': quoteCreated() });
    await user.type(field.companyName(), typedQuote.companyName);
    // Leaving an empty field is not yet a mistake.
    await user.click(field.contactName());
    await user.tab();
    expect(field.contactName()).not.toHaveAccessibleDescription();

    await user.click(terms());
    await user.click(submitButton());

    await waitFor(() => expect(field.contactName()).toHaveFocus());
    expect(field.contactName()).toHaveAccessibleDescription(
      'Please enter the name of the person we should contact.',
    );
    expect(field.monthlyRevenue()).toHaveAccessibleDescription('Please select your monthly revenue.');
    expect(field.comments()).toHaveAccessibleDescription(
      'Your lanes and freight, how soon your customers pay, or anything else we should know. Please tell us a little about your business and what you need.',
    );
    expect(field.companyName()).not.toBeInvalid();
    expect(api.requestsTo('POST /api/quotes')).toHaveLength(0);
  });

  it('keeps a draft in this tab and restores it after a reload', async () => {
    const first = await openQuotePage(`${paths.getQuote}?service=fuel-card&tier=fleet`);
    await first.user.type(field.companyName(), typedQuote.companyName);
    await first.user.selectOptions(field.businessType(), 'small-fleet');
    await first.user.click(terms());

    // A reload, this time without the query: the page is built again from scratch.
    cleanup();
    closeLeadFormPage();
    await openQuotePage();

    expect(await screen.findByDisplayValue(typedQuote.companyName)).toBe(field.companyName());
    expect(field.businessType()).toHaveValue('small-fleet');
    expect(field.servicesInterested()).toHaveValue('fuel-card-fleet');
    expect(
      screen.getByRole('option', { name: 'Fleet Fuel Card Program', selected: true }),
    ).toBeInTheDocument();
    expect(field.comments()).toHaveValue("I'm interested in the Fleet fuel card program.");
    // Consent is asked again every time.
    expect(terms()).not.toBeChecked();
  });
});
