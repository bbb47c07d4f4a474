/** The build-time side of the site: what to prerender and how (used by build/prerender-plugin.ts). */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { adminPageQueries } from './features/admin/server-render';
import { createApiStore, ServerStoreProvider, type ServerApi } from './lib/api';
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
/**
 * The admin pages' antd stylesheet (build time only). Imported when called: the server imports
 * this bundle at run time to render admin pages, where the extractor (a build tool) is not installed.
 */
export const adminStyles = async (): Promise<string> =>
  (await import('./features/admin/admin-static-styles')).adminStyles();
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

/** What `renderAdminPage` made of a request: the page with its store's state, or why not. */
export type AdminPageRender =
  | { outcome: 'rendered'; html: string; state: unknown }
  /** Not a page rendered here, or a call failed (a token the API refuses included): the browser renders it as before. */
  | { outcome: 'not-rendered' };

/**
 * Renders a signed-in admin page at run time with its data, so its first table row shows with the
 * HTML (docs/architecture.md#admin-first-paint). `url` is the path and query as requested; the
 * store sends the page's first calls to `server` (the API itself, with the admin's token), then
 * the page renders from them. The browser's store takes `state` over and hydrates the same markup.
 */
export async function renderAdminPage(url: string, server: ServerApi): Promise<AdminPageRender> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const queries = siteLocale.basePath ? undefined : adminPageQueries(pathname, searchParams);
  if (!queries) return { outcome: 'not-rendered' };
  const store = createApiStore({ server });
  const started = queries.map((start) => start(store));
  try {
    const results = await Promise.all(started);
    if (results.some((result) => result.error)) return { outcome: 'not-rendered' };
    await loadLazyMatches(routes, pathname);
    const html = renderToString(
      <StrictMode>
        <ServerStoreProvider value={store}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </ServerStoreProvider>
      </StrictMode>,
    );
    return { outcome: 'rendered', html, state: store.getState() };
  } finally {
    started.forEach((query) => query.unsubscribe());
  }
}
