import { act, screen, waitFor, within } from '@testing-library/react';
import { SESSION_DURATION_MS } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { hasStoredAdminSession, readAdminToken } from '@/lib/admin-token';
import { startAdminSession, TEST_ADMIN_TOKEN } from '@/testing/admin-session';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

jest.setTimeout(30_000);

const teamAnswer = () => Response.json({ teamMembers: [] });
const ONE_MINUTE = 60_000;

describe('the admin session', () => {
  beforeEach(() => localStorage.clear());

  it.each([paths.admin.team, paths.admin.quotes])(
    'sends a visitor without a session from %s to the login',
    async (path) => {
      const api = mockApi();
      const { router } = await renderApp(path);

      await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.login));
      expect(await screen.findByLabelText('Username')).toBeInTheDocument();
      // Nothing of the admin's was asked for.
      expect(api.all.filter((request) => !request.url.endsWith('/api/config'))).toEqual([]);
    },
  );

  it('signs the admin requests with the stored token', async () => {
    startAdminSession();
    const api = mockApi({ 'GET /api/team-members': teamAnswer });
    await renderApp(paths.admin.team);

    expect(await screen.findByRole('heading', { name: 'Team Members' })).toBeInTheDocument();
    expect(api.requestsTo('GET /api/team-members')[0].headers.get('Authorization')).toBe(
      `Bearer ${TEST_ADMIN_TOKEN}`,
    );
  });

  it('treats a session older than 24 hours as over: flags and token removed, back to the login', async () => {
    startAdminSession(SESSION_DURATION_MS + ONE_MINUTE);
    const api = mockApi();
    const { router } = await renderApp(paths.admin.quotes);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.login));
    expect(hasStoredAdminSession()).toBe(false);
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/leads/stats')).toHaveLength(0);
  });

  it('ends the session 24 hours after login while the page is open', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      startAdminSession();
      mockApi({ 'GET /api/team-members': teamAnswer });
      const { router } = await renderApp(paths.admin.team);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(screen.getByRole('heading', { name: 'Team Members' })).toBeInTheDocument();

      await act(async () => {
        await jest.advanceTimersByTimeAsync(SESSION_DURATION_MS);
      });

      expect(router.state.location.pathname).toBe(paths.admin.login);
      expect(readAdminToken()).toBeNull();
      expect(hasStoredAdminSession()).toBe(false);
      expect(screen.getByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('ends the session when the server refuses the token mid-visit', async () => {
    startAdminSession();
    mockApi({
      'GET /api/team-members': Response.json(
        { success: false, error: 'Your session has expired. Please log in again.' },
        { status: 401 },
      ),
    });
    const { router } = await renderApp(paths.admin.team);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.login));
    expect(hasStoredAdminSession()).toBe(false);
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
  });

  it('logs out: the session is gone and the login shows', async () => {
    startAdminSession();
    mockApi({ 'GET /api/team-members': teamAnswer });
    const { user, router } = await renderApp(paths.admin.team);

    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.login));
    expect(hasStoredAdminSession()).toBe(false);
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
  });

  it('ends the token on the server too when logging out', async () => {
    startAdminSession();
    const api = mockApi({
      'GET /api/team-members': teamAnswer,
      'POST /api/auth/logout': () => Response.json({ success: true }),
    });
    const { user, router } = await renderApp(paths.admin.team);

    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.login));
    const [logout] = api.requestsTo('POST /api/auth/logout');
    expect(logout.headers.get('Authorization')).toBe(`Bearer ${TEST_ADMIN_TOKEN}`);
    expect(hasStoredAdminSession()).toBe(false);
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
  });

  it('links each admin page to the other ones and to the site', async () => {
    startAdminSession();
    mockApi({
      'GET /api/team-members': teamAnswer,
      // An owner: agents are not offered the owner pages (admin-workspace-layout.test.tsx).
      'GET /api/auth/me': () =>
        Response.json({
          success: true,
          user: {
            id: 'owner-id',
            username: 'owner',
            role: 'admin',
            staffRole: 'owner',
            displayName: 'Owner',
          },
        }),
    });
    await renderApp(paths.admin.team);

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Team Management' })).toBeInTheDocument();
    // The side navigation lists every staff page, the current one marked; the site link is in the header.
    await waitFor(() => expect(nav.querySelectorAll('a')).toHaveLength(5));
    expect(within(nav).getByRole('link', { name: 'Team Management' })).toHaveAttribute(
      'href',
      paths.admin.team,
    );
    expect(screen.getByRole('link', { name: 'Leads Dashboard' })).toHaveAttribute('href', paths.admin.quotes);
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', paths.admin.staff);
    expect(screen.getByRole('link', { name: 'Deliveries' })).toHaveAttribute('href', paths.admin.deliveries);
    expect(screen.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', paths.admin.audit);
    expect(screen.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', paths.home);
  });
});
