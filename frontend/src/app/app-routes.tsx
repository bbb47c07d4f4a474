import { useRoutes } from 'react-router';
import { routes } from './routes';

/** The site's routes under whichever router the caller provides (browser, static or memory). */
export function AppRoutes() {
  return useRoutes(routes);
}
