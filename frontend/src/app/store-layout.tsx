import { useState } from 'react';
import { Provider } from 'react-redux';
import { Outlet } from 'react-router';
import { Toaster } from '@/components/toast/toaster';
import { OutboxToasts } from './outbox-toasts';
import { setupStore } from './store';

/**
 * Wraps the pages that talk to the API (forms, About, the admin area) in the Redux store and
 * the notification area. It is a lazy route, so content pages never download Redux Toolkit.
 * The store lives as long as the visitor stays among these pages, which is what lets an admin
 * edit on /admin/team show on /about at once through RTK Query's tags.
 */
export function StoreLayout() {
  const [store] = useState(() => setupStore());
  return (
    <Provider store={store}>
      <Outlet />
      <OutboxToasts storeHost />
      <Toaster />
    </Provider>
  );
}
