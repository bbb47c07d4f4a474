import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import { resetRuntimeConfig } from '@/lib/runtime-config';
import { mockApi, testRuntimeConfig } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { DEFAULT_CLIENT_PORTAL_URL } from './client-portal';

const signInForm = () => screen.getByRole('form', { name: 'Sign in to your account' });

/** Whether the browser would go on to post the form (jsdom cannot, so the post is stopped here). */
function watchSubmissions() {
  const submissions: boolean[] = [];
  const record = (event: Event) => {
    submissions.push(!event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('submit', record);
  return { submissions, stop: () => window.removeEventListener('submit', record) };
}

describe('client login', () => {
  beforeEach(resetRuntimeConfig);

  it('posts the email to the configured client portal in a new tab', async () => {
    mockApi();
    await renderApp(paths.client.login);

    const form = signInForm();
    await waitFor(() => expect(form).toHaveAttribute('action', testRuntimeConfig.clientPortalUrl));
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('target', '_blank');
    expect(form).toHaveAttribute('rel', 'noopener');
    const email = within(form).getByLabelText('Email address');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('type', 'email');
  });

  it('falls back to the built-in portal address when the settings cannot be loaded', async () => {
    const api = mockApi({ 'GET /api/config': Response.json({ error: 'down' }, { status: 503 }) });
    await renderApp(paths.client.login);
    await waitFor(() => expect(api.requestsTo('GET /api/config')).toHaveLength(1));

    expect(signInForm()).toHaveAttribute('action', DEFAULT_CLIENT_PORTAL_URL);
    expect(DEFAULT_CLIENT_PORTAL_URL).toBe('https://portal.summitfreightcapital.com/login');
  });

  it('asks for the email, tied to the field, instead of posting an empty form', async () => {
    mockApi();
    const { user } = await renderApp(paths.client.login);
    const watcher = watchSubmissions();

    await user.click(screen.getByRole('button', { name: /continue to secure portal/i }));

    const email = screen.getByLabelText('Email address');
    expect(watcher.submissions).toEqual([false]);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Please enter your email address'));
    expect(email).toHaveFocus();

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: /continue to secure portal/i }));
    expect(watcher.submissions).toEqual([false, false]);
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));

    await user.clear(email);
    await user.type(email, 'dispatch@ridgeline-freight.com');
    await user.click(screen.getByRole('button', { name: /continue to secure portal/i }));
    // The click's submit is held while the address is checked; then the browser's own submit
    // goes through, to the portal.
    await waitFor(() => expect(watcher.submissions).toEqual([false, false, false, true]));
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your email address')).not.toBeInTheDocument();
    watcher.stop();
  });

  it('links to password help, a quote and home, and shows the support contacts', async () => {
    mockApi();
    await renderApp(paths.client.login);
    const main = screen.getByRole('main');

    const forgot = within(main).getByRole('link', { name: /forgot your password\?/i });
    await waitFor(() => expect(forgot).toHaveAttribute('href', testRuntimeConfig.clientPortalUrl));
    expect(forgot).toHaveAttribute('target', '_blank');
    expect(forgot).toHaveAttribute('rel', expect.stringContaining('noopener'));
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
  });

  it('sends someone who has only sent a request to the application status page', async () => {
    mockApi();
    await renderApp(paths.client.login);
    // Settled once the site settings are in.
    await waitFor(() => expect(signInForm()).toHaveAttribute('action', testRuntimeConfig.clientPortalUrl));

    const link = within(screen.getByRole('main')).getByRole('link', {
      name: 'Check your application status',
    });
    expect(link).toHaveAttribute('href', paths.applicationStatus);
    expect(paths.applicationStatus).toBe('/application-status');
    expect(link.parentElement).toHaveTextContent('Sent us a request? Check your application status');
  });
});
