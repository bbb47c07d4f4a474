import { screen, within } from '@testing-library/react';
import { resetRuntimeConfig } from '@/lib/runtime-config';
import { OUTBOX_KEY } from '@/lib/submission-outbox';
import { keptQuote } from '@/testing/lead-forms';
import { mockApi, testRuntimeConfig } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/*
 * The header and the page are Suspense boundaries that React hydrates in slices after the first
 * paint. If the layout above them re-renders before they are done, React hydrates all the rest in
 * one long task (docs/architecture.md#first-load). The header counts its renders here: it renders
 * again exactly when the layout does.
 */
let headerRenders = 0;
jest.mock('./site-header', () => {
  const actual = jest.requireActual<typeof import('./site-header')>('./site-header');
  return {
    ...actual,
    SiteHeader: () => {
      headerRenders += 1;
      return actual.SiteHeader();
    },
  };
});

afterEach(() => {
  resetRuntimeConfig();
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('site layout while the page hydrates', () => {
  it('does not re-render when the runtime settings arrive, only the parts that show them', async () => {
    const configured = { ...testRuntimeConfig, providerPhone: '(435) 555-0142' };
    let answer: (response: Response) => void = () => {};
    mockApi({ 'GET /api/config': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderApp();
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: /435/ })).not.toBeInTheDocument();
    const before = headerRenders;

    answer(Response.json(configured));

    // The call link in the header takes the configured number; the header around it is untouched.
    expect(await within(banner).findByRole('link', { name: /\(435\) 555-0142/ })).toBeInTheDocument();
    expect(headerRenders).toBe(before);
  });

  it('does not re-render when it sends a submission kept from the last visit, only the notification area', async () => {
    const kept = keptQuote(60_000);
    const quote = {
      id: '3f2a9c1e-5b7d-4e2a-9c1e-0a1b2c3d4e5f',
      ...kept.body,
      submittedAt: new Date().toISOString(),
    };
    mockApi({ 'POST /api/quotes': () => Response.json({ success: true, quote }, { status: 201 }) });
    await renderApp();
    const before = headerRenders;

    // The outbox loads, sends it and toasts the reference on this content page; the header stays.
    expect(await screen.findByText('Your Saved Quote Request Was Sent')).toBeInTheDocument();
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
    expect(headerRenders).toBe(before);
  });
});
