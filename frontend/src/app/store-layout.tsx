import { Outlet } from 'react-router';
import { ApiStoreProvider } from '@/lib/api';

/**
 * Wraps the pages that read from the API as they render (About, the admin area) in the Redux
 * store. It is a lazy route, so no other page downloads Redux Toolkit on its first load. The
 * store lives as long as the visitor stays among these pages, which is what lets an admin edit on
 * /admin/team show on /about at once through RTK Query's tags.
 */
export function StoreLayout() {
  return (
    <ApiStoreProvider>
      <Outlet />
    </ApiStoreProvider>
  );
}
