/**
 * What a visitor typed or chose in a prerendered form before its script ran (a slow phone shows
 * the form seconds before it works). Hydration hands the fields to react-hook-form, which sets
 * them to the form's defaults and would wipe that typing, so the entry reads it first and the
 * form puts it back (components/form/use-session-draft.ts).
 */
let typed: Record<string, string> = {};

const KEPT_TYPES = new Set(['text', 'email', 'tel', 'number', 'search', 'url', 'textarea', 'select-one']);

/** Reads every named, non-empty text field and single choice under `root`, before hydration. */
export function captureTypedBeforeHydration(root: ParentNode): void {
  typed = {};
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'form input[name], form textarea[name], form select[name]',
  )) {
    if (KEPT_TYPES.has(field.type) && field.value.trim() !== '') typed[field.name] = field.value;
  }
}

/** The captured values, once: a later form on another page starts blank. */
export function takeTypedBeforeHydration(): Record<string, string> {
  const values = typed;
  typed = {};
  return values;
}
