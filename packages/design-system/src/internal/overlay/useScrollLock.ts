import { useLayoutEffect } from 'react';

/** Stops the page behind an overlay from scrolling, keeping the layout from shifting. */
export function useScrollLock(active: boolean) {
  // Locked in the frame the overlay appears, so the page never paints a scrollbar jump first.
  useLayoutEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    const previousOverflow = body.style.overflow;
    const previousPadding = body.style.paddingRight;
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPadding;
    };
  }, [active]);
}
