import { and, asc, inArray, lte } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/**
 * A table of background work that several server instances share: each row is one job, due
 * from the time in its `due` column.
 */
export interface DueWork<TTable extends PgTable, TFields extends SelectedFieldsFlat> {
  table: TTable;
  /** The primary key. */
  id: PgColumn;
  /** When the row may be taken next: now, after a retry delay, or when a claim lapses. */
  due: PgColumn;
  /** What makes a row work still to do (`status = 'pending'`); `due` is checked besides. */
  waiting: SQL;
  /**
   * The change that claims a row: it must move `due` to `leaseUntil`, so that no instance
   * takes the row again until the claim lapses; it may count the try (`attempts + 1`).
   */
  claim: (leaseUntil: Date) => PgUpdateSetSource<TTable>;
  /** What the claimer needs of each row. */
  returning: TFields;
}

/**
 * Takes up to `limit` due rows of `work` for this instance alone, oldest due first, in one
 * statement: the rows are picked `FOR UPDATE SKIP LOCKED` (rows another instance is claiming at
 * the same moment are passed over, never waited for, never taken twice), and their `due` moves
 * to `leaseUntil`. A claimer that finishes a row marks it done; one that crashes leaves it
 * claimed only until `leaseUntil`, when any instance takes it again. So each job runs once while
 * instances are healthy, and at least once when one dies mid-way: a job must tolerate a rerun
 * after its lease (make `leaseUntil` longer than one try can take).
 *
 * The table needs an index on `due` for its waiting rows (a partial index `where <waiting>`), so
 * a claim reads a few index entries however many rows are done.
 *
 * The one place background work claims rows (the SMS outbox today; billing cycles and price
 * changes taking effect later): see ADR 0051.
 */
export async function claimDue<TTable extends PgTable, TFields extends SelectedFieldsFlat>(
  db: Database,
  work: DueWork<TTable, TFields>,
  at: Date,
  leaseUntil: Date,
  limit: number,
) {
  const due = db
    .select({ id: work.id })
    .from(work.table as PgTable)
    .where(and(work.waiting, lte(work.due, at)))
    .orderBy(asc(work.due))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(work.table)
    .set(work.claim(leaseUntil))
    .where(inArray(work.id, due))
    .returning(work.returning);
}
