import { screen, waitFor } from '@testing-library/react';
import { messages, SESSION_DURATION_MS } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { hasStoredAdminSession, readAdminSession, readAdminToken } from '@/lib/admin-token';
import { startAdminSession } from '@/testing/admin-session';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

jest.setTimeout(30_000);

const loginAnswer = { success: true, token: 'issued-token', expiresAt: '2099-01-01T00:00:00.000Z' };
const teamAnswer = () => Response.json({ teamMembers: [] });

async function fillIn(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  username: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('admin login', () => {
  beforeEach(() => localStorage.clear());

  it('asks for the username and password, each labelled', async () => {
    mockApi();
    await renderApp(paths.admin.login);

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('says what is missing instead of sending an empty form', async () => {
    const api = mockApi();
    const { user } = await renderApp(paths.admin.login);

    await user.click(await screen.findByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('refuses wrong credentials with the spec sentence and stays on the page', async () => {
    mockApi({
      'POST /api/auth/login': Response.json(
        { success: false, error: messages.invalidCredentials },
        { status: 401 },
      ),
    });
    const { user, router } = await renderApp(paths.admin.login);

    await fillIn(user, 'admin', 'wrong password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid credentials. Please check your username and password.',
    );
    expect(router.state.location.pathname).toBe(paths.admin.login);
    expect(readAdminToken()).toBeNull();
  });

  it('tells a throttled admin to wait', async () => {
    mockApi({
      'POST /api/auth/login': Response.json(
        { success: false, error: messages.tooManyLoginAttempts },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    });
    const { user } = await renderApp(paths.admin.login);

    await fillIn(user, 'admin', 'guess');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Please wait a minute and try again.',
    );
  });

  it('says when the server cannot be reached', async () => {
    // No answer for POST /api/auth/login: the call fails like a network error.
    mockApi();
    const { user } = await renderApp(paths.admin.login);

    await fillIn(user, 'admin', 'any password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(readAdminToken()).toBeNull();
  });

  it('signs in: stores the 24-hour session, says so and goes on to the team', async () => {
    const api = mockApi({
      'POST /api/auth/login': Response.json(loginAnswer),
      'GET /api/team-members': teamAnswer,
    });
    const { user, router } = await renderApp(paths.admin.login);

    await fillIn(user, 'dana', 'correct horse battery staple');

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.team));
    expect(await api.lastBody('POST /api/auth/login')).toEqual({
      username: 'dana',
      password: 'correct horse battery staple',
    });
    expect(await screen.findByText('Admin login successful')).toBeInTheDocument();
    expect(readAdminToken()).toBe('issued-token');
    const session = readAdminSession()!;
    expect(session.expiresAt).toBe(Date.parse(loginAnswer.expiresAt));
    expect(Math.abs(session.loginAt - Date.now())).toBeLessThan(60_000);
    // The team page's requests carry the token.
    await waitFor(() => expect(api.requestsTo('GET /api/team-members')).not.toHaveLength(0));
    expect(api.requestsTo('GET /api/team-members')[0].headers.get('Authorization')).toBe(
      'Bearer issued-token',
    );
  });

  it('sends an admin who is already signed in straight to the team', async () => {
    startAdminSession();
    mockApi({ 'GET /api/team-members': teamAnswer });
    const { router } = await renderApp(paths.admin.login);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.team));
  });

  it('removes a session left behind past its 24 hours and asks to log in', async () => {
    startAdminSession(SESSION_DURATION_MS + 60_000);
    mockApi();
    const { router } = await renderApp(paths.admin.login);

    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.login);
    expect(hasStoredAdminSession()).toBe(false);
  });
});
