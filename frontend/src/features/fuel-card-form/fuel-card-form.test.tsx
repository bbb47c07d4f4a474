import { act, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import type { mockApi } from '@/testing/mock-api';
import {
  applicationCreated,
  closeLeadFormPage,
  leadContactField,
  openLeadFormPage,
  optionsOf,
  type User,
  typedApplication,
} from '@/testing/lead-forms';

const field = {
  ...leadContactField,
  fuelCardTier: () => screen.getByRole('combobox', { name: 'Fuel Card Program' }),
  monthlyFuelSpend: () => screen.getByRole('combobox', { name: 'Monthly Fuel Spend' }),
  businessType: () => screen.getByRole('combobox', { name: 'Business Type' }),
  yearsInBusiness: () => screen.getByRole('combobox', { name: 'Years in Business' }),
  numberOfTrucks: () => screen.getByRole('spinbutton', { name: 'Number of Trucks' }),
  primaryRoutes: () => screen.getByRole('textbox', { name: 'Primary Routes' }),
  preferredFuelBrands: () => screen.getByRole('textbox', { name: 'Preferred Fuel Brands' }),
  comments: () => screen.getByRole('textbox', { name: 'Comments (optional)' }),
};
const requiredFields = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'mcNumber',
  'dotNumber',
  'fuelCardTier',
  'monthlyFuelSpend',
  'businessType',
  'yearsInBusiness',
  'numberOfTrucks',
  'primaryRoutes',
  'preferredFuelBrands',
] as const;
const choiceFields = ['fuelCardTier', 'monthlyFuelSpend', 'businessType', 'yearsInBusiness'] as const;
const terms = () =>
  screen.getByRole('checkbox', { name: /^I agree to receive communications from Summit Freight Capital/ });
const submitButton = () =>
  screen.getByRole('button', {
    name: /Submit Application|Submitting Application\.\.\.|Application Submitted!/,
  });

type Field = keyof typeof field;
const isChoice = (name: Field): name is (typeof choiceFields)[number] =>
  (choiceFields as readonly string[]).includes(name);

async function enter(user: User, name: Field, value: string) {
  if (isChoice(name)) await user.selectOptions(field[name](), value);
  else if (value) await user.type(field[name](), value);
}

async function fillApplication(user: User, values: Record<Field, string> = typedApplication) {
  for (const name of Object.keys(field) as Field[]) await enter(user, name, values[name]);
  await user.click(terms());
}

function expectFormToHold(values: Record<Field, string>) {
  for (const name of Object.keys(field) as Field[]) {
    if (name === 'numberOfTrucks') {
      expect(field[name]()).toHaveValue(values[name] ? Number(values[name]) : null);
    } else {
      expect(field[name]()).toHaveValue(values[name]);
    }
  }
}

const openApplicationPage = (
  url: string = paths.fuelCardApplication,
  answers: Parameters<typeof mockApi>[0] = {},
) => openLeadFormPage(url, 'Apply for the Fleet Fuel Card', answers);

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(closeLeadFormPage);

describe('fuel card application', () => {
  it('asks for the spec fields with labels, comments optional, and the spec option lists', async () => {
    await openApplicationPage();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fleet Fuel Card Application');
    for (const name of requiredFields) expect(field[name]()).toBeRequired();
    expect(field.comments()).not.toBeRequired();
    expect(terms()).toBeRequired();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.phone()).toHaveAttribute('type', 'tel');

    expect(optionsOf(field.fuelCardTier())).toEqual([
      ['', 'Select an option'],
      ['fleet', 'Fleet'],
    ]);
    expect(optionsOf(field.monthlyFuelSpend())).toEqual([
      ['', 'Select an option'],
      ['under-1k', 'Under $1,000'],
      ['1k-3k', '$1,000 - $3,000'],
      ['3k-5k', '$3,000 - $5,000'],
      ['5k-10k', '$5,000 - $10,000'],
      ['10k-20k', '$10,000 - $20,000'],
      ['over-20k', 'Over $20,000'],
    ]);
    expect(optionsOf(field.businessType()).map(([value]) => value)).toEqual([
      '',
      'owner-operator',
      'small-fleet',
      'medium-fleet',
      'large-fleet',
      'freight-broker',
      'logistics',
    ]);
    expect(optionsOf(field.yearsInBusiness()).map(([value]) => value)).toEqual([
      '',
      'startup',
      '1-2',
      '3-5',
      '6-10',
      'over-10',
    ]);
  });

  it('shows the program with the spec figures and jumps to the form from Apply Now', async () => {
    const { user } = await openApplicationPage();
    const program = screen.getByRole('region', { name: 'The Fleet Fuel Card Program' });

    for (const fact of [
      /Up to 15 cents\s*off per gallon at network locations/,
      /Up to 3 cents\s*off per gallon everywhere else/,
      /4,000-12,000\+\s*fuel locations/,
      /No monthly fees/,
      /No contracts/,
      /Free overnight shipping on your first card order/,
      /24\/7 support/,
    ]) {
      expect(program).toHaveTextContent(fact);
    }
    const apply = within(program).getByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveAttribute('href', '#fuel-card-form');

    await user.click(apply);

    expect(screen.getByRole('heading', { name: 'Apply for the Fleet Fuel Card' })).toHaveFocus();
    expect(screen.getByRole('complementary', { name: 'Why Fleets Choose Our Card' })).toBeInTheDocument();
  });

  it('keeps submit disabled until every required field is filled and the terms are ticked', async () => {
    const { user } = await openApplicationPage();
    expect(submitButton()).toHaveTextContent('Submit Application');

    await user.click(terms());
    expect(submitButton()).toBeDisabled();
    for (const name of requiredFields) {
      expect(submitButton()).toBeDisabled();
      await enter(user, name, typedApplication[name]);
    }
    // Comments stay optional.
    expect(submitButton()).toBeEnabled();

    await user.click(terms());
    expect(submitButton()).toBeDisabled();
    await user.click(terms());
    await user.clear(field.preferredFuelBrands());
    await user.type(field.preferredFuelBrands(), '   ');
    expect(submitButton()).toBeDisabled();
  });

  it('presets the fleet program and a statement of interest from ?tier=fleet', async () => {
    await openApplicationPage(`${paths.fuelCardApplication}?tier=fleet`);

    expect(field.fuelCardTier()).toHaveValue('fleet');
    expect(field.comments()).toHaveValue("I'm interested in the Fleet fuel card program.");
  });

  it('ignores an unknown tier', async () => {
    await openApplicationPage(`${paths.fuelCardApplication}?tier=gold`);

    expect(field.fuelCardTier()).toHaveValue('');
    expect(field.comments()).toHaveValue('');
  });

  it('sends the typed application, shows each state, confirms with the reference and resets after 3 seconds', async () => {
    let answer: (response: Response) => void = () => {};
    const { api, user } = await openApplicationPage(paths.fuelCardApplication, {
      'POST /api/fuel-card-applications': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await fillApplication(user);

    await user.click(submitButton());

    // The form checks the fields before it sends, which settles a moment after the click.
    await waitFor(() => expect(submitButton()).toHaveTextContent('Submitting Application...'));
    expect(submitButton()).toBeDisabled();
    // With the page's language and where the visit started (this page, with no campaign or referrer).
    expect(await api.lastBody('POST /api/fuel-card-applications')).toEqual({
      ...typedApplication,
      numberOfTrucks: '6',
      agreeToTerms: true,
      locale: 'en',
      source: { landingPath: '/fuel-card-application' },
    });

    await act(async () => answer(applicationCreated()));

    expect(await screen.findByRole('button', { name: 'Application Submitted!' })).toBeDisabled();
    const toast = within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByRole('status');
    expect(toast).toHaveTextContent('Fuel Card Application Submitted!');
    expect(toast).toHaveTextContent(
      "We'll contact you within 1 hour during business hours. Reference ID: 9c1e4b2a",
    );

    act(() => jest.advanceTimersByTime(2_900));
    expectFormToHold(typedApplication);

    act(() => jest.advanceTimersByTime(100));
    expectFormToHold(
      Object.fromEntries(Object.keys(field).map((name) => [name, ''])) as Record<Field, string>,
    );
    expect(terms()).not.toBeChecked();
    expect(submitButton()).toHaveTextContent('Submit Application');
    expect(submitButton()).toBeDisabled();
    // The draft is gone; only the visit's source stays in this tab.
    expect(Object.keys(window.sessionStorage)).toEqual(['sfc.visit-source']);
    expect(window.localStorage.getItem('sfc.submission-outbox')).toBeNull();
  });

  it('leaves blank comments out of the application', async () => {
    const { api, user } = await openApplicationPage(paths.fuelCardApplication, {
      'POST /api/fuel-card-applications': applicationCreated(),
    });
    await fillApplication(user, { ...typedApplication, comments: '' });

    await user.click(submitButton());
    await screen.findByRole('button', { name: 'Application Submitted!' });

    expect(await api.lastBody('POST /api/fuel-card-applications')).not.toHaveProperty('comments');
  });

  it.each([
    [
      'the server refuses',
      () =>
        Response.json(
          { success: false, error: 'Something went wrong on our side.', code: 'internal_error' },
          { status: 500 },
        ),
    ],
    ['the network fails', undefined],
  ])('keeps every typed value, saved on this device, when %s', async (_case, failure) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openApplicationPage(
      paths.fuelCardApplication,
      failure ? { 'POST /api/fuel-card-applications': failure } : {},
    );
    await fillApplication(user);

    await user.click(submitButton());

    // The outbox (docs/product.md#lead-forms): no "try again", the application waits on this device.
    // The toast area loads Radix with the first toast (the setup's 5 s wait covers a busy machine).
    const toast = await within(screen.getByRole('region', { name: 'Notifications (F8)' })).findByRole(
      'status',
    );
    expect(toast).toHaveTextContent('Application Saved on This Device');
    expect(toast).toHaveTextContent(/It will be sent automatically as soon as the connection is back/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('form')).getByRole('status')).toHaveTextContent(
      /your fuel card application is saved on this device/,
    );
    expect(window.localStorage.getItem('sfc.submission-outbox')).toContain(typedApplication.email);
    expect(submitButton()).toHaveTextContent('Submit Application');
    expect(submitButton()).toBeEnabled();
    expectFormToHold(typedApplication);
    expect(terms()).toBeChecked();
    expect(logged).toHaveBeenCalled();
    expect(JSON.stringify(logged.mock.calls)).not.toContain(typedApplication.email);

    act(() => jest.advanceTimersByTime(3_000));
    expectFormToHold(typedApplication);
  });

  it("words the server's field codes itself and marks those fields, the agreement included", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openApplicationPage(paths.fuelCardApplication, {
      'POST /api/fuel-card-applications': Response.json(
        {
          success: false,
          error:
            'Please correct these fields: primaryRoutes must be at most 5,000 characters; agreeToTerms must be accepted.',
          code: 'validation_failed',
          details: {
            primaryRoutes: ['primaryRoutes must be at most 5,000 characters'],
            agreeToTerms: ['agreeToTerms must be accepted'],
          },
          fields: { primaryRoutes: 'too_long', agreeToTerms: 'must_accept' },
        },
        { status: 400 },
      ),
    });
    await fillApplication(user);

    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit application. Please try again.',
    );
    expect(field.primaryRoutes()).toHaveAccessibleDescription(
      'For example: I-15 and I-80, Salt Lake City to Denver and Reno. Please shorten this to 5,000 characters or fewer.',
    );
    expect(terms()).toBeInvalid();
    expect(terms()).toHaveAccessibleDescription(
      expect.stringContaining('Please tick the agreement to send this form.'),
    );
    await waitFor(() => expect(field.primaryRoutes()).toHaveFocus());
    expectFormToHold(typedApplication);
  });

  it('explains a bad email and truck count on the page and sends nothing', async () => {
    const { api, user } = await openApplicationPage(paths.fuelCardApplication, {
      'POST /api/fuel-card-applications': applicationCreated(),
    });
    await fillApplication(user, { ...typedApplication, email: 'maria@', numberOfTrucks: '0' });

    await user.click(submitButton());

    await waitFor(() => expect(field.email()).toHaveFocus());
    expect(field.email()).toHaveAccessibleDescription(
      'Please enter a valid email address, for example name@company.com.',
    );
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.numberOfTrucks()).toHaveAccessibleDescription(
      'Please enter a whole number of trucks from 1 to 100,000.',
    );
    expect(api.requestsTo('POST /api/fuel-card-applications')).toHaveLength(0);
  });
});
