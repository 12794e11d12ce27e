import { describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP } from './list-total.js';
import { pageRead, pageReadAtOnce, PAGE_READ_AT_ONCE_ROWS } from './page-read.js';

describe('pageRead', () => {
  it.each([
    // offset, limit, total, counted → read
    ['page 1 of a million', 0, 10, 1_000_000, false, { from: 'newest', offset: 0, limit: 10 }],
    [
      'page 10,000 of a million',
      99_990,
      10,
      1_000_000,
      false,
      { from: 'newest', offset: 99_990, limit: 10 },
    ],
    [
      'the last full page of a million',
      999_990,
      10,
      1_000_000,
      false,
      { from: 'oldest', offset: 0, limit: 10 },
    ],
    [
      'the page before the last',
      999_980,
      10,
      1_000_000,
      false,
      { from: 'oldest', offset: 10, limit: 10 },
    ],
    [
      'a short last page (13 a page)',
      999_999,
      13,
      1_000_000,
      false,
      { from: 'oldest', offset: 0, limit: 1 },
    ],
    ['past the end', 1_000_000, 10, 1_000_000, false, { from: 'none' }],
    ['an empty list', 0, 10, 0, false, { from: 'none' }],
    [
      'the middle stays with the newest end',
      500_000,
      10,
      1_000_010,
      false,
      { from: 'newest', offset: 500_000, limit: 10 },
    ],
    [
      'a counted total below the cap is exact',
      9_990,
      10,
      9_995,
      true,
      { from: 'oldest', offset: 0, limit: 5 },
    ],
    [
      'a counted total at the cap is only "at least"',
      9_990,
      10,
      LIST_TOTAL_CAP,
      true,
      { from: 'newest', offset: 9_990, limit: 10 },
    ],
  ] as const)('%s', (_case, offset, limit, total, counted, read) => {
    expect(pageRead(offset, limit, total, counted)).toEqual(read);
  });

  it('reads every row exactly once across the pages of a list, from either end', () => {
    const total = 47;
    const seen: number[] = [];
    for (let offset = 0; offset < total; offset += 10) {
      const read = pageRead(offset, 10, total, false);
      if (read.from === 'none') throw new Error(`page at ${offset} read nothing`);
      // Row i (0 = newest) is at position total - 1 - i from the oldest end.
      const rows = Array.from({ length: read.limit }, (_, k) =>
        read.from === 'newest' ? read.offset + k : total - 1 - (read.offset + k),
      ).sort((a, b) => a - b);
      seen.push(...rows);
    }
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
  });
});

describe('pageReadAtOnce', () => {
  it.each([
    [0, true],
    [PAGE_READ_AT_ONCE_ROWS - 1, true],
    [PAGE_READ_AT_ONCE_ROWS, false],
    [99_990, false],
  ])('offset %i → %s', (offset, atOnce) => {
    expect(pageReadAtOnce(offset)).toBe(atOnce);
  });
});
