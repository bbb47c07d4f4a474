import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { mayHaveKeptSubmissions } from '@/lib/outbox-key';
import { captureVisitSource } from '@/lib/visit-source';

/** The visit's source, kept from the page it starts on (captureVisitSource ignores later pages). */
export function useVisitSource(): void {
  const { pathname, search } = useLocation();
  useEffect(() => captureVisitSource(pathname, search), [pathname, search]);
}

/**
 * Sends what the submission outbox holds when the site starts, on whatever page (a visitor back
 * the next day may never open the form again, and the lead is what matters), and each time the
 * browser comes back online. The outbox's code loads only when something waits (the forms load it
 * anyway). Answers whether this page, which has no notification area of its own (content pages
 * carry no store), needs one to tell the visitor how it went.
 */
export function useOutboxDelivery(): boolean {
  const [needsHost, setNeedsHost] = useState(false);
  useEffect(() => {
    let current = true;
    let stopWatching: (() => void) | undefined;
    const deliver = () => {
      if (!mayHaveKeptSubmissions()) return;
      void import('@/lib/submission-outbox').then(({ deliverOutbox, outboxHost }) => {
        if (!current) return;
        stopWatching ??= outboxHost.subscribe(() => setNeedsHost(outboxHost.wanted()));
        setNeedsHost(outboxHost.wanted());
        void deliverOutbox();
      });
    };
    deliver();
    window.addEventListener('online', deliver);
    return () => {
      current = false;
      stopWatching?.();
      window.removeEventListener('online', deliver);
    };
  }, []);
  return needsHost;
}
