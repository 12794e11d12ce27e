import { and, desc, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';
import { DAY_SKIP_FROM_ROWS } from '../repositories/list-page.js';

/**
 * Copies one row of `table` `count` times in one statement, so a list test reaches pages past
 * `PAGE_READ_AT_ONCE_ROWS` without planting each row through the product's writes. Copy `g`
 * (1…count) takes `overrides` (SQL over the source row `s` and `g`: make the copies the list's
 * oldest, keep unique indexes apart); the id and the `identity` column (its generated number) are the table's own. The
 * counter triggers fire as for any insert, so totals stay exact.
 */
export async function copyRow(
  db: Database,
  table: PgTable,
  identity: string,
  id: string,
  count: number,
  overrides: Record<string, string>,
): Promise<void> {
  const columns = Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((name) => name !== 'id' && name !== identity);
  const names = columns.map((name) => `"${name}"`).join(', ');
  const values = columns.map((name) => overrides[name] ?? `s."${name}"`).join(', ');
  await db.execute(
    sql.raw(`insert into "${getTableName(table)}" (${names})
      select ${values} from "${getTableName(table)}" as s, generate_series(1, ${count}) as g
      where s.id = '${id}'`),
  );
}

/**
 * Asserts that the list's total is exact, and that two pages in the middle of it, one nearer each
 * end and each at least `DAY_SKIP_FROM_ROWS` from it, answer exactly the ids that walking the
 * whole offset finds (`walked`): those pages start at the day they fall in (ADR 0073).
 */
export async function expectMiddlePagesAsWalked(list: {
  take: number;
  page: (number: number) => Promise<{ results: number; ids: string[] }>;
  walked: (offset: number, limit: number) => Promise<string[]>;
}): Promise<void> {
  const { results } = await list.page(1);
  // The total is exact (counters), whatever the filter.
  expect(results).toBe((await list.walked(0, Number.MAX_SAFE_INTEGER)).length);
  const middle = results / list.take / 2;
  for (const number of [Math.floor(middle) - 3, Math.ceil(middle) + 3]) {
    const offset = (number - 1) * list.take;
    expect(Math.min(offset, results - offset - list.take)).toBeGreaterThanOrEqual(
      DAY_SKIP_FROM_ROWS,
    );
    const page = await list.page(number);
    expect(page.results).toBe(results);
    expect(page.ids).toEqual(await list.walked(offset, list.take));
  }
}

/**
 * A list of rows by creation time, of a company or a warehouse (`scope`): what a full offset walk
 * of it reads.
 */
interface CreatedRows {
  table: PgTable;
  id: AnyPgColumn;
  scope: AnyPgColumn;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
}

/**
 * `expectMiddlePagesAsWalked`'s `walked` for a list newest first by creation time: the scope's
 * rows, of `statuses` if any, created in `window` if any (ISO times, end exclusive), walked
 * through the whole offset as no server read does.
 */
export function walkedByCreation(
  db: Database,
  list: CreatedRows,
  scopeId: string,
  { statuses, window }: { statuses: string[] | null; window?: [string, string] },
): (offset: number, limit: number) => Promise<string[]> {
  return async (offset, limit) => {
    const rows = await db
      .select({ id: sql<string>`${list.id}` })
      .from(list.table)
      .where(
        and(
          eq(list.scope, scopeId),
          statuses ? sql`${list.status} = any(${sql.param(statuses)}::text[])` : undefined,
          window ? sql`${list.createdAt} >= ${window[0]}::timestamptz` : undefined,
          window ? sql`${list.createdAt} < ${window[1]}::timestamptz` : undefined,
        ),
      )
      .orderBy(desc(list.createdAt), desc(list.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => String(row.id));
  };
}
