import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadLazyMatches } from './app/load-lazy-matches';
import { routes } from './app/routes';

async function start(container: HTMLElement): Promise<void> {
  await loadLazyMatches(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  // Built pages arrive prerendered; the dev server sends an empty root.
  if (container.firstElementChild) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
void start(container);
