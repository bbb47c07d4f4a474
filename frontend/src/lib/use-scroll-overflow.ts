import { useEffect, useRef } from 'react';

/**
 * Marks a sideways-scrolling box with `data-overflow` while its content is wider than the box and
 * `data-scrolled` / `data-at-end` as the reader scrolls, so CSS can show a scroll hint and edge
 * shadows only when there is more to see (docs/product.md#phones-and-small-screens). The
 * prerendered page has none of the marks: without scripts the table simply scrolls.
 */
export function useScrollOverflow<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const mark = () => {
      const overflow = box.scrollWidth - box.clientWidth > 1;
      box.toggleAttribute('data-overflow', overflow);
      box.toggleAttribute('data-scrolled', overflow && box.scrollLeft > 1);
      box.toggleAttribute('data-at-end', overflow && box.scrollLeft + box.clientWidth >= box.scrollWidth - 1);
    };
    mark();
    box.addEventListener('scroll', mark, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(mark);
    resize?.observe(box);
    return () => {
      box.removeEventListener('scroll', mark);
      resize?.disconnect();
    };
  }, []);
  return ref;
}
