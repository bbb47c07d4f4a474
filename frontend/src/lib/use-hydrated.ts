import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while prerendering and during hydration, true afterwards: for what depends on the
 * browser's address or storage, so the first render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
