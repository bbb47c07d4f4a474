import { Outlet } from 'react-router';
import { ToastProvider } from '@/components/toast/toast-provider';
import { Toaster } from '@/components/toast/toaster';
import { OutboxToasts } from './outbox-toasts';

/**
 * Wraps the pages that talk to the API (forms, About, the admin area) in one notification area:
 * the toast queue, the outbox's toasts and the Toaster. It is a lazy route and carries no Redux:
 * the public forms load RTK Query when they first need it (lib/api-on-demand.ts), and About and
 * the admin area get a store from the store layout below it.
 */
export function NotificationLayout() {
  return (
    <ToastProvider>
      <Outlet />
      <OutboxToasts areaHost />
      <Toaster />
    </ToastProvider>
  );
}
