import { string } from 'yup';
import { querySchema } from '../api/query.js';

/** Most shelf labels in one PDF: 20 A4 sheets of 24. */
export const SHELF_LABELS_MAX = 480;

/** Why a range of shelf locations cannot be printed. */
export type ShelfRangeProblem = 'format' | 'mismatch' | 'order' | 'tooMany';

export type ShelfRange =
  { ok: true; locations: string[] } | { ok: false; problem: ShelfRangeProblem };

/** Letters and digits in parts separated by hyphens: A-01-01, B12, RACK-3. */
const LOCATION = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

export const SHELF_RANGE_MESSAGES: Record<ShelfRangeProblem, string> = {
  format:
    'from and to must be shelf locations such as A-01-01 (letters and digits, parts joined by -).',
  mismatch:
    'from and to must have the same parts, differing only in their numbers (A-01-01 to A-03-10).',
  order: 'from must not come after to.',
  tooMany: `The range holds more than ${SHELF_LABELS_MAX} locations: print it in parts.`,
};

/**
 * Every location from `from` to `to`, in order: their parts are the same but for numbers, and each
 * number part counts from its `from` value to its `to` value, the last part fastest (A-01-01,
 * A-01-02 … A-03-10), keeping the `from` part's zero padding.
 */
export function shelfRange(from: string, to: string): ShelfRange {
  const start = from.trim().toUpperCase();
  const end = to.trim().toUpperCase();
  if (!LOCATION.test(start) || !LOCATION.test(end)) return { ok: false, problem: 'format' };
  const startParts = start.split('-');
  const endParts = end.split('-');
  if (startParts.length !== endParts.length) return { ok: false, problem: 'mismatch' };
  const axes: string[][] = [];
  let count = 1;
  for (const [index, first] of startParts.entries()) {
    const last = endParts[index] ?? '';
    if (!/^\d+$/.test(first) || !/^\d+$/.test(last)) {
      if (first !== last) return { ok: false, problem: 'mismatch' };
      axes.push([first]);
      continue;
    }
    const low = Number(first);
    const high = Number(last);
    if (low > high) return { ok: false, problem: 'order' };
    count *= high - low + 1;
    if (count > SHELF_LABELS_MAX) return { ok: false, problem: 'tooMany' };
    axes.push(
      Array.from({ length: high - low + 1 }, (_, step) =>
        String(low + step).padStart(first.length, '0'),
      ),
    );
  }
  const locations = axes.reduce<string[]>(
    (prefixes, values) =>
      prefixes.flatMap((prefix) => values.map((value) => (prefix ? `${prefix}-${value}` : value))),
    [''],
  );
  return { ok: true, locations };
}

/**
 * `GET .../warehouses/{id}/shelf-labels` query: the first and last location of the range (`to`
 * defaults to `from`). The route asks for `from` once the warehouse is found.
 */
export const shelfLabelsQuerySchema = querySchema({
  from: string().trim().max(32, 'from must be at most 32 characters.'),
  to: string().trim().max(32, 'to must be at most 32 characters.'),
});

export const SHELF_FROM_REQUIRED = 'from is required.';
