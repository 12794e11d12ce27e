import { sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * What a search that matches the start of the text (ADR 0033) binds: the range of upper-cased
 * texts that start with the search, upper-cased, `from` inclusive to `below` exclusive.
 *
 * The range is why: a prepared statement is planned once for any value after a few runs (a
 * generic plan), and PostgreSQL can turn `like $1` into an index range only while it sees the
 * pattern. Planned generically, the capped count of a search became a parallel scan of every
 * order (169 ms at 200,000 rows, where the range walk takes 6 ms). With the range written out, the
 * `(merchant, upper(text) text_pattern_ops)` index serves every plan.
 *
 * The range alone decides (ADR 0072): the texts from `from` up to `below` in byte order are
 * exactly those that start with `from` (`textAfterPrefix`), so a LIKE beside it matched nothing
 * more and nothing less. It did cost the planner its estimate: it multiplied the range's share of
 * rows by the LIKE's as if they were independent, and guessed 0.4 % of a company's orders for a
 * route code on 12.5 % of them. Between two near costs, its choice then flipped with each sample
 * of the statistics: some runs walked the newest orders (0.2 ms), others sorted every match
 * (25 ms).
 */
export interface StartsWithValues {
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
  return { from: upper, below: textAfterPrefix(upper) };
}

/** The values of a shape without a text search: its placeholders are bound to nothing. */
export const noText: { [name in keyof StartsWithValues]: null } = {
  from: null,
  below: null,
};

/** Where a search's values are bound: placeholders, or values written in. */
export type StartsWithBinder = (name: keyof StartsWithValues) => SQL | Placeholder;

/** The column's text starts with the search, as an index range the planner always sees. */
export function startsWith(column: AnyPgColumn | SQL, bind: StartsWithBinder): SQL {
  return sql`(upper(${column}) ~>=~ ${bind('from')} and upper(${column}) ~<~ ${bind('below')})`;
}
