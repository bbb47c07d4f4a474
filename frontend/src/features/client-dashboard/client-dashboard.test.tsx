import { screen, waitFor, within } from '@testing-library/react';
import type { ClientUser } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import { readClientToken, readClientUser, storeClientSession } from '@/lib/client-session';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const client: ClientUser = {
  firstName: 'Maria',
  lastName: 'Delgado',
  username: 'mdelgado',
  email: 'maria@delgado-trucking.com',
  companyName: 'Delgado Trucking LLC',
};

describe('client dashboard', () => {
  beforeEach(() => {
    localStorage.clear();
    mockApi();
  });

  it('asks a visitor with no stored user to log in, with a link to the client login', async () => {
    await renderApp(paths.client.dashboard);

    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Client Login' })).toHaveAttribute(
      'href',
      paths.client.login,
    );
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('welcomes a stored user by first name and shows the account information', async () => {
    storeClientSession('client-token', client);
    await renderApp(paths.client.dashboard);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Account information' });
    expect(within(account).getByText('Maria Delgado')).toBeInTheDocument();
    expect(within(account).getByText(client.email)).toBeInTheDocument();
    expect(within(account).getByText(client.companyName)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your full client portal is being set up' }),
    ).toBeInTheDocument();
  });

  it('tells the client honestly where the quick actions will live', async () => {
    storeClientSession('client-token', client);
    const { user } = await renderApp(paths.client.dashboard);
    const actions = await screen.findByRole('region', { name: 'Quick actions' });
    const status = within(actions).getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(within(actions).getByRole('button', { name: 'Submit Invoice' }));
    expect(status).toHaveTextContent(/invoice submission opens in the full client portal/i);
    expect(status).toHaveTextContent(brand.supportEmail);
    expect(within(status).getByRole('link', { name: 'Go to the client login' })).toHaveAttribute(
      'href',
      paths.client.login,
    );

    await user.click(within(actions).getByRole('button', { name: 'View Account Balance' }));
    expect(status).toHaveTextContent(/your account balance will show in the full client portal/i);
  });

  it('logs out: clears the stored token and user and goes home', async () => {
    storeClientSession('client-token', client);
    const { user, router } = await renderApp(paths.client.dashboard);

    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    expect(readClientToken()).toBeNull();
    expect(readClientUser()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
  });
});
