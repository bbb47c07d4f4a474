import { act, screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const ENDPOINT = 'POST /api/lead-status';

async function renderPage() {
  const view = await renderApp(paths.applicationStatus);
  await act(() => loadRuntimeConfig());
  return view;
}

const statusForm = () => screen.getByRole('form', { name: 'Check your application status' });
const reference = () => within(statusForm()).getByRole('textbox', { name: /Reference ID/ });
const email = () => within(statusForm()).getByRole('textbox', { name: /Email address/ });
const submit = () => within(statusForm()).getByRole('button', { name: /Check Status|Checking/ });

describe('application status page', () => {
  it('sends the reference and email and shows the kind, status and date, nothing else', async () => {
    const api = mockApi({
      [ENDPOINT]: Response.json({
        success: true,
        kind: 'quotes',
        status: 'in-review',
        submittedAt: '2025-03-04T15:00:00.000Z',
      }),
    });
    const { user } = await renderPage();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Where is my application?');
    await user.type(reference(), ' 3F2A9C1E ');
    await user.type(email(), 'maria@ridgeline-freight.com');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Your application' })).toBeInTheDocument();
    expect(await api.lastBody(ENDPOINT)).toEqual({
      reference: '3F2A9C1E',
      email: 'maria@ridgeline-freight.com',
    });
    expect(screen.getByText('Request').nextElementSibling).toHaveTextContent('Quote request');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('In review');
    expect(screen.getByText('Our team is reviewing your application.')).toBeInTheDocument();
    expect(screen.getByText('Sent on March 4, 2025')).toBeInTheDocument();
  });

  it('says one neutral sentence when nothing matches', async () => {
    mockApi({
      [ENDPOINT]: Response.json(
        { success: false, error: 'Not found', code: 'lead_status_not_found' },
        { status: 404 },
      ),
    });
    const { user } = await renderPage();

    await user.type(reference(), '00000000');
    await user.type(email(), 'maria@ridgeline-freight.com');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an application with that reference and email address. Please check both and try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Your application' })).not.toBeInTheDocument();
  });

  it('asks for a well-formed reference and email before sending anything', async () => {
    const api = mockApi();
    const { user } = await renderPage();

    await user.click(submit());
    expect(reference()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter your reference ID'),
    );
    expect(email()).toHaveAccessibleDescription(expect.stringContaining('Please enter your email address'));

    await user.type(reference(), 'abc');
    await user.type(email(), 'not-an-email');
    await user.click(submit());
    expect(reference()).toHaveAccessibleDescription(
      expect.stringContaining('A reference ID is 8 letters and digits'),
    );
    expect(api.requestsTo(ENDPOINT)).toHaveLength(0);
  });

  it('tells the visitor to wait when throttled', async () => {
    mockApi({
      [ENDPOINT]: Response.json(
        { success: false, error: 'Too many requests.', code: 'rate_limited' },
        { status: 429 },
      ),
    });
    const { user } = await renderPage();

    await user.type(reference(), '3f2a9c1e');
    await user.type(email(), 'maria@ridgeline-freight.com');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many tries. Please wait a minute and try again.',
    );
  });
});
