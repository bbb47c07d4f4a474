import './app/global.css';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { loadLazyMatches } from './app/load-lazy-matches';
import { routes } from './app/routes';
import { siteLocale } from './config/site-locale-copy';
import { captureTypedBeforeHydration } from './lib/typed-before-hydration';

/**
 * Marks the document once the first render's effects have run, so every listener the page
 * attaches (keyboard shortcuts, the notification area) is in place. Its effect runs after those
 * of everything inside it. Browser tests wait for the mark (e2e/support/fixtures.ts).
 */
function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

async function start(container: HTMLElement): Promise<void> {
  const basename = siteLocale.basePath || undefined;
  await loadLazyMatches(routes, window.location.pathname, basename);
  // Declarative routing: the pages need no loaders or actions, and it keeps the data router's
  // ~17 KB of gzipped code out of every page.
  const app = (
    <StrictMode>
      <HydrationMark>
        <BrowserRouter basename={basename}>
          <AppRoutes />
        </BrowserRouter>
      </HydrationMark>
    </StrictMode>
  );

  // Built pages arrive prerendered; the dev server sends an empty root.
  if (container.firstElementChild) {
    captureTypedBeforeHydration(container);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
void start(container);
