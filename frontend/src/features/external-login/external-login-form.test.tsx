import { act, screen, waitFor, within } from '@testing-library/react';
import { messages, type ClientUser, type ExternalLoginResponse } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { readClientToken, readClientUser } from '@/lib/client-session';
import { captureTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { browserLocation } from './browser-location';

/** Renders the page and lets the runtime settings arrive, so no update lands after a test. */
async function renderPage() {
  const view = await renderApp(paths.client.externalLogin);
  await act(() => loadRuntimeConfig());
  return view;
}

const ENDPOINT = 'POST /api/auth/external-redirect';

const client: ClientUser = {
  firstName: 'Maria',
  lastName: 'Delgado',
  username: 'mdelgado',
  email: 'maria@delgado-trucking.com',
  companyName: 'Delgado Trucking LLC',
};

const success = (redirectUrl: string): ExternalLoginResponse => ({
  success: true,
  token: 'client-token-123',
  user: client,
  redirectUrl,
});

const loginForm = () => screen.getByRole('form', { name: 'Log in through your system' });
const field = (label: string) => within(loginForm()).getByLabelText(label);
const submitButton = () => within(loginForm()).getByRole('button', { name: /login & redirect|connecting/i });

async function fillIn(user: Awaited<ReturnType<typeof renderPage>>['user']) {
  await user.selectOptions(field('System'), 'Xero');
  await user.type(field('External URL'), 'https://portal.example.com/login');
  await user.type(field('Username'), 'mdelgado');
  await user.type(field('Password'), 'S3cret-pass');
}

describe('external login', () => {
  it('puts back what was typed into the prerendered form before its script ran, never a password', async () => {
    const prerendered = document.createElement('div');
    prerendered.innerHTML = `<form>
      <input name="externalUrl" value="https://portal.example.com/login">
      <input name="username" value="mdelgado">
      <input type="password" name="password" value="S3cret-pass">
    </form>`;
    captureTypedBeforeHydration(prerendered);

    await renderPage();

    expect(field('External URL')).toHaveValue('https://portal.example.com/login');
    expect(field('Username')).toHaveValue('mdelgado');
    expect(field('Password')).toHaveValue('');
  });

  beforeEach(() => localStorage.clear());

  it('offers the five systems', async () => {
    mockApi();
    await renderPage();

    const options = within(field('System')).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['quickbooks', 'QuickBooks'],
      ['sage', 'Sage'],
      ['xero', 'Xero'],
      ['trucking-software', 'Trucking Software'],
      ['custom', 'Custom System'],
    ]);
  });

  it('explains each missing or invalid field next to it and sends nothing', async () => {
    const api = mockApi();
    const { user } = await renderPage();

    await user.click(submitButton());

    expect(field('External URL')).toHaveAccessibleDescription(
      expect.stringContaining(messages.externalUrlRequired),
    );
    expect(field('External URL')).toHaveAttribute('aria-invalid', 'true');
    expect(field('External URL')).toHaveFocus();
    expect(field('Username')).toHaveAccessibleDescription(messages.externalCredentialsRequired);
    expect(field('Password')).toHaveAccessibleDescription(messages.externalCredentialsRequired);
    expect(screen.getByText(messages.externalUrlRequired)).toBeVisible();
    // The wording of docs/product.md#external-login, not only whatever the shared message holds.
    expect(messages.externalUrlRequired).toBe('Please enter an external URL');

    await user.type(field('External URL'), 'portal.example.com');
    await user.type(field('Username'), 'mdelgado');
    await user.click(submitButton());

    expect(field('External URL')).toHaveAccessibleDescription(
      expect.stringContaining(messages.externalUrlInvalid),
    );
    expect(field('Username')).not.toHaveAttribute('aria-invalid');
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(ENDPOINT)).toHaveLength(0);
  });

  it('refuses a plain http address unless it is this machine, as the server does', async () => {
    const api = mockApi({ [ENDPOINT]: Response.json(success('/client-dashboard')) });
    const { user } = await renderPage();

    await user.type(field('External URL'), 'http://portal.example.com/login');
    await user.type(field('Username'), 'mdelgado');
    await user.type(field('Password'), 'S3cret-pass');
    await user.click(submitButton());

    await waitFor(() => expect(field('External URL')).toHaveFocus());
    expect(field('External URL')).toHaveAccessibleDescription(
      expect.stringContaining(messages.externalUrlInvalid),
    );
    expect(api.requestsTo(ENDPOINT)).toHaveLength(0);

    await user.clear(field('External URL'));
    await user.type(field('External URL'), 'http://localhost:4010/login');
    await user.click(submitButton());

    await waitFor(() => expect(api.requestsTo(ENDPOINT)).toHaveLength(1));
    expect(await api.lastBody(ENDPOINT)).toMatchObject({ externalUrl: 'http://localhost:4010/login' });
  });

  it("marks the fields the server refused, in the form's own words, with the server's reason in the alert", async () => {
    const reason = 'Please correct these fields: externalUrl must be a URL address.';
    mockApi({
      [ENDPOINT]: Response.json(
        {
          success: false,
          error: reason,
          code: 'validation_failed',
          details: { externalUrl: ['externalUrl must be a URL address'] },
          fields: { externalUrl: 'invalid_url' },
        },
        { status: 400 },
      ),
    });
    const { user } = await renderPage();

    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(field('External URL')).toHaveAttribute('aria-invalid', 'true');
    expect(field('External URL')).toHaveAccessibleDescription(
      expect.stringContaining(messages.externalUrlInvalid),
    );
    await waitFor(() => expect(field('External URL')).toHaveFocus());
    expect(field('Username')).not.toHaveAttribute('aria-invalid');
  });

  it("reads 'Connecting...' and is disabled while the request runs, then stores the session and goes to the dashboard", async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi({ [ENDPOINT]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user, router } = await renderPage();

    await fillIn(user);
    await user.click(submitButton());

    const button = await within(loginForm()).findByRole('button', { name: 'Connecting...' });
    expect(button).toBeDisabled();
    expect(await api.lastBody(ENDPOINT)).toEqual({
      systemType: 'xero',
      externalUrl: 'https://portal.example.com/login',
      username: 'mdelgado',
      password: 'S3cret-pass',
    });

    answer(Response.json(success('/client-dashboard')));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.client.dashboard));
    expect(readClientToken()).toBe('client-token-123');
    expect(readClientUser()).toEqual(client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria' })).toBeInTheDocument();
  });

  it('leaves the site for an absolute redirect address the server returns', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    mockApi({ [ENDPOINT]: Response.json(success('https://portal.example.com/home')) });
    const { user, router } = await renderPage();

    await fillIn(user);
    await user.click(submitButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://portal.example.com/home'));
    expect(readClientToken()).toBe('client-token-123');
    expect(router.state.location.pathname).toBe(paths.client.externalLogin);
  });

  it("shows the server's error in an alert and keeps the typed values", async () => {
    const refusal = 'The external system did not accept that username and password.';
    mockApi({
      [ENDPOINT]: Response.json(
        { success: false, error: refusal, code: 'invalid_credentials' },
        { status: 401 },
      ),
    });
    const { user } = await renderPage();

    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(field('System')).toHaveValue('xero');
    expect(field('External URL')).toHaveValue('https://portal.example.com/login');
    expect(field('Username')).toHaveValue('mdelgado');
    expect(field('Password')).toHaveValue('S3cret-pass');
    expect(submitButton()).toHaveTextContent('Login & Redirect');
    expect(submitButton()).toBeEnabled();
    expect(readClientToken()).toBeNull();
  });

  it("falls back to 'External login failed' when the server gives no reason", async () => {
    mockApi({ [ENDPOINT]: new Response('<html>Bad gateway</html>', { status: 502 }) });
    const { user } = await renderPage();

    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^External login failed$/);
  });

  it('says so when the network fails', async () => {
    mockApi(); // no answer for the endpoint: fetch rejects like a network failure
    const { user } = await renderPage();

    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Network error\. Please try again\.$/);
    expect(field('Password')).toHaveValue('S3cret-pass');
  });

  it('shows and hides the password', async () => {
    mockApi();
    const { user } = await renderPage();
    const password = field('Password');
    const show = within(loginForm()).getByRole('button', { name: 'Show password' });

    expect(password).toHaveAttribute('type', 'password');
    expect(show).toHaveAttribute('aria-pressed', 'false');

    await user.click(show);
    expect(password).toHaveAttribute('type', 'text');
    const hide = within(loginForm()).getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.click(hide);
    expect(password).toHaveAttribute('type', 'password');
  });
});
