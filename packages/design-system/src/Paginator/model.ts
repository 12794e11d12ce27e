/** One entry of the paginator: a page number or a gap standing for hidden pages. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export interface PageItemsInput {
  /** The current page, 1-based; clamped into `1..pageCount`. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Pages shown on each side of the current one once the list is condensed. */
  siblingCount?: number;
  /** Up to this many pages, every page number is shown. */
  maxAllPages?: number;
}

const range = (from: number, to: number): number[] =>
  from > to ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The entries a paginator shows. Up to `maxAllPages` pages: all of them. Above: the first and
 * last page, the current one with `siblingCount` neighbours each side, and an ellipsis for each
 * gap. Near either end the run of numbers grows to `maxAllPages - 2`, so the control keeps its
 * width while the user pages through the first or last few pages.
 */
export function pageItems({
  page,
  pageCount,
  siblingCount = 1,
  maxAllPages = 7,
}: PageItemsInput): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  if (count <= maxAllPages) return range(1, count);

  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const siblings = Math.max(0, Math.floor(siblingCount));
  const edgeRun = maxAllPages - 2;

  if (current + siblings <= edgeRun) {
    return [...range(1, edgeRun), 'ellipsis-end', count];
  }
  if (current - siblings >= count - edgeRun + 1) {
    return [1, 'ellipsis-start', ...range(count - edgeRun + 1, count)];
  }

  const start = Math.max(2, current - siblings);
  const end = Math.min(count - 1, current + siblings);
  return [
    1,
    ...(start > 2 ? (['ellipsis-start'] as const) : []),
    ...range(start, end),
    ...(end < count - 1 ? (['ellipsis-end'] as const) : []),
    count,
  ];
}
