import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY_CONFIRMATION_MS } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Renders the page and lets the runtime settings arrive, so no update lands after a test. */
async function renderPage() {
  const view = await renderApp(paths.client.externalLogin);
  await act(() => loadRuntimeConfig());
  return view;
}

const shareCard = () => screen.getByRole('region', { name: 'Share the client login link' });
const loginLink = `${window.location.origin}${paths.client.login}`;

describe('shareable client login link', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the site origin plus the client login path, and snippets that use it', async () => {
    mockApi();
    await renderPage();
    const card = shareCard();

    expect(within(card).getByLabelText('Client login link')).toHaveValue(loginLink);
    const snippets = card.querySelectorAll('pre > code');
    expect(snippets).toHaveLength(2);
    expect(snippets[0]).toHaveTextContent(
      `<a href="${loginLink}" target="_blank" rel="noopener">Client Login</a>`,
    );
    expect(snippets[1].textContent).toContain(`<button type="button" onclick="window.open('${loginLink}'`);
  });

  it("copies the link and says 'Copied!' for 2 seconds", async () => {
    jest.useFakeTimers();
    mockApi();
    await renderPage();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const card = shareCard();
    const status = within(card).getByRole('status');

    await user.click(within(card).getByRole('button', { name: 'Copy Link' }));

    expect(await navigator.clipboard.readText()).toBe(loginLink);
    expect(status).toHaveTextContent('Copied!');

    act(() => jest.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(status).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
    expect(COPY_CONFIRMATION_MS).toBe(2000);
  });

  it('explains when the link cannot be copied', async () => {
    mockApi();
    const { user } = await renderPage();
    jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const card = shareCard();

    await user.click(within(card).getByRole('button', { name: 'Copy Link' }));

    expect(within(card).getByRole('status')).toHaveTextContent(/could not copy the link/i);
    expect(within(card).queryByText('Copied!')).not.toBeInTheDocument();
  });
});
