import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, as in the prerendered HTML, and true once it has mounted:
 * for what depends on the browser's address or storage, so hydration matches the HTML. The switch
 * is a transition: React re-renders what depends on it (a whole form, for a preset) in short
 * slices, not in one long task while the page is still starting (docs/architecture.md#first-load).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
