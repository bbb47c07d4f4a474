import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadLazyMatches } from '@/app/load-lazy-matches';
import { routes } from '@/app/routes';
import { paths } from '@/config/paths';

/** Renders the whole site at a URL through the real routes, as the browser does; pages under the store layout get a real store. */
export async function renderApp(url: string = paths.home) {
  await loadLazyMatches(routes, url);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user };
}
