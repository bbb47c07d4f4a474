import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { resetRuntimeConfig } from '@/lib/runtime-config';
import { testRuntimeConfig } from '@/testing/mock-api';
import { closeLeadFormPage, leadContactField, openLeadFormPage } from '@/testing/lead-forms';

const lookupOn = { 'GET /api/config': () => Response.json({ ...testRuntimeConfig, carrierLookup: true }) };
const carrier = {
  success: true,
  legalName: 'RIDGELINE FREIGHT LLC',
  dbaName: 'RIDGELINE',
  mcNumber: 'MC-123456',
  city: 'SALT LAKE CITY',
  state: 'UT',
  powerUnits: 6,
  allowedToOperate: true,
};
const findButton = () => screen.getByRole('button', { name: /Find my company|Looking up/ });
const trucks = () => screen.getByRole('spinbutton', { name: 'Number of Trucks' });
const status = () => screen.getAllByRole('status').find((element) => element.closest('form'))!;

beforeEach(() => {
  window.sessionStorage.clear();
  // Each test's server says whether the lookup is on: forget the last one's answer.
  resetRuntimeConfig();
});
afterEach(() => closeLeadFormPage());

describe('Find my company by DOT number', () => {
  it('is not offered when the server has the lookup off', async () => {
    await openLeadFormPage(paths.getQuote, 'Request Your Quote', {});
    expect(screen.queryByRole('button', { name: 'Find my company' })).not.toBeInTheDocument();
  });

  it('fills company name, MC number and trucks from FMCSA through the server, all still editable', async () => {
    const { api, user } = await openLeadFormPage(paths.getQuote, 'Request Your Quote', {
      ...lookupOn,
      'GET /api/carriers/1234567': Response.json(carrier),
    });

    await user.type(leadContactField.dotNumber(), '1234567');
    await user.click(findButton());

    expect(await screen.findByDisplayValue('RIDGELINE FREIGHT LLC')).toBe(leadContactField.companyName());
    expect(leadContactField.mcNumber()).toHaveValue('MC-123456');
    expect(trucks()).toHaveValue(6);
    expect(status()).toHaveTextContent('Found RIDGELINE FREIGHT LLC (SALT LAKE CITY, UT) at FMCSA.');
    expect(api.requestsTo('GET /api/carriers/1234567')).toHaveLength(1);

    await user.clear(leadContactField.companyName());
    await user.type(leadContactField.companyName(), 'Ridgeline Freight');
    expect(leadContactField.companyName()).toHaveValue('Ridgeline Freight');
  });

  it('says so when FMCSA has no such carrier, and leaves the fields alone', async () => {
    const { user } = await openLeadFormPage(paths.getQuote, 'Request Your Quote', {
      ...lookupOn,
      'GET /api/carriers/999': Response.json(
        { success: false, error: 'FMCSA has no carrier with that DOT number.', code: 'carrier_not_found' },
        { status: 404 },
      ),
    });

    await user.type(leadContactField.dotNumber(), '999');
    await user.click(findButton());

    expect(await screen.findByText(/FMCSA has no carrier with DOT number 999/)).toBeInTheDocument();
    expect(leadContactField.companyName()).toHaveValue('');
  });

  it('asks the visitor to fill in by hand when FMCSA is down', async () => {
    const { user } = await openLeadFormPage(paths.fuelCardApplication, 'Apply for the Fleet Fuel Card', {
      ...lookupOn,
      'GET /api/carriers/1234567': Response.json(
        { success: false, error: 'FMCSA did not answer in time.', code: 'carrier_lookup_unavailable' },
        { status: 503 },
      ),
    });

    await user.type(leadContactField.dotNumber(), '1234567');
    await user.click(findButton());

    expect(
      await screen.findByText('FMCSA is not answering right now. Please fill in your details yourself.'),
    ).toBeInTheDocument();
  });

  it('asks for a DOT number first, without calling the server', async () => {
    const { api, user } = await openLeadFormPage(paths.getQuote, 'Request Your Quote', lookupOn);

    await user.click(findButton());

    expect(status()).toHaveTextContent('Type your DOT number (digits only) first');
    const urls = api.spy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    expect(urls.filter((url) => url.includes('/api/carriers'))).toEqual([]);
  });
});
