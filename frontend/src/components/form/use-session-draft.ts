import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { takeTypedBeforeHydration } from '@/lib/typed-before-hydration';

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

/** The text a visitor has typed (never checkboxes such as consent), by field. */
const typedText = (values: object): [string, string][] =>
  Object.entries(values).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !!entry[1],
  );

/**
 * Keeps what a visitor has typed in this tab's session storage, so a reload or a detour to
 * another page does not lose it, and puts it back when the form returns, with what they typed
 * into the prerendered form before its script ran (lib/typed-before-hydration.ts). Values from the
 * address (`preset`, a program link) go in first and the typing over them: the visitor's own wins.
 * `clear` forgets the draft once the form has been sent.
 */
export function useSessionDraft<V extends FieldValues>(
  key: string,
  form: UseFormReturn<V>,
  preset?: Partial<V>,
) {
  const { getValues, setValue, watch } = form;
  const restored = useRef(false);
  // A key rather than the object, so a preset rebuilt on each render is applied only when it changes.
  const presetKey = JSON.stringify(preset ?? {});

  // Effects run after hydration, so the prerendered HTML and the first render stay identical.
  useEffect(() => {
    const isTextField = (name: string) => typeof getValues(name as Path<V>) === 'string';
    const draft = restored.current
      ? []
      : typedText({ ...readDraft(key), ...takeTypedBeforeHydration() }).filter(([name]) => isTextField(name));
    restored.current = true;
    for (const [name, value] of [...Object.entries(JSON.parse(presetKey) as object), ...draft]) {
      setValue(name as Path<V>, value as PathValue<V, Path<V>>);
    }

    const keep = (values: object) => {
      const typed = typedText(values);
      writeDraft(key, typed.length ? Object.fromEntries(typed) : undefined);
    };
    keep(getValues());
    return watch(keep).unsubscribe;
  }, [key, presetKey, getValues, setValue, watch]);

  return { clear: useCallback(() => writeDraft(key, undefined), [key]) };
}
