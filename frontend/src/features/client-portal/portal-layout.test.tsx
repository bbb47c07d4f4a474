import { act, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import { clearClientSession, endClientSession } from '@/lib/client-session';
import { resetRuntimeConfig } from '@/lib/runtime-config';
import { clientAccount, renderClientPage, startClientSession } from '@/testing/client-portal';
import { mockApi } from '@/testing/mock-api';

const portalNavigation = () => screen.getByRole('navigation', { name: 'Client portal' });

describe('client portal pages', () => {
  beforeEach(() => {
    localStorage.clear();
    clearClientSession();
    resetRuntimeConfig();
  });

  it('lists Dashboard, Submit invoice and Brokers, marking the current page', async () => {
    startClientSession();
    mockApi({ 'GET /api/client/account': Response.json(clientAccount()) });
    const { user, router } = await renderClientPage(paths.client.brokers);
    await screen.findByRole('heading', { level: 1, name: 'Check a Broker' });

    const links = within(portalNavigation()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', paths.client.dashboard],
      ['Submit invoice', paths.client.submitInvoice],
      ['Brokers', paths.client.brokers],
    ]);
    expect(within(portalNavigation()).getByRole('link', { name: 'Brokers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(portalNavigation()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );

    await user.click(within(portalNavigation()).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.client.dashboard));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria' })).toBeInTheDocument();
    expect(within(portalNavigation()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says honestly that submitting loads opens with the next release, and links back', async () => {
    startClientSession();
    mockApi();
    await renderClientPage(paths.client.submitInvoice);

    expect(await screen.findByRole('heading', { level: 1, name: 'Submit an Invoice' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Submitting loads here opens with our next release.');
    expect(main).toHaveTextContent(brand.supportEmail);
    expect(within(main).getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      paths.client.dashboard,
    );
  });

  it.each([paths.client.brokers, paths.client.submitInvoice])(
    'asks a visitor without a session to log in on %s',
    async (path) => {
      const api = mockApi();
      await renderClientPage(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Client Login' })).toHaveAttribute(
        'href',
        paths.client.login,
      );
      expect(api.all.filter((request) => request.url.includes('/api/client'))).toHaveLength(0);
    },
  );

  it('follows a sign-out in another tab or a refused token at once', async () => {
    startClientSession();
    mockApi({ 'GET /api/client/account': Response.json(clientAccount()) });
    await renderClientPage(paths.client.dashboard);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria' });

    act(() => endClientSession('rejected'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended.');
  });
});
