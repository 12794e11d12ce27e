import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';

/**
 * How often an instance folds the parcel counters' session slots into slot 0. A session writes
 * one row per (warehouse, status[, day]) it changes; in ten minutes a busy pool writes a few
 * thousand, which a total or a deep page sums over (ADR 0074).
 */
export const FOLD_PARCEL_COUNTER_SLOTS_EVERY_MS = 10 * 60_000;

/** Only one instance folds at a time; the others skip their turn. */
const FOLD_LOCK = sql`hashtext('jiyun.fold_parcel_counter_slots')`;

/** The parcel counter tables and the columns of their key besides the slot. */
const PARCEL_COUNTERS = [
  { table: 'parcel_status_counts', key: ['warehouse_id', 'status'] },
  { table: 'parcel_day_counts', key: ['warehouse_id', 'day', 'status'] },
  { table: 'parcel_inbound_counts', key: ['warehouse_id', 'status', 'inbound_date'] },
] as const;

/** One counter table's rows outside slot 0, deleted and added into slot 0 (unlocked ones only). */
function foldSlots(table: string, key: readonly string[]) {
  const counters = sql.identifier(table);
  const columns = sql.join(
    key.map((column) => sql.identifier(column)),
    sql`, `,
  );
  return sql`with folded as (
      delete from ${counters} where ctid in (
        select ctid from ${counters} where slot <> 0 for update skip locked)
      returning ${columns}, parcels
    )
    insert into ${counters} as c (${columns}, slot, parcels)
      select ${columns}, 0, sum(parcels) from folded group by ${columns}
      on conflict (${columns}, slot)
      do update set parcels = c.parcels + excluded.parcels`;
}

/**
 * Folds the rows every session wrote into its own slot (its backend pid) of `parcel_status_counts`,
 * `parcel_day_counts` and `parcel_inbound_counts` into slot 0: the sums are unchanged, the rows to
 * sum are one per (warehouse, status[, day or inbound date]) again (a slot-0 row that came to
 * nothing stays: it is one of those). The slots exist so that writers never wait for each other
 * (ADR 0054); this keeps them from growing with every connection that ever wrote. It never waits
 * for a writer: rows a transaction is writing are locked and skipped (folded next time), and a
 * writer that finds its row gone waits for this transaction, then writes a new one. Only folders
 * write slot 0 (and the migrations' backfills), one at a time by an advisory lock, so no two
 * transactions wait for each other here. Answers false when another instance was folding (this
 * one skipped its turn).
 */
export async function foldParcelCounterSlots(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ held: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as held`),
    );
    if (!lock?.held) return false;
    for (const { table, key } of PARCEL_COUNTERS) await tx.execute(foldSlots(table, key));
    return true;
  });
}

/** Both drivers answer `{ rows }`; drizzle types `execute`'s answer per driver. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * Folds the slots once now and then every `everyMs` until stopped (`foldParcelCounterSlots`).
 * A failed fold is logged and tried again next time: nothing is lost, the sums are the same.
 */
export function keepFoldingParcelCounterSlots(
  db: Database,
  log: Pick<FastifyBaseLogger, 'error'>,
  everyMs = FOLD_PARCEL_COUNTER_SLOTS_EVERY_MS,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  function run(): void {
    timer = null;
    running = foldParcelCounterSlots(db)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'Parcel counter slots could not be folded'),
      )
      .finally(() => {
        running = null;
        if (stopped) return;
        timer = setTimeout(run, everyMs);
        // The fold never keeps a process alive by itself.
        timer.unref();
      });
  }

  return {
    start(): void {
      stopped = false;
      run();
    },
    /** Stops the timer and waits for a fold under way, before the database closes. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
