import { matchRoutes, type RouteObject } from 'react-router';
import { isLazyPage } from './lazy-page';

/**
 * Loads the code-split pages (and layouts) a URL needs before the first render, as hydration
 * requires: React then renders the page at once instead of suspending, which would not match
 * the prerendered HTML.
 */
export async function loadLazyMatches(
  routes: RouteObject[],
  pathname: string,
  basename?: string,
): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(({ route }) => (isLazyPage(route.Component) ? route.Component.preload() : undefined)),
  );
}
