import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import {
  clearClientSession,
  readClientSessionState,
  readClientToken,
  readClientUser,
} from '@/lib/client-session';
import { resetRuntimeConfig } from '@/lib/runtime-config';
import { startAdminSession } from '@/testing/admin-session';
import {
  bearerOf,
  clientAccount,
  portalUser,
  renderClientPage,
  startClientSession,
  verifiedSession,
} from '@/testing/client-portal';
import { mockApi } from '@/testing/mock-api';

const signInForm = () => screen.getByRole('form', { name: 'Sign in to your account' });
const emailField = () => within(signInForm()).getByLabelText('Email address');
const sendButton = () => screen.getByRole('button', { name: 'Email Me a Sign-In Link' });
const linkAccepted = () => Response.json({ success: true }, { status: 202 });
const linkSentText = (email: string) =>
  `If ${email} belongs to a client account, a sign-in link is on its way. It works once, for 15 minutes. If it does not arrive in a few minutes, check your spam folder.`;

/** An answer the test releases when it chooses. */
function deferred() {
  let release!: (response: Response) => void;
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { answer: () => answer, release };
}

describe('client login', () => {
  beforeEach(() => {
    resetRuntimeConfig();
    localStorage.clear();
    clearClientSession();
  });

  it('asks for a sign-in link and says the same thing for any address, with no token on the request', async () => {
    // Whoever else is signed in on this browser, the link request goes out unsigned.
    startAdminSession();
    startClientSession();
    const api = mockApi({ 'POST /api/client-auth/link': linkAccepted });
    const { user } = await renderClientPage(paths.client.login);

    await user.type(emailField(), '  maria@delgado-trucking.com ');
    await user.click(sendButton());

    const sent = await screen.findByRole('heading', { level: 3, name: 'Check your email' });
    expect(sent).toHaveFocus();
    expect(sent.parentElement).toHaveTextContent(linkSentText('maria@delgado-trucking.com'));
    expect(await api.lastBody('POST /api/client-auth/link')).toEqual({ email: 'maria@delgado-trucking.com' });
    expect(bearerOf(api.requestsTo('POST /api/client-auth/link')[0]!)).toBeNull();
    expect(screen.queryByRole('form', { name: 'Sign in to your account' })).not.toBeInTheDocument();

    // An address nobody has: the server answers the same, and so does the page.
    await user.click(screen.getByRole('button', { name: 'Send Another Link' }));
    await user.clear(emailField());
    await user.type(emailField(), 'nobody@example.com');
    await user.click(sendButton());
    const again = await screen.findByRole('heading', { level: 3, name: 'Check your email' });
    expect(again.parentElement).toHaveTextContent(linkSentText('nobody@example.com'));
    expect(api.requestsTo('POST /api/client-auth/link')).toHaveLength(2);
  });

  it('asks for the email, tied to the field, instead of sending an empty or malformed one', async () => {
    const api = mockApi({ 'POST /api/client-auth/link': linkAccepted });
    const { user } = await renderClientPage(paths.client.login);

    await user.click(sendButton());
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter your email address'),
    );
    expect(emailField()).toHaveFocus();

    await user.type(emailField(), 'not-an-email');
    await user.click(sendButton());
    expect(emailField()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address'),
    );
    expect(api.requestsTo('POST /api/client-auth/link')).toHaveLength(0);
  });

  it('keeps the address and says what to do when the link cannot be sent', async () => {
    const api = mockApi({
      'POST /api/client-auth/link': Response.json(
        { success: false, error: 'Too many requests.', code: 'rate_limited' },
        { status: 429 },
      ),
    });
    const { user } = await renderClientPage(paths.client.login);

    await user.type(emailField(), 'maria@delgado-trucking.com');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a minute and try again.',
    );
    expect(emailField()).toHaveValue('maria@delgado-trucking.com');

    api.answer('POST /api/client-auth/link', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send your link just now. Please check your connection and try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('signs in from the emailed link: the token leaves the address at once, the session is kept, the dashboard opens', async () => {
    const verify = deferred();
    const api = mockApi({
      'POST /api/client-auth/verify': verify.answer,
      'GET /api/client/account': Response.json(clientAccount()),
    });
    const { router } = await renderClientPage(`${paths.client.login}?token=link-token-123`);

    expect(await screen.findByRole('status')).toHaveTextContent('Signing you in...');
    expect(router.state.location.pathname).toBe(paths.client.login);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(api.requestsTo('POST /api/client-auth/verify')).toHaveLength(1));
    expect(await api.lastBody('POST /api/client-auth/verify')).toEqual({ token: 'link-token-123' });
    expect(bearerOf(api.requestsTo('POST /api/client-auth/verify')[0]!)).toBeNull();

    const answer = verifiedSession('session-token-456');
    verify.release(Response.json(answer));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.client.dashboard));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria' })).toBeInTheDocument();
    expect(readClientToken()).toBe('session-token-456');
    expect(readClientUser()).toEqual(portalUser);
    expect(localStorage.getItem('clientTokenExpiresAt')).toBe(String(Date.parse(answer.expiresAt)));
    expect(api.requestsTo('POST /api/client-auth/verify')).toHaveLength(1);
  });

  it('says in one neutral sentence that a used, expired or unknown link does not work, and offers a new one', async () => {
    const api = mockApi({
      'POST /api/client-auth/verify': Response.json(
        { success: false, error: 'This sign-in link is not valid.', code: 'unauthenticated' },
        { status: 401 },
      ),
      'POST /api/client-auth/link': linkAccepted,
    });
    const { router, user } = await renderClientPage(`${paths.client.login}?token=used-token`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link does not work anymore: each link works once, for 15 minutes. Ask for a new one below.',
    );
    expect(router.state.location.search).toBe('');
    expect(readClientSessionState()).toEqual({ status: 'signed-out' });
    expect(router.state.location.pathname).toBe(paths.client.login);

    await user.type(emailField(), 'maria@delgado-trucking.com');
    await user.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/client-auth/verify')).toHaveLength(1);
  });

  it('offers to try the link again when the connection failed, with the token it kept', async () => {
    const api = mockApi({
      'POST /api/client-auth/verify': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/client/account': Response.json(clientAccount()),
    });
    const { router, user } = await renderClientPage(`${paths.client.login}?token=link-token-789`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not sign you in just now because the connection failed. Please try again.',
    );
    expect(router.state.location.search).toBe('');

    api.answer('POST /api/client-auth/verify', () => Response.json(verifiedSession()));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.client.dashboard));
    const bodies = await Promise.all(
      api.requestsTo('POST /api/client-auth/verify').map((request) => request.json()),
    );
    expect(bodies).toEqual([{ token: 'link-token-789' }, { token: 'link-token-789' }]);
  });

  it('explains that there is no password to forget', async () => {
    mockApi();
    const { user } = await renderClientPage(paths.client.login);
    const answer = screen.getByText(/^There is no password to forget\./);
    expect(answer).not.toBeVisible();

    await user.click(screen.getByText('Forgot your password?'));

    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('we email you a new link');
    expect(answer).toHaveTextContent('within 15 minutes');
  });

  it('links to a quote and home, and shows the support contacts', async () => {
    mockApi();
    await renderClientPage(paths.client.login);
    const main = screen.getByRole('main');

    expect(within(main).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', paths.getQuote);
    expect(within(main).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', paths.home);
    expect(within(main).getByRole('link', { name: brand.textNumber })).toHaveAttribute(
      'href',
      'sms:+18015550187',
    );
    expect(within(main).getByRole('link', { name: brand.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.supportEmail}`,
    );
    // The external portal of before is gone: nothing here leaves the site.
    expect(signInForm()).not.toHaveAttribute('action');
    expect(within(main).queryByRole('link', { name: /forgot your password/i })).not.toBeInTheDocument();
  });

  it('sends someone who has only sent a request to the application status page', async () => {
    mockApi();
    await renderClientPage(paths.client.login);

    const link = within(screen.getByRole('main')).getByRole('link', {
      name: 'Check your application status',
    });
    expect(link).toHaveAttribute('href', paths.applicationStatus);
    expect(paths.applicationStatus).toBe('/application-status');
    expect(link.parentElement).toHaveTextContent('Sent us a request? Check your application status');
  });
});
