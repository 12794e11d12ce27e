import { sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { runsInProcess } from '../db/pglite-prepared.js';
import type { PlanFor } from '../db/prepared.js';

/**
 * What a search that matches the start of the text (ADR 0033) binds: the LIKE pattern (the
 * search upper-cased, its wildcards taken literally) and the range of upper-cased texts that start
 * with it, `from` inclusive to `below` exclusive.
 *
 * The range is why: a prepared statement is planned once for any value after a few runs (a
 * generic plan), and PostgreSQL can turn `like $1` into an index range only while it sees the
 * pattern. Planned generically, the capped count of a search became a parallel scan of every
 * order (169 ms at 200,000 rows, where the range walk takes 6 ms). With the range written out, the
 * `(merchant, upper(text) text_pattern_ops)` index serves every plan.
 */
export interface StartsWithValues {
  pattern: string;
  from: string;
  below: string;
}

/**
 * The first text after every text starting with `prefix` in byte order (text_pattern_ops
 * compares UTF-8 bytes, whose order is the code points' order): its last code point moved one on.
 */
function textAfterPrefix(prefix: string): string {
  const points = [...prefix];
  while (points.length > 0) {
    const last = points.pop()?.codePointAt(0) ?? 0;
    // Surrogates are no characters of their own; the next one after them is U+E000.
    const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
    if (next <= 0x10ffff) return `${points.join('')}${String.fromCodePoint(next)}`;
  }
  // Only a text made of U+10FFFF alone has no successor; nothing a merchant types.
  return '\u{10FFFF}'.repeat(prefix.length + 1);
}

export function startsWithValues(text: string): StartsWithValues {
  const upper = text.toUpperCase();
  return {
    pattern: `${upper.replace(/[\\%_]/g, '\\$&')}%`,
    from: upper,
    below: textAfterPrefix(upper),
  };
}

/** The values of a shape without a text search: its placeholders are bound to nothing. */
export const noText: { [name in keyof StartsWithValues]: null } = {
  pattern: null,
  from: null,
  below: null,
};

/** Where a search's values are bound: placeholders, or values written in. */
export type StartsWithBinder = (name: keyof StartsWithValues) => SQL | Placeholder;

/**
 * How the statement a search goes into is planned (`PlanFor`): `for its values` when every run of
 * it is planned for the values it is sent (`these values`, a statement with its values written in,
 * and `each value` on the embedded database, ADR 0075); `maybe once` when PostgreSQL may settle on
 * one plan for any value (`any value`, and `each value` on PostgreSQL after five runs).
 */
export type SearchPlanned = 'for its values' | 'maybe once';

export function searchPlanned(db: object, plan: PlanFor): SearchPlanned {
  return plan === 'these values' || (plan === 'each value' && runsInProcess(db))
    ? 'for its values'
    : 'maybe once';
}

/**
 * The column's text starts with the search, as an index range the planner always sees. The range
 * alone decides what matches: the texts from `from` up to `below` in byte order are exactly those
 * that start with `from` (`textAfterPrefix`).
 *
 * A statement that PostgreSQL may plan once for any value has a LIKE beside the range. It matches
 * the same texts, and only lowers the planner's estimate, which it multiplies by the range's.
 * Planned generically (a named statement after five runs), that lower estimate keeps a shelf
 * prefix on the shelf index: without it, the generic plan walked a million parcels' newest first,
 * fetching each row (969 → 243 req/s, ADR 0072).
 *
 * Planned for its values, the range's own estimate is right, and the product is wrong for a
 * prefix that matches many rows. A route code matches a large share of a company's orders (791 of
 * 200,000 guessed for 25,002), and a seller's order number prefix thousands of returns (251
 * guessed for 10,000 on the embedded database): each plan then read every match through the text
 * index and sorted them, where walking the newest first finds a page in a few dozen rows
 * (ADR 0078).
 */
export function startsWith(
  column: AnyPgColumn | SQL,
  bind: StartsWithBinder,
  planned: SearchPlanned,
): SQL {
  const range = sql`upper(${column}) ~>=~ ${bind('from')} and upper(${column}) ~<~ ${bind('below')}`;
  return planned === 'for its values'
    ? sql`(${range})`
    : sql`(${range} and upper(${column}) like ${bind('pattern')})`;
}
