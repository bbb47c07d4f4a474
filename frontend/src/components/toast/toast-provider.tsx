import { useState, type ReactNode } from 'react';
import { createToastQueue, ToastQueueContext, type ToastQueue } from './toast-queue';

/** Gives its subtree one notification queue: its own, or `queue` (tests show toasts through it). */
export function ToastProvider({ queue, children }: { queue?: ToastQueue; children: ReactNode }) {
  const [own] = useState(() => queue ?? createToastQueue());
  return <ToastQueueContext.Provider value={own}>{children}</ToastQueueContext.Provider>;
}
