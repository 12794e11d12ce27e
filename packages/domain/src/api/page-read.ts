import { LIST_TOTAL_CAP } from './list-total.js';

/**
 * Pages that start fewer rows than this from the newest end are read from it at once, beside
 * the total: page 1 and its neighbours never wait for the total first. A deeper page waits for
 * its total (a few counter rows) to know which end is nearer (ADR 0068).
 */
export const PAGE_READ_AT_ONCE_ROWS = 1_000;

/**
 * How to read one page of a newest-first list:
 * - `newest`: `offset` rows skipped from the newest end, newest first;
 * - `oldest`: `offset` rows skipped from the oldest end, oldest first, `limit` rows, then put
 *   back in newest-first order: the last pages of a million rows cost what the first ones do,
 *   where walking the offset from the newest end would pass every row before them;
 * - `none`: the page starts past the end of the list, and no row need be read.
 */
export type PageRead =
  | { from: 'newest'; offset: number; limit: number }
  | { from: 'oldest'; offset: number; limit: number }
  | { from: 'none' };

/** Whether a page is read from the newest end without waiting for the total. */
export function pageReadAtOnce(offset: number): boolean {
  return offset < PAGE_READ_AT_ONCE_ROWS;
}

/**
 * Which end a page of `limit` rows starting `offset` rows from the newest is read from, given
 * the list's total. Only an exact total tells where the oldest end is: one kept by counters, or a
 * counted one below `LIST_TOTAL_CAP` (`counted` says it was counted, as for `listTotal`).
 */
export function pageRead(offset: number, limit: number, total: number, counted: boolean): PageRead {
  const exact = !counted || total < LIST_TOTAL_CAP;
  if (!exact) return { from: 'newest', offset, limit };
  if (offset >= total) return { from: 'none' };
  const rowsAfterPage = Math.max(0, total - offset - limit);
  if (rowsAfterPage >= offset) return { from: 'newest', offset, limit };
  return { from: 'oldest', offset: rowsAfterPage, limit: total - offset - rowsAfterPage };
}
