import { ToastProvider } from '@/components/toast/toast-provider';
import { Toaster } from '@/components/toast/toaster';
import { OutboxToasts } from './outbox-toasts';

/**
 * The notification area of a content page (none of its own), loaded only when the outbox has
 * something to tell the visitor there: a toast queue, the outbox's toasts, the Toaster.
 */
export function OutboxToastHost() {
  return (
    <ToastProvider>
      <OutboxToasts />
      <Toaster />
    </ToastProvider>
  );
}
