/** The build-time side of the site: what to prerender and how (used by build/prerender-plugin.ts). */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pagePaths } from './app/page-paths';
import { routes } from './app/routes';
import { crawlerDisallowedPaths, notFoundMeta, routeMeta } from './config/paths';

const registeredPaths = new Set(pagePaths(routes));

/** Routes of `routeMeta` that have a page in the router. */
export const pages = routeMeta.filter((meta) => registeredPaths.has(meta.path));

export { crawlerDisallowedPaths, notFoundMeta };
export { structuredDataFor } from './config/structured-data';

const handler = createStaticHandler(routes);

/** Renders the app at a URL path (pages that need a store create their own) to the HTML that goes inside #root. */
export async function render(url: string): Promise<string> {
  // The static handler only reads the path; the origin is a placeholder.
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) {
    throw new Error(`Rendering ${url} answered ${context.status}; a prerendered page cannot redirect`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // No hydration script: the browser needs no router state, and inline scripts would need a CSP exception.
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
