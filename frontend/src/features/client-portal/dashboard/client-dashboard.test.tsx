import { screen, waitFor, within } from '@testing-library/react';
import type { ClientUser } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import {
  clearClientSession,
  readClientToken,
  readClientUser,
  storeClientSession,
} from '@/lib/client-session';
import { resetRuntimeConfig } from '@/lib/runtime-config';
import { startAdminSession, TEST_ADMIN_TOKEN } from '@/testing/admin-session';
import {
  bearerOf,
  clientAccount,
  renderClientPage,
  startClientSession,
  TEST_CLIENT_TOKEN,
} from '@/testing/client-portal';
import { mockApi } from '@/testing/mock-api';

const ACCOUNT = 'GET /api/client/account';
const LOGOUT = 'POST /api/client-auth/logout';

const region = (name: string) => screen.getByRole('region', { name });
const moneyPanel = () => region('Money at a glance');

/** The amount and explanation shown for one balance, by its label. */
function figure(label: string) {
  const term = within(moneyPanel()).getByText(label, { selector: 'dt' });
  const [amount, explanation] = Array.from(term.parentElement!.querySelectorAll('dd'));
  return { amount: amount?.textContent, explanation: explanation?.textContent };
}

describe('client dashboard', () => {
  beforeEach(() => {
    localStorage.clear();
    clearClientSession();
    resetRuntimeConfig();
  });

  it('asks a visitor with no session to log in, with a link to the client login, and calls nothing', async () => {
    const api = mockApi();
    await renderClientPage(paths.client.dashboard);

    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Client Login' })).toHaveAttribute(
      'href',
      paths.client.login,
    );
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requestsTo(ACCOUNT)).toHaveLength(0);
  });

  it('welcomes the client, shows the account, the company and its terms in plain words, asked with the client token only', async () => {
    startAdminSession();
    startClientSession();
    const api = mockApi({ [ACCOUNT]: Response.json(clientAccount()) });
    await renderClientPage(paths.client.dashboard);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria' })).toBeInTheDocument();
    const account = region('Account information');
    expect(within(account).getByText('Maria Delgado')).toBeInTheDocument();
    expect(within(account).getByText('maria@delgado-trucking.com')).toBeInTheDocument();
    expect(within(account).getByText('Delgado Trucking LLC')).toBeInTheDocument();

    const company = region('Your company and terms');
    expect(
      await within(company).findByText(
        "We advance 90% of each invoice the day it's approved; our fee is 2% for each 30 days until your broker pays.",
      ),
    ).toBeInTheDocument();
    expect(company).toHaveTextContent(
      'If a broker has not paid 90 days after we fund an invoice, it comes back to you (recourse)',
    );
    expect(company).toHaveTextContent('USDOT number3141592');
    expect(company).toHaveTextContent('MC numberMC 765432');
    expect(company).toHaveTextContent('AccountActive');

    const [request] = api.requestsTo(ACCOUNT);
    expect(bearerOf(request!)).toBe(TEST_CLIENT_TOKEN);
    expect(bearerOf(request!)).not.toBe(TEST_ADMIN_TOKEN);
  });

  it('states other terms exactly, a fee with a decimal included', async () => {
    startClientSession();
    const account = clientAccount();
    account.client.terms = { advanceRatePercent: 85, feePercentPer30Days: 2.5, recourseDays: 60 };
    account.client.status = 'suspended';
    mockApi({ [ACCOUNT]: Response.json(account) });
    await renderClientPage(paths.client.dashboard);

    const company = region('Your company and terms');
    expect(
      await within(company).findByText(
        "We advance 85% of each invoice the day it's approved; our fee is 2.5% for each 30 days until your broker pays.",
      ),
    ).toBeInTheDocument();
    expect(company).toHaveTextContent('If a broker has not paid 60 days after we fund an invoice');
    expect(company).toHaveTextContent(
      'Suspended: you can sign in and see your account, but not submit invoices.',
    );
  });

  it('shows the money at a glance in dollars, each figure with its plain explanation', async () => {
    startClientSession();
    mockApi({
      [ACCOUNT]: Response.json(
        clientAccount({
          advancedOutstandingCents: 1_234_567,
          reserveHeldCents: 137_174,
          owedCents: 0,
          fundedThisMonthCents: 900_000,
          feesThisMonthCents: 4_205,
        }),
      ),
    });
    await renderClientPage(paths.client.dashboard);
    await within(moneyPanel()).findByText('$12,345.67');

    expect(figure('Advanced, waiting on brokers')).toEqual({
      amount: '$12,345.67',
      explanation: 'Advances we paid you on invoices your brokers have not paid yet.',
    });
    expect(figure('Reserve we hold').amount).toBe('$1,371.74');
    expect(figure('Reserve we hold').explanation).toMatch(/kept until the broker pays/);
    expect(figure('You owe us').amount).toBe('$0.00');
    expect(figure('Funded this month').amount).toBe('$9,000.00');
    expect(figure('Fees this month').amount).toBe('$42.05');
    expect(moneyPanel()).not.toHaveTextContent('No invoice has been funded yet');
  });

  it('shows zeros, and says why, until anything is funded', async () => {
    startClientSession();
    mockApi({ [ACCOUNT]: Response.json(clientAccount()) });
    await renderClientPage(paths.client.dashboard);

    expect(await within(moneyPanel()).findByText(/^No invoice has been funded yet/)).toBeInTheDocument();
    expect(within(moneyPanel()).getAllByText('$0.00')).toHaveLength(5);
  });

  it('announces while the account loads, and says so when it cannot be loaded', async () => {
    startClientSession();
    let fail!: () => void;
    mockApi({
      [ACCOUNT]: () =>
        new Promise<Response>((resolve) => {
          fail = () => resolve(Response.json({ success: false, error: 'Down' }, { status: 503 }));
        }),
    });
    await renderClientPage(paths.client.dashboard);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your company, terms and balances…');
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your company and balances just now. Please reload the page in a minute.',
    );
    expect(readClientToken()).toBe(TEST_CLIENT_TOKEN);
  });

  it('ends the session when the server refuses the token, and says the session ended', async () => {
    startClientSession();
    mockApi({
      [ACCOUNT]: Response.json(
        { success: false, error: 'Session ended.', code: 'session_ended' },
        { status: 401 },
      ),
    });
    await renderClientPage(paths.client.dashboard);

    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session has ended. Please sign in again: we will email you a new link.',
    );
    expect(readClientToken()).toBeNull();
    expect(readClientUser()).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Client Login' })).toBeInTheDocument();
  });

  it('treats a session past its expiry as ended without asking the server', async () => {
    startClientSession(-1_000);
    const api = mockApi();
    await renderClientPage(paths.client.dashboard);

    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended.');
    await waitFor(() => expect(localStorage.getItem('clientToken')).toBeNull());
    expect(localStorage.getItem('clientUser')).toBeNull();
    expect(api.requestsTo(ACCOUNT)).toHaveLength(0);
  });

  it('links the quick actions: submit an invoice, the balance on this page, and the broker check', async () => {
    startClientSession();
    mockApi({ [ACCOUNT]: Response.json(clientAccount()) });
    const { user } = await renderClientPage(paths.client.dashboard);
    const actions = await screen.findByRole('region', { name: 'Quick actions' });

    expect(within(actions).getByRole('link', { name: 'Submit Invoice' })).toHaveAttribute(
      'href',
      paths.client.submitInvoice,
    );
    expect(within(actions).getByRole('link', { name: 'Check a Broker' })).toHaveAttribute(
      'href',
      paths.client.brokers,
    );
    await user.click(within(actions).getByRole('link', { name: 'View Account Balance' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Money at a glance' })).toHaveFocus();
  });

  it('logs out: revokes the token on the server, clears the stored session and goes home', async () => {
    startAdminSession();
    startClientSession();
    const api = mockApi({
      [ACCOUNT]: Response.json(clientAccount()),
      [LOGOUT]: new Response(null, { status: 204 }),
    });
    const { user, router } = await renderClientPage(paths.client.dashboard);

    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    const [logout] = api.requestsTo(LOGOUT);
    expect(bearerOf(logout!)).toBe(TEST_CLIENT_TOKEN);
    expect(readClientToken()).toBeNull();
    expect(readClientUser()).toBeNull();
    expect(localStorage.getItem('clientTokenExpiresAt')).toBeNull();
    // The admin's own session is another matter.
    expect(localStorage.getItem('adminToken')).toBe(TEST_ADMIN_TOKEN);
  });

  it.each([
    ['the server fails', () => Response.json({ success: false, error: 'Down' }, { status: 500 })],
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('logs out here even when %s', async (_case, answer) => {
    startClientSession();
    const api = mockApi({ [ACCOUNT]: Response.json(clientAccount()), [LOGOUT]: answer });
    const { user, router } = await renderClientPage(paths.client.dashboard);

    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(api.requestsTo(LOGOUT)).toHaveLength(1);
    expect(readClientToken()).toBeNull();
  });

  it('still shows a session stored by the external login tool, which has no expiry', async () => {
    const client: ClientUser = {
      firstName: '',
      lastName: '',
      username: 'rreyes',
      email: 'dispatch@reyes-hauling.com',
      companyName: '',
    };
    storeClientSession('external-token', client);
    mockApi({ [ACCOUNT]: Response.json(clientAccount()) });
    await renderClientPage(paths.client.dashboard);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, rreyes' }),
    ).toBeInTheDocument();
    expect(within(region('Account information')).getAllByText('Not provided')).toHaveLength(1);
  });
});
