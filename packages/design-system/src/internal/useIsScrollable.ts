import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether the element's content overflows it, down or across (a dialog body, a wide table). A
 * scrolling region must be focusable so keyboard users can scroll it, but only then: a tab stop on
 * a region that does not scroll would be noise.
 */
export function useIsScrollable(ref: RefObject<HTMLElement | null>, active: boolean) {
  const [scrollable, setScrollable] = useState(false);
  // Measured once before the first paint too: the resize observer answers a frame later, and
  // until then a scrolling region would be painted (and checked) without its tab stop.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const measure = () =>
      setScrollable(el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, active]);
  return scrollable;
}
