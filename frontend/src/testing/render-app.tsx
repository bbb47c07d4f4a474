import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import {
  matchRoutes,
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { adminRoutes } from '@/app/admin-routes';
import { AppRoutes } from '@/app/app-routes';
import { isLazyPage } from '@/app/lazy-page';
import { routes } from '@/app/routes';
import { paths } from '@/config/paths';
import { siteLocale } from '@/config/site-locale-copy';

/** What a test reads of the router: where the app is now, and a way to go elsewhere. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

function RouterProbe({ report }: { report: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => report(location, navigate), [report, location, navigate]);
  return null;
}

/**
 * Loads every code-split page up front, the URL's own among them (the admin pages only for an
 * admin URL, as they bring Ant Design), so the first render and a click in a test never suspend
 * on a module.
 */
function preloadPages(routeList: readonly RouteObject[], withAdmin: boolean): Promise<unknown> {
  return Promise.all(
    routeList.flatMap((route) => {
      if (!withAdmin && adminRoutes.includes(route)) return [];
      const own = isLazyPage(route.Component) ? [route.Component.preload()] : [];
      return [...own, preloadPages(route.children ?? [], withAdmin)];
    }),
  );
}

/**
 * Renders the whole site at a URL through the real routes, as the browser does; pages under the
 * store layout get a real store. `url` is a path as the routes write it: in the Spanish tests
 * (`*.es.test.tsx`) the app runs under /es as the Spanish build does, and `router.state.location`
 * reads paths without it, as the routes do.
 */
export async function renderApp(url: string = paths.home) {
  const { pathname } = new URL(url, 'http://localhost');
  await preloadPages(routes, matchRoutes(adminRoutes, pathname) !== null);
  const probe = { state: {} } as TestRouter;
  const report = (location: Location, navigate: NavigateFunction) => {
    probe.state.location = location;
    probe.navigate = navigate;
  };
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter basename={siteLocale.basePath || undefined} initialEntries={[siteLocale.basePath + url]}>
      <RouterProbe report={report} />
      <AppRoutes />
    </MemoryRouter>,
  );
  return { ...view, router: probe, user };
}
