import type { ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';

/* What the popover stories (dropdowns, date pickers, tooltip) share. Not part of the package's build. */

/**
 * Puts a story's trigger at an edge of the page: the right edge of the 1280 px screen (top row),
 * or the bottom-right corner. The page itself is exactly as high as the viewport, so a popover
 * that stayed below the trigger would leave it, and one that stayed left-aligned would make it
 * scroll sideways.
 */
export function AtEdge({ edge, children }: { edge: 'right' | 'bottom'; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: edge === 'bottom' ? 'flex-end' : 'flex-start',
        // The story's padded layout leaves 16 px on each side.
        height: edge === 'bottom' ? 'calc(100vh - 32px)' : undefined,
      }}
    >
      {children}
    </div>
  );
}

/**
 * The popover sits next to its anchor (above or below, overlapping it horizontally), fully
 * inside the viewport, and the page does not scroll. Waits for the first position, computed
 * right after the popover mounts.
 */
export async function expectInsideViewport(popover: HTMLElement, anchor: HTMLElement) {
  await waitFor(() => {
    const rect = popover.getBoundingClientRect();
    const anchorRect = anchor.getBoundingClientRect();
    expect(rect.width).toBeGreaterThan(0);
    expect(rect.top >= anchorRect.bottom || rect.bottom <= anchorRect.top).toBe(true);
    expect(rect.left < anchorRect.right && rect.right > anchorRect.left).toBe(true);
    expect(rect.left).toBeGreaterThanOrEqual(0);
    expect(rect.top).toBeGreaterThanOrEqual(0);
    expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
  });
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
}

/** The element is entirely within `container`'s visible box (not scrolled or clipped out). */
export function isFullyShownIn(element: Element, container: Element): boolean {
  const inner = element.getBoundingClientRect();
  const outer = container.getBoundingClientRect();
  return inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
}
