import { useContext, useSyncExternalStore } from 'react';
import { ToastQueueContext, type Toast, type ToastContent, type ToastQueue } from './toast-queue';

/** The queue of the notification area around the caller (toast-provider.tsx). */
export function useToastQueue(): ToastQueue {
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error('useToastQueue needs a ToastProvider above it');
  return queue;
}

/** Shows a toast: `toast({ title, description, variant: 'destructive' })`. The function is stable. */
export function useToast(): (toast: ToastContent) => void {
  return useToastQueue().show;
}

/** The toasts on show, newest first; rerenders when they change. */
export function useToasts(): Toast[] {
  const queue = useToastQueue();
  return useSyncExternalStore(queue.subscribe, queue.toasts, queue.toasts);
}
