import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules a URL needs and writes them into the route objects, as the
 * React Router docs prescribe for hydration: a router created afterwards renders the page
 * at once instead of an empty fallback that would not match the prerendered HTML.
 */
export async function loadLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const routeModule = await route.lazy();
      Object.assign(route, { ...routeModule, lazy: undefined });
    }),
  );
}
