import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

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
