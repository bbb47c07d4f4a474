import { screen, within } from '@testing-library/react';
import { resetRuntimeConfig } from '@/lib/runtime-config';
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
});
