import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@trucking-finance/contracts';
import { selectToasts, toastDismissed, type Toast } from './toast-slice';
import styles from './toaster.module.css';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  // Stable for the toast's life, so the page rendering again does not restart its timer.
  const onDismiss = useCallback(() => dispatch(toastDismissed(toast.id)), [dispatch, toast.id]);
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, onDismiss]);

  const startSwipe = (event: PointerEvent<HTMLLIElement>) => {
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const moveSwipe = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const endSwipe = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  return (
    <li
      className={`${styles.toast} ${toast.variant === 'destructive' ? styles.destructive : ''}`}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={startSwipe}
      onPointerMove={moveSwipe}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
      data-testid="toast"
    >
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description && <p className={styles.description}>{toast.description}</p>}
      </div>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label="Close notification">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

/**
 * The notification area (spec §9): one toast at a time for 5 s, paused while hovered or
 * focused, swiped away past 50 px, and F8 moves keyboard focus here. The list is a live region
 * that is always in the page, so screen readers announce each toast as it arrives.
 */
export function Toaster() {
  const toasts = useSelector(selectToasts);
  const region = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    document.addEventListener('keydown', focusRegion);
    return () => document.removeEventListener('keydown', focusRegion);
  }, []);

  return (
    <section aria-label={`Notifications (${TOAST_HOTKEY})`} className={styles.viewport}>
      <ol ref={region} tabIndex={-1} className={styles.list} aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
