import { describe, expect, it } from 'vitest';
import { pageItems } from './model';
import type { PageItem } from './model';

const S = 'ellipsis-start';
const E = 'ellipsis-end';

describe('pageItems', () => {
  it.each<{
    page: number;
    pageCount: number;
    siblingCount?: number;
    maxAllPages?: number;
    expected: PageItem[];
  }>([
    // Nothing to page through.
    { page: 1, pageCount: 0, expected: [] },
    { page: 1, pageCount: 1, expected: [1] },
    // Up to 7 pages: every number.
    { page: 1, pageCount: 2, expected: [1, 2] },
    { page: 1, pageCount: 7, expected: [1, 2, 3, 4, 5, 6, 7] },
    { page: 4, pageCount: 7, expected: [1, 2, 3, 4, 5, 6, 7] },
    { page: 7, pageCount: 7, expected: [1, 2, 3, 4, 5, 6, 7] },
    // 8 pages: condensed, always 7 entries.
    { page: 1, pageCount: 8, expected: [1, 2, 3, 4, 5, E, 8] },
    { page: 4, pageCount: 8, expected: [1, 2, 3, 4, 5, E, 8] },
    { page: 5, pageCount: 8, expected: [1, S, 4, 5, 6, 7, 8] },
    { page: 8, pageCount: 8, expected: [1, S, 4, 5, 6, 7, 8] },
    // Many pages: first, middle and last current.
    { page: 1, pageCount: 20, expected: [1, 2, 3, 4, 5, E, 20] },
    { page: 5, pageCount: 20, expected: [1, S, 4, 5, 6, E, 20] },
    { page: 10, pageCount: 20, expected: [1, S, 9, 10, 11, E, 20] },
    { page: 16, pageCount: 20, expected: [1, S, 15, 16, 17, E, 20] },
    { page: 17, pageCount: 20, expected: [1, S, 16, 17, 18, 19, 20] },
    { page: 20, pageCount: 20, expected: [1, S, 16, 17, 18, 19, 20] },
    // Sibling counts.
    { page: 10, pageCount: 20, siblingCount: 0, expected: [1, S, 10, E, 20] },
    { page: 10, pageCount: 20, siblingCount: 2, expected: [1, S, 8, 9, 10, 11, 12, E, 20] },
    { page: 3, pageCount: 20, siblingCount: 2, expected: [1, 2, 3, 4, 5, E, 20] },
    { page: 4, pageCount: 20, siblingCount: 2, expected: [1, 2, 3, 4, 5, 6, E, 20] },
    { page: 1, pageCount: 20, siblingCount: 0, expected: [1, 2, 3, 4, 5, E, 20] },
    // The generic table: ellipses above 6 pages.
    { page: 1, pageCount: 6, maxAllPages: 6, expected: [1, 2, 3, 4, 5, 6] },
    { page: 1, pageCount: 7, maxAllPages: 6, expected: [1, 2, 3, 4, E, 7] },
    { page: 4, pageCount: 7, maxAllPages: 6, expected: [1, S, 3, 4, 5, E, 7] },
    { page: 7, pageCount: 7, maxAllPages: 6, expected: [1, S, 4, 5, 6, 7] },
    // Out-of-range current pages are clamped.
    { page: 0, pageCount: 20, expected: [1, 2, 3, 4, 5, E, 20] },
    { page: 99, pageCount: 20, expected: [1, S, 16, 17, 18, 19, 20] },
  ])(
    'page $page of $pageCount (siblings $siblingCount, all up to $maxAllPages) → $expected',
    ({ expected, ...input }) => {
      expect(pageItems(input)).toEqual(expected);
    },
  );

  it('always shows the first, last and current page with its neighbours', () => {
    for (let pageCount = 1; pageCount <= 30; pageCount++) {
      for (let page = 1; page <= pageCount; page++) {
        const items = pageItems({ page, pageCount });
        const numbers = items.filter((i): i is number => typeof i === 'number');
        expect(numbers).toContain(1);
        expect(numbers).toContain(pageCount);
        for (const p of [page - 1, page, page + 1]) {
          if (p >= 1 && p <= pageCount) expect(numbers).toContain(p);
        }
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });
});
