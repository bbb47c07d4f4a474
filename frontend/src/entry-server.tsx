/** The build-time side of the site: what to prerender and how (used by build/prerender-plugin.ts). */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { loadLazyMatches } from './app/load-lazy-matches';
import { pagePaths } from './app/page-paths';
import { routes } from './app/routes';
import { hasTwin, localizedPath } from './config/locales';
import { crawlerDisallowedPaths, isAdminPath } from './config/paths';
import { siteLocale } from './config/site-locale-copy';
import { notFoundMeta, routeMeta } from './content/page-meta';

const registeredPaths = new Set(pagePaths(routes));

/** Routes of `routeMeta` that have a page in the router. */
export const pages = routeMeta.filter((meta) => registeredPaths.has(meta.path));

export { crawlerDisallowedPaths, hasTwin, isAdminPath, localizedPath, notFoundMeta, siteLocale };
export { adminStyles } from './features/admin/admin-static-styles';
export { ADMIN_STYLESHEET_ID } from './features/admin/admin-theme';
export { structuredDataFor } from './content/structured-data';

/**
 * Renders the app at a page's path as the routes write it (`/get-quote`; this build's own prefix,
 * `/es` for the Spanish one, is added here) to the HTML that goes inside #root. Pages that need a
 * store create their own.
 */
export async function render(path: string): Promise<string> {
  const basename = siteLocale.basePath || undefined;
  const url = localizedPath(path, siteLocale.code);
  await loadLazyMatches(routes, url, basename);
  // No hydration script: the browser needs no router state, and inline scripts would need a CSP exception.
  return renderToString(
    <StrictMode>
      <StaticRouter basename={basename} location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
