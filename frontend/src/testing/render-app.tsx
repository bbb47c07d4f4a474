import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadLazyMatches } from '@/app/load-lazy-matches';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { setupStore } from '@/app/store';
import { paths } from '@/config/paths';

/** Renders the whole site at a URL through the real routes and a real store, as the browser does. */
export async function renderApp(url: string = paths.home) {
  await loadLazyMatches(routes, url);
  const store = setupStore();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, store, user };
}
