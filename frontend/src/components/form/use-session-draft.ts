import { useCallback, useEffect, useRef } from 'react';
import type { FormValues } from './use-form';

function readDraft(key: string): Record<string, unknown> | undefined {
  try {
    const stored = window.sessionStorage.getItem(key);
    const draft: unknown = stored ? JSON.parse(stored) : undefined;
    return draft && typeof draft === 'object' ? (draft as Record<string, unknown>) : undefined;
  } catch {
    // Storage off (private mode, quota) or a damaged entry: start blank.
    return undefined;
  }
}

function writeDraft(key: string, draft: Record<string, string> | undefined): void {
  try {
    if (draft) window.sessionStorage.setItem(key, JSON.stringify(draft));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Without storage the form still works; only a reload loses the typing.
  }
}

/**
 * Keeps what a visitor has typed in this tab's session storage, so a reload or a detour to
 * another page does not lose it. Only text and choices are kept (never checkboxes such as
 * consent), and only in this tab; `clear` forgets them once the form has been sent.
 */
export function useSessionDraft<V extends FormValues>(
  key: string,
  values: V,
  restore: (draft: Partial<V>) => void,
) {
  const restoreRef = useRef(restore);
  const textFieldsRef = useRef(Object.keys(values).filter((name) => typeof values[name] === 'string'));
  // Until this form has kept something, a blank form must not erase a draft it has yet to restore.
  const keptRef = useRef(false);
  useEffect(() => {
    restoreRef.current = restore;
  });

  // Effects run after hydration, so the prerendered HTML and the first render stay identical.
  useEffect(() => {
    const draft = readDraft(key);
    if (!draft) return;
    const typed = Object.entries(draft).filter(
      ([name, value]) => textFieldsRef.current.includes(name) && typeof value === 'string' && value !== '',
    );
    if (typed.length) restoreRef.current(Object.fromEntries(typed) as Partial<V>);
  }, [key]);

  useEffect(() => {
    const typed = Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    if (typed.length) {
      writeDraft(key, Object.fromEntries(typed));
      keptRef.current = true;
    } else if (keptRef.current) {
      writeDraft(key, undefined);
    }
  }, [key, values]);

  return { clear: useCallback(() => writeDraft(key, undefined), [key]) };
}
