import { useCallback, useEffect, useRef, type RefObject } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@trucking-finance/contracts';
import { toastCopy } from './toast-copy';
import type { Toast } from './toast-queue';
import { useToastQueue, useToasts } from './use-toast';
import styles from './toaster.module.css';

function ToastItem({ toast }: { toast: Toast }) {
  const queue = useToastQueue();
  const destructive = toast.variant === 'destructive';
  return (
    <RadixToast.Root
      className={`${styles.toast} ${destructive ? styles.destructive : ''}`}
      // Radix reads each toast out once through its own live region, assertively for errors.
      // The toast keeps its role for what it is, silenced so it is not read twice.
      type={destructive ? 'foreground' : 'background'}
      role={destructive ? 'alert' : 'status'}
      aria-live="off"
      aria-atomic="true"
      onOpenChange={(open) => {
        if (!open) queue.dismiss(toast.id);
      }}
      data-testid="toast"
      // A div, not Radix's list item: a list item given the role of a status or alert message is
      // no longer a list item, which leaves the list holding something a list may not hold.
      asChild
    >
      <div>
        <div className={styles.text}>
          <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
          {toast.description && (
            <RadixToast.Description className={styles.description}>
              {toast.description}
            </RadixToast.Description>
          )}
        </div>
        <RadixToast.Close className={styles.close} aria-label={toastCopy.close}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </RadixToast.Close>
      </div>
    </RadixToast.Root>
  );
}

const hotkey = [TOAST_HOTKEY];

export interface ToastViewportProps {
  /** The area's name, "Notifications (F8)". */
  label: string;
  /** Focus the area on mount: it replaces the empty area that had focus. */
  takeFocus?: boolean;
  /** Also pointed at the area's list, for whoever focuses it on F8 (the Toaster). */
  listRef?: RefObject<HTMLDivElement | null>;
}

/**
 * The notification area on Radix Toast, with the settings of docs/product.md#toasts: each toast closes after 5 s
 * (paused while hovered or focused), a swipe right past 50 px dismisses it, F8 focuses the area.
 * The area's queue (toast-queue.ts) decides what shows; closing a toast removes it from there.
 */
export function ToastViewport({ label, takeFocus = false, listRef }: ToastViewportProps) {
  const toasts = useToasts();
  const list = useRef<HTMLDivElement | null>(null);
  const setList = useCallback(
    (node: HTMLDivElement | null) => {
      list.current = node;
      if (listRef) listRef.current = node;
    },
    [listRef],
  );

  useEffect(() => {
    if (takeFocus) list.current?.focus();
  }, [takeFocus]);

  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
      <RadixToast.Viewport
        hotkey={hotkey}
        label={label}
        className={styles.viewport}
        aria-live="polite"
        asChild
      >
        <div ref={setList} />
      </RadixToast.Viewport>
    </RadixToast.Provider>
  );
}
