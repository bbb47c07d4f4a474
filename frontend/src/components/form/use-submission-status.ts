import { useEffect, useRef, useState } from 'react';
import type { SubmissionStatus } from './submit-button';

/**
 * idle → submitting → submitted, and back to idle `resetDelayMs` after success, when `onReset`
 * clears the form (docs/product.md#lead-forms). A failure goes straight back to idle with the values kept.
 */
export function useSubmissionStatus(resetDelayMs: number, onReset: () => void) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const onResetRef = useRef(onReset);
  useEffect(() => {
    onResetRef.current = onReset;
  });

  useEffect(() => {
    if (status !== 'submitted') return;
    const timer = setTimeout(() => {
      onResetRef.current();
      setStatus('idle');
    }, resetDelayMs);
    return () => clearTimeout(timer);
  }, [status, resetDelayMs]);

  return [status, setStatus] as const;
}
