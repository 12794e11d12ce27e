import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';
import { choosePlacement, DEFAULT_TOAST_PLACEMENTS } from './placement';
import type { Box } from './placement';

/** What a person may click or type into: the things a toast must not cover. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The boxes of the page's controls inside the window, leaving out the toasts' own. */
function controlsOnScreen(region: HTMLElement): Box[] {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const boxes: Box[] = [];
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (region.contains(control)) continue;
    const box = control.getBoundingClientRect();
    const shown = box.width > 0 && box.height > 0;
    if (shown && box.bottom > 0 && box.top < height && box.right > 0 && box.left < width) {
      boxes.push(box);
    }
  }
  return boxes;
}

/**
 * Tries each spot on the region itself (layout is read synchronously, nothing is painted in
 * between) and keeps the first that covers no control. A toast under the pointer or holding the
 * focus is never moved away from it.
 */
function place(region: HTMLElement): void {
  if (!region.querySelector('li')) return;
  if (region.matches(':hover') || region.contains(document.activeElement)) return;
  const spots = DEFAULT_TOAST_PLACEMENTS.map((placement) => {
    region.dataset.placement = placement;
    return { placement, box: region.getBoundingClientRect() };
  });
  region.dataset.placement =
    choosePlacement(spots, controlsOnScreen(region)) ?? DEFAULT_TOAST_PLACEMENTS[0];
}

/**
 * Keeps the toast region (`regionRef`) where it covers none of the page's controls while toasts
 * show: placed before paint whenever the stack changes, and again (once per frame at most) when
 * the page scrolls, resizes or changes under it.
 */
export function useToastPlacement(
  regionRef: RefObject<HTMLElement | null>,
  stack: readonly unknown[],
): void {
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region || stack.length === 0) return;
    place(region);
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => place(region));
    };
    const changes = new MutationObserver(later);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', later, { capture: true, passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
    };
  }, [regionRef, stack]);
}
