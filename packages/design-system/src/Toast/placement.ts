/** Where the toast stack may sit, in the order it is tried. */
export type ToastPlacement = 'bottom-start' | 'bottom-end' | 'top-center';

/** The spots tried by default: pages keep their actions at the right, so the bottom left first. */
export const DEFAULT_TOAST_PLACEMENTS: readonly ToastPlacement[] = [
  'bottom-start',
  'bottom-end',
  'top-center',
];

/** A box on screen, in CSS pixels of the viewport. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The first spot whose box covers none of the page's controls; when every spot covers one, the
 * spot covering the fewest (the earlier on a tie). `null` only for no spots at all.
 */
export function choosePlacement(
  spots: readonly { placement: ToastPlacement; box: Box }[],
  controls: readonly Box[],
): ToastPlacement | null {
  let best: { placement: ToastPlacement; covered: number } | null = null;
  for (const { placement, box } of spots) {
    const covered = controls.filter((control) => overlaps(box, control)).length;
    if (covered === 0) return placement;
    if (best === null || covered < best.covered) best = { placement, covered };
  }
  return best?.placement ?? null;
}
