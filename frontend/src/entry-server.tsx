/** The build-time side of the site: what to prerender and how (used by build/prerender-plugin.ts). */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { loadLazyMatches } from './app/load-lazy-matches';
import { pagePaths } from './app/page-paths';
import { routes } from './app/routes';
import { crawlerDisallowedPaths } from './config/paths';
import { notFoundMeta, routeMeta } from './content/page-meta';

const registeredPaths = new Set(pagePaths(routes));

/** Routes of `routeMeta` that have a page in the router. */
export const pages = routeMeta.filter((meta) => registeredPaths.has(meta.path));

export { crawlerDisallowedPaths, notFoundMeta };
export { structuredDataFor } from './content/structured-data';

/** Renders the app at a URL path (pages that need a store create their own) to the HTML that goes inside #root. */
export async function render(url: string): Promise<string> {
  await loadLazyMatches(routes, url);
  // No hydration script: the browser needs no router state, and inline scripts would need a CSP exception.
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
