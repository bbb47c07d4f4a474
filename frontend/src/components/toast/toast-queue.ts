import { createContext } from 'react';
import { TOAST_LIMIT } from '@trucking-finance/contracts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Omit<ToastContent, 'description'>> {
  id: number;
  description?: string;
}

/**
 * The notification queue (docs/product.md#toasts): at most TOAST_LIMIT at a time, the newest
 * replacing the oldest. One per notification area (toast-provider.tsx), read by React through
 * `useSyncExternalStore`; it needs no Redux, so the public forms load none before they send.
 */
export interface ToastQueue {
  /** The toasts on show, newest first; the same array until the queue changes. */
  toasts(): Toast[];
  subscribe(listener: () => void): () => void;
  show(toast: ToastContent): void;
  dismiss(id: number): void;
}

export function createToastQueue(): ToastQueue {
  let toasts: Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };
  return {
    toasts: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show: (content) => {
      const toast: Toast = { variant: 'default', ...content, id: nextId++ };
      set([toast, ...toasts].slice(0, TOAST_LIMIT));
    },
    dismiss: (id) => set(toasts.filter((toast) => toast.id !== id)),
  };
}

export const ToastQueueContext = createContext<ToastQueue | null>(null);
