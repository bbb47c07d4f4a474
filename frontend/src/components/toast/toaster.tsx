import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { TOAST_HOTKEY } from '@trucking-finance/contracts';
import { toastCopy } from './toast-copy';
import type { ToastViewportProps } from './toast-viewport';
import { useToasts } from './use-toast';
import styles from './toaster.module.css';

const notificationsLabel = toastCopy.area(TOAST_HOTKEY);

type ViewportComponent = ComponentType<ToastViewportProps>;
let loadedViewport: ViewportComponent | undefined;
let viewportLoad: Promise<ViewportComponent> | undefined;

/** Loads the Radix notification area once; a failed load (offline) is tried again next time. */
export function loadToastViewport(): Promise<ViewportComponent> {
  viewportLoad ??= import('./toast-viewport').then(
    (module) => (loadedViewport = module.ToastViewport),
    (error: unknown) => {
      viewportLoad = undefined;
      throw error;
    },
  );
  return viewportLoad;
}

/**
 * The area as Radix draws it when empty: a named region with the list F8 focuses (`listRef`). It
 * stands in until Radix is in, and it is what the server renders, so hydration matches.
 */
function EmptyNotificationArea({
  listRef,
  onFocusChange,
}: {
  listRef: RefObject<HTMLDivElement | null>;
  onFocusChange: (focused: boolean) => void;
}) {
  return (
    <div role="region" aria-label={notificationsLabel} tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <div
        ref={listRef}
        tabIndex={-1}
        className={styles.viewport}
        aria-live="polite"
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
      />
    </div>
  );
}

/**
 * The notification area (docs/product.md#toasts). Radix Toast (toast-viewport.tsx, about 12 KB gzipped) is
 * fetched on the first focus on the page or with the first toast, whichever comes first, so no
 * page's first load carries it, and an error toast still shows when the connection drops before
 * a form is sent. Until it is in, the empty area stands in for it.
 */
export function Toaster() {
  const toasts = useToasts();
  const [Viewport, setViewport] = useState(() => loadedViewport);
  const [emptyAreaFocused, setEmptyAreaFocused] = useState(false);
  // The list on screen, the stand-in's or Radix's. F8 is heard here, for as long as the page lives:
  // Radix starts listening only in an effect after it is drawn, and an F8 pressed between the
  // stand-in leaving and that effect was lost (seen in CI).
  const list = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const focusArea = (event: KeyboardEvent) => {
      if (event.code === TOAST_HOTKEY) list.current?.focus();
    };
    document.addEventListener('keydown', focusArea);
    return () => document.removeEventListener('keydown', focusArea);
  }, []);

  useEffect(() => {
    if (Viewport) return;
    let current = true;
    const load = () =>
      loadToastViewport().then(
        (loaded) => {
          if (current) setViewport(() => loaded);
        },
        () => {}, // offline: tried again with the next toast
      );
    if (toasts.length > 0) void load();
    else document.addEventListener('focusin', load, { once: true });
    return () => {
      current = false;
      document.removeEventListener('focusin', load);
    };
  }, [Viewport, toasts]);

  if (!Viewport) return <EmptyNotificationArea listRef={list} onFocusChange={setEmptyAreaFocused} />;
  return <Viewport label={notificationsLabel} takeFocus={emptyAreaFocused} listRef={list} />;
}
