import { useCallback, useEffect, useRef, useState } from 'react';

type FindTarget = () => HTMLElement | null | undefined;

/**
 * Moves focus once the update in progress is on screen: a field's error text must exist before
 * focus lands there (so it is read with the field), and a button must be enabled again.
 */
export function useFocusAfterRender(): (findTarget: FindTarget) => void {
  const pending = useRef<FindTarget | undefined>(undefined);
  const [, rerender] = useState(0);

  useEffect(() => {
    const findTarget = pending.current;
    if (!findTarget) return;
    pending.current = undefined;
    findTarget()?.focus();
  });

  return useCallback((findTarget: FindTarget) => {
    pending.current = findTarget;
    rerender((count) => count + 1);
  }, []);
}
