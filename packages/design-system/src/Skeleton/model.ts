export type SkeletonVariant = 'text' | 'rect' | 'circle';

/** A CSS length from a number of pixels or any CSS length string. */
export function cssLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * The widths of the bars of a text skeleton: every line full width, the last one shorter, as a
 * paragraph's last line usually is. A single line takes `width` (full width by default).
 */
export function textLineWidths(lines: number, width = '100%'): string[] {
  const count = Math.max(1, Math.floor(lines));
  if (count === 1) return [width];
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? '60%' : width));
}
