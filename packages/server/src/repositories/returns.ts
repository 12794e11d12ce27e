import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  OPS_RETURN_STEPS,
  opsReturnStepAllowed,
  parcelStatusForReturn,
  RETURN_COUNT_CAP,
  returnTotalSource,
} from '@jiyun/domain';
import type {
  OpsReturnStep,
  ReturnListFilter,
  ReturnTotalSource,
  ReturnOrderStatus,
  ReturnSearch,
} from '@jiyun/domain';
import type { Database } from '../db/client.js';
import { prepareNamed, preparedByShape } from '../db/prepared.js';
import type { PlanFor } from '../db/prepared.js';
import {
  customers,
  orderParcels,
  parcels,
  returnOrderCounters,
  returnOrderDayCounters,
  returnOrderPayments,
  returnOrderPhotos,
  returnOrders,
  shippingLines,
  warehouses,
} from '../db/schema.js';
import type { CustomerRow } from './orders.js';
import { noText, searchPlanned, startsWith, startsWithValues } from './starts-with.js';
import type { SearchPlanned } from './starts-with.js';
import {
  besideTotal,
  columnsThrough,
  idIsAmong,
  idIsSent,
  idsThenRows,
  listOrder,
  listTotal,
  pageIdsFrom,
  dayTotal,
  pageIdsThroughDays,
  readBesideTotal,
  readListPage,
  readThroughDays,
  readsIdsThenRows,
} from './list-page.js';
import type { DaysCounted, ListEnd } from './list-page.js';

export type ReturnRow = typeof returnOrders.$inferSelect;
export type ReturnPhotoRow = typeof returnOrderPhotos.$inferSelect;
export type ReturnPaymentRow = typeof returnOrderPayments.$inferSelect;
type ParcelRow = typeof parcels.$inferSelect;

/** A row of the list: the return and its parcel's tracking number. */
export interface ReturnListRow {
  row: ReturnRow;
  parcel_tracking: string;
}

/** One return with everything the detail shows. */
export interface ReturnRecord {
  row: ReturnRow;
  customer: CustomerRow;
  parcel: ParcelRow;
  warehouse: { id: string; warehouse_name: string };
  line: { id: string; name: string; route_code: string } | null;
  photos: ReturnPhotoRow[];
  payments: ReturnPaymentRow[];
}

/** What a return is created from (`pnpm ops returns:create`, the demo, tests). */
export interface NewReturn {
  merchantId: string;
  customer: CustomerRow;
  parcelId: number;
  reason: string;
  originalOrderNo: string | null;
  receiver: { receiver_name: string; receiver_phone: string; receiver_address: string };
  note: string | null;
  customerSupportNote?: string | null;
  createdAt?: Date;
}

/** What packing records (kg, cm, CAD cents, the stored photos' keys). */
export interface ReturnPackValues {
  weight: number;
  length: number;
  width: number;
  height: number;
  totalPriceCents: number;
  photoKeys: string[];
}

/**
 * Why a write did not happen: no such return of the merchant; its status does not allow it; the
 * parcel is not the customer's, not in stock, or already in an open order or return.
 */
export type ReturnWriteRefusal = 'not_found' | 'not_allowed' | 'parcel_taken' | 'parcel_not_stored';
export type ReturnWrite<T> = { ok: true; value: T } | { ok: false; refusal: ReturnWriteRefusal };

/** Parcel statuses a return may take a parcel from: in stock on a shelf. */
const RETURNABLE_PARCEL_STATUSES = ['stored', 'restored'] as const;

/**
 * What a list request's SQL depends on: which filters are set, which search field and which of
 * its number arms can be read from the text, never the values. One prepared statement serves
 * every request of a shape (`preparedByShape`).
 */
interface ReturnListShape {
  statuses: boolean;
  search: { field: ReturnSearch['field']; returnNo: boolean; id: boolean } | null;
  createdFrom: boolean;
  createdBefore: boolean;
  total: ReturnTotalSource;
}

/**
 * All returns, or a return number or id: one plan serves every value. A status, a text or a date
 * window: how many returns match depends on the value, so each request is planned (ADR 0069).
 */
function planFor(shape: ReturnListShape): PlanFor {
  const exact = shape.search === null || shape.search.field === 'id';
  return exact && !shape.statuses && !shape.createdFrom && !shape.createdBefore
    ? 'any value'
    : 'each value';
}

function shapeOf(filter: ReturnListFilter): ReturnListShape {
  const search = filter.search;
  return {
    statuses: filter.statuses.length > 0,
    search:
      search === null
        ? null
        : {
            field: search.field,
            returnNo: 'returnNo' in search && search.returnNo !== null,
            id: 'id' in search && search.id !== null,
          },
    createdFrom: filter.createdFrom !== null,
    createdBefore: filter.createdBefore !== null,
    total: returnTotalSource(filter),
  };
}

/** The values a shape's placeholders take for one request (the page window is bound apart). */
function valuesOf(merchantId: string, filter: ReturnListFilter) {
  const search = filter.search;
  return {
    merchantId,
    statuses: filter.statuses,
    ...(search !== null && 'text' in search ? startsWithValues(search.text) : noText),
    returnNo: search !== null && 'returnNo' in search ? search.returnNo : null,
    id: search !== null && 'id' in search ? search.id : null,
    createdFrom: filter.createdFrom,
    createdBefore: filter.createdBefore,
  };
}

const value = (name: keyof ReturnType<typeof valuesOf>): Placeholder => sql.placeholder(name);

/**
 * The return's own tracking number, or its parcel's: the parcel's through the per-warehouse
 * tracking index of the merchant's warehouses, then the returns' parcel index. `= any(array(…))`
 * makes the parcels one array read first, so the two arms are a bitmap OR of two indexes; `in
 * (select …)` filtered every return of the company instead (ADR 0067, seen in bench:lists).
 */
function searchCondition(
  search: NonNullable<ReturnListShape['search']>,
  planned: SearchPlanned,
): SQL {
  // Searches match the start of the text, case-insensitively, through the (merchant,
  // upper(column) text_pattern_ops) indexes (`startsWith`).
  const textOf = (column: AnyPgColumn): SQL => startsWith(column, value, planned);
  const trackingIs = or(
    textOf(returnOrders.tracking_number),
    sql`${returnOrders.parcel_id} = any(array(select ${parcels.id} from ${parcels} where ${parcels.warehouse_id} in (select ${warehouses.id} from ${warehouses} where ${warehouses.merchant_id} = ${value('merchantId')}) and ${textOf(parcels.tracking_id)}))`,
  );
  const numberIs = or(
    search.returnNo ? eq(returnOrders.return_no, value('returnNo')) : undefined,
    search.id ? eq(returnOrders.id, value('id')) : undefined,
  );
  switch (search.field) {
    case 'id':
      return numberIs ?? sql`false`;
    case 'tracking_number':
      return trackingIs ?? sql`false`;
    case 'username':
      return textOf(returnOrders.customer_username);
    case 'order_no':
      return textOf(returnOrders.original_order_no);
    case 'all':
      // Each arm has its own index in the merchant's returns: a bitmap OR, not a scan.
      return (
        or(
          numberIs,
          trackingIs,
          textOf(returnOrders.customer_username),
          textOf(returnOrders.original_order_no),
        ) ?? sql`false`
      );
  }
}

/**
 * The prepared reads of one list shape: the page's rows from either end, and the total. The
 * page's ids are read first through (merchant[, status], created_at, id) in the page's order, an
 * index-only walk for no filter or a status, so a deep page skips index entries rather than
 * reading every return (and its parcel) before it; then only the page's rows are read.
 */
function listStatements(db: Database, shape: ReturnListShape) {
  const plan = planFor(shape);
  const where = and(
    eq(returnOrders.merchant_id, value('merchantId')),
    shape.statuses ? sql`${returnOrders.status} = any(${value('statuses')}::text[])` : undefined,
    shape.search ? searchCondition(shape.search, searchPlanned(db, plan)) : undefined,
    shape.createdFrom ? gte(returnOrders.created_at, value('createdFrom')) : undefined,
    shape.createdBefore ? lt(returnOrders.created_at, value('createdBefore')) : undefined,
  );
  const list = { table: returnOrders, id: returnOrders.id, sortKey: returnOrders.created_at };
  const rowsWhere = (end: ListEnd, which: SQL, rowsPlan: PlanFor) =>
    prepareNamed(
      db
        .select({ row: returnOrders, parcel_tracking: parcels.tracking_id })
        .from(returnOrders)
        .innerJoin(parcels, eq(parcels.id, returnOrders.parcel_id))
        .where(which)
        .orderBy(...listOrder(list, end)),
      rowsPlan,
    );
  const rowsAmong = (end: ListEnd, ids: SQLWrapper) =>
    rowsWhere(end, idIsAmong(returnOrders.id, ids), plan);
  const rowsFrom = (end: ListEnd) =>
    readsIdsThenRows(db, plan)
      ? idsThenRows(
          prepareNamed(pageIdsFrom(db, list, where, end), plan),
          rowsWhere(end, idIsSent(returnOrders.id), 'any value'),
        )
      : rowsAmong(end, pageIdsFrom(db, list, where, end));
  // The day counters count all returns, some statuses and a date window (ADR 0073).
  const days: DaysCounted | null =
    shape.total === 'capped count'
      ? null
      : {
          counters: {
            table: returnOrderDayCounters,
            scope: returnOrderDayCounters.merchant_id,
            scopeIs: 'merchantId',
            status: returnOrderDayCounters.status,
            day: returnOrderDayCounters.day,
            total: returnOrderDayCounters.total,
            period: 'utc day of a time',
          },
          statuses: shape.statuses,
          createdFrom: shape.createdFrom,
          createdBefore: shape.createdBefore,
        };
  // A deep page of those starts at the day it falls in.
  const throughDays = (counted: DaysCounted, end: ListEnd) =>
    rowsAmong(end, pageIdsThroughDays(list, where, counted, end));
  // All returns or some statuses: summed from the company's status counters, a few rows whatever
  // it holds. A date window: from its day counters, 31 × statuses rows for a month. A search:
  // counted up to RETURN_COUNT_CAP, where the database stops reading.
  const total =
    shape.total === 'day counters' && days
      ? (dayTotal(db, days) as unknown as ReturnType<typeof listTotal>)
      : listTotal(
          db,
          { fromCounters: shape.total === 'status counters', statuses: shape.statuses },
          {
            table: returnOrderCounters,
            merchantId: returnOrderCounters.merchant_id,
            status: returnOrderCounters.status,
            total: returnOrderCounters.total,
          },
          { table: returnOrders, where, cap: RETURN_COUNT_CAP },
        );
  const page = db
    .select({
      ...getTableColumns(returnOrders),
      parcel_tracking: sql<string>`${parcels.tracking_id}`.as('parcel_tracking'),
    })
    .from(returnOrders)
    .innerJoin(parcels, eq(parcels.id, returnOrders.parcel_id))
    .where(idIsAmong(returnOrders.id, pageIdsFrom(db, list, where, 'newest')))
    .as('page');
  return {
    newest: rowsFrom('newest'),
    oldest: rowsFrom('oldest'),
    total: prepareNamed(total, plan),
    // One statement only for a shape planned once (ADR 0069).
    newestWithTotal:
      plan === 'any value'
        ? prepareNamed(
            besideTotal(
              db,
              total,
              page,
              { row: columnsThrough(returnOrders, page), parcel_tracking: page.parcel_tracking },
              [desc(page.created_at), desc(page.id)],
            ),
          )
        : null,
    throughDays: days && {
      newest: throughDays(days, 'newest'),
      oldest: throughDays(days, 'oldest'),
    },
  };
}

export function createReturnRepository(db: Database) {
  const listStatementsOf = preparedByShape(
    (shape: ReturnListShape) => JSON.stringify(shape),
    (shape: ReturnListShape) => listStatements(db, shape),
  );
  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

  /** The return locked for this transaction, if the merchant's and in one of `statuses`. */
  async function lockReturn(
    tx: Tx,
    merchantId: string,
    id: string,
    statuses: readonly ReturnOrderStatus[],
  ): Promise<{ ok: true; row: ReturnRow } | { ok: false; refusal: ReturnWriteRefusal }> {
    const [row] = await tx
      .select()
      .from(returnOrders)
      .where(and(eq(returnOrders.merchant_id, merchantId), eq(returnOrders.id, id)))
      .for('update');
    if (!row) return { ok: false, refusal: 'not_found' };
    if (!statuses.includes(row.status)) return { ok: false, refusal: 'not_allowed' };
    return { ok: true, row };
  }

  /** The return's parcel follows it (`parcelStatusForReturn`); a cancel puts it back on its shelf. */
  async function moveParcel(tx: Tx, row: ReturnRow, status: ReturnOrderStatus, now: Date) {
    const parcelStatus = parcelStatusForReturn(status);
    await tx
      .update(parcels)
      .set({
        status: parcelStatus,
        updated_at: now,
        ...(status === 'cancelled' ? { shelf_location: row.original_shelf } : {}),
      })
      .where(eq(parcels.id, row.parcel_id));
  }

  return {
    /**
     * One page, newest first, and its total: from the per-status counters without a search or a
     * date window (exact, no rows read), else a count capped at RETURN_COUNT_CAP (ADR 0039, 0060):
     * `select count(*) from (… limit N)` stops reading at the cap; `listTotal` reads it.
     */
    async list(
      merchantId: string,
      filter: ReturnListFilter,
    ): Promise<{ rows: ReturnListRow[]; total: number }> {
      const shape = shapeOf(filter);
      const statements = listStatementsOf(shape);
      const values = valuesOf(merchantId, filter);
      return readListPage(filter.offset, filter.limit, shape.total === 'capped count', {
        rows: (from, offset, limit) => statements[from].execute({ ...values, offset, limit }),
        total: async () => (await statements.total.execute(values))[0]?.total ?? 0,
        newestWithTotal: readBesideTotal(
          statements.newestWithTotal,
          values,
          ({ row, parcel_tracking }) =>
            row === null ? null : { row, parcel_tracking: parcel_tracking ?? '' },
        ),
        rowsThroughDays: readThroughDays(statements.throughDays, values),
      });
    },

    async find(merchantId: string, id: string): Promise<ReturnRecord | null> {
      const [found] = await db
        .select({
          row: returnOrders,
          customer: customers,
          parcel: parcels,
          warehouse: { id: warehouses.id, warehouse_name: warehouses.warehouse_name },
          line: {
            id: shippingLines.id,
            name: shippingLines.name,
            route_code: shippingLines.route_code,
          },
        })
        .from(returnOrders)
        .innerJoin(customers, eq(customers.id, returnOrders.customer_id))
        .innerJoin(parcels, eq(parcels.id, returnOrders.parcel_id))
        .innerJoin(warehouses, eq(warehouses.id, parcels.warehouse_id))
        .leftJoin(shippingLines, eq(shippingLines.id, parcels.shipping_line_id))
        .where(and(eq(returnOrders.merchant_id, merchantId), eq(returnOrders.id, id)))
        .limit(1);
      if (!found) return null;
      const [photos, payments] = await Promise.all([
        db
          .select()
          .from(returnOrderPhotos)
          .where(eq(returnOrderPhotos.return_id, id))
          .orderBy(asc(returnOrderPhotos.position)),
        db
          .select()
          .from(returnOrderPayments)
          .where(eq(returnOrderPayments.return_id, id))
          .orderBy(asc(returnOrderPayments.paid_at)),
      ]);
      return { ...found, photos, payments };
    },

    /** Changes the receiver while the status allows it, under the return's row lock. */
    async updateReceiver(
      merchantId: string,
      id: string,
      values: Partial<Pick<ReturnRow, 'receiver_name' | 'receiver_phone' | 'receiver_address'>>,
      statuses: readonly ReturnOrderStatus[],
      now: Date,
    ): Promise<ReturnWrite<null>> {
      return db.transaction(async (tx) => {
        const locked = await lockReturn(tx, merchantId, id, statuses);
        if (!locked.ok) return locked;
        await tx
          .update(returnOrders)
          .set({ ...values, updated_at: now })
          .where(eq(returnOrders.id, id));
        return { ok: true, value: null };
      });
    },

    /** Packs (or repacks) in one transaction: measures, price and photos replace what was there. */
    async pack(
      merchantId: string,
      id: string,
      values: ReturnPackValues,
      statuses: readonly ReturnOrderStatus[],
      now: Date,
    ): Promise<ReturnWrite<{ replacedPhotoKeys: string[] }>> {
      return db.transaction(async (tx) => {
        const locked = await lockReturn(tx, merchantId, id, statuses);
        if (!locked.ok) return locked;
        await tx
          .update(returnOrders)
          .set({
            status: 'packed',
            weight: values.weight,
            length: values.length,
            width: values.width,
            height: values.height,
            total_price_cents: values.totalPriceCents,
            packed_at: now,
            updated_at: now,
          })
          .where(eq(returnOrders.id, id));
        const replaced = await tx
          .delete(returnOrderPhotos)
          .where(eq(returnOrderPhotos.return_id, id))
          .returning({ file_key: returnOrderPhotos.file_key });
        if (values.photoKeys.length > 0) {
          await tx
            .insert(returnOrderPhotos)
            .values(
              values.photoKeys.map((file_key, position) => ({ return_id: id, file_key, position })),
            );
        }
        return { ok: true, value: { replacedPhotoKeys: replaced.map((row) => row.file_key) } };
      });
    },

    /** Saves the tracking number of a paid or shipped return: shipped, its parcel returned. */
    async ship(
      merchantId: string,
      id: string,
      trackingNumber: string,
      statuses: readonly ReturnOrderStatus[],
      now: Date,
    ): Promise<ReturnWrite<null>> {
      return db.transaction(async (tx) => {
        const locked = await lockReturn(tx, merchantId, id, statuses);
        if (!locked.ok) return locked;
        await tx
          .update(returnOrders)
          .set({
            status: 'shipped',
            tracking_number: trackingNumber,
            shipped_at: locked.row.shipped_at ?? now,
            updated_at: now,
          })
          .where(eq(returnOrders.id, id));
        if (locked.row.status !== 'shipped') await moveParcel(tx, locked.row, 'shipped', now);
        return { ok: true, value: null };
      });
    },

    /** Cancels in one transaction: the parcel back in stock on the shelf it was taken from. */
    async cancel(
      merchantId: string,
      id: string,
      statuses: readonly ReturnOrderStatus[],
      now: Date,
    ): Promise<ReturnWrite<null>> {
      return db.transaction(async (tx) => {
        const locked = await lockReturn(tx, merchantId, id, statuses);
        if (!locked.ok) return locked;
        await tx
          .update(returnOrders)
          .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
          .where(eq(returnOrders.id, id));
        await moveParcel(tx, locked.row, 'cancelled', now);
        return { ok: true, value: null };
      });
    },

    /**
     * A staff step (`pnpm ops`): pay records the payment of the return's total; deliver and
     * complete move the status on. Any merchant's return: staff act platform-wide.
     */
    async advance(
      id: string,
      step: OpsReturnStep,
      now: Date,
      payment?: { method: string },
    ): Promise<ReturnWrite<ReturnRow>> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(returnOrders)
          .where(eq(returnOrders.id, id))
          .for('update');
        if (!row) return { ok: false, refusal: 'not_found' };
        if (!opsReturnStepAllowed(step, row.status)) return { ok: false, refusal: 'not_allowed' };
        const stamps =
          step === 'pay'
            ? { paid_at: now }
            : step === 'deliver'
              ? { delivered_at: now }
              : { completed_at: now };
        if (step === 'pay') {
          await tx.insert(returnOrderPayments).values({
            return_id: id,
            amount_cents: row.total_price_cents ?? 0,
            currency: row.currency,
            method: payment?.method ?? 'alipay',
            paid_at: now,
          });
        }
        const [updated] = await tx
          .update(returnOrders)
          .set({ status: OPS_RETURN_STEPS[step].to, ...stamps, updated_at: now })
          .where(eq(returnOrders.id, id))
          .returning();
        if (!updated) return { ok: false, refusal: 'not_found' };
        return { ok: true, value: updated };
      });
    },

    /**
     * A customer's return of one of their parcels in stock, in one transaction under the
     * parcel's row lock: refused when the parcel is not theirs or not in stock, or is in an open
     * order; the partial unique index refuses a second open return of it. The parcel becomes
     * `return_processing`.
     */
    async create(values: NewReturn): Promise<ReturnWrite<ReturnRow>> {
      const now = values.createdAt ?? new Date();
      return db.transaction(async (tx) => {
        const [parcel] = await tx
          .select()
          .from(parcels)
          .where(
            and(
              eq(parcels.merchant_id, values.merchantId),
              eq(parcels.id, values.parcelId),
              sql`upper(${parcels.personal_id}) = ${values.customer.personal_id.toUpperCase()}`,
            ),
          )
          .for('update');
        if (!parcel) return { ok: false, refusal: 'not_found' };
        if (!(RETURNABLE_PARCEL_STATUSES as readonly string[]).includes(parcel.status)) {
          return { ok: false, refusal: 'parcel_not_stored' };
        }
        const [inOrder] = await tx
          .select({ order_id: orderParcels.order_id })
          .from(orderParcels)
          .where(and(eq(orderParcels.parcel_id, parcel.id), eq(orderParcels.active, true)))
          .limit(1);
        if (inOrder) return { ok: false, refusal: 'parcel_taken' };
        const [row] = await tx
          .insert(returnOrders)
          .values({
            merchant_id: values.merchantId,
            customer_id: values.customer.id,
            customer_username: values.customer.username,
            parcel_id: parcel.id,
            original_shelf: parcel.shelf_location,
            original_order_no: values.originalOrderNo,
            reason: values.reason,
            ...values.receiver,
            note: values.note,
            customer_support_note: values.customerSupportNote ?? null,
            created_at: now,
            updated_at: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return { ok: false, refusal: 'parcel_taken' };
        await moveParcel(tx, row, 'unpacked', now);
        return { ok: true, value: row };
      });
    },

    /**
     * Parcels a return may take: in stock and in no open order, oldest first; of one customer
     * (their personal id, any case) when named. What `returns:create` picks from.
     */
    async returnableParcels(merchantId: string, personalId?: string, limit = 50) {
      return db
        .select()
        .from(parcels)
        .where(
          and(
            eq(parcels.merchant_id, merchantId),
            inArray(parcels.status, [...RETURNABLE_PARCEL_STATUSES]),
            personalId === undefined
              ? undefined
              : sql`upper(${parcels.personal_id}) = ${personalId.toUpperCase()}`,
            sql`not exists (select 1 from ${orderParcels} where ${orderParcels.parcel_id} = ${parcels.id} and ${orderParcels.active})`,
          ),
        )
        .orderBy(asc(parcels.inbound_date), asc(parcels.id))
        .limit(limit);
    },

    /** Any merchant's return by id or return number ("R2600001" or digits; staff). */
    async findAny(idOrNumber: string): Promise<ReturnRow | null> {
      const number = idOrNumber.replace(/^r/i, '');
      const byNumber = /^\d{1,15}$/.test(number);
      const [row] = await db
        .select()
        .from(returnOrders)
        .where(
          byNumber
            ? eq(returnOrders.return_no, Number(number))
            : eq(returnOrders.id, idOrNumber.toLowerCase()),
        )
        .limit(1);
      return row ?? null;
    },

    /** Any merchant's parcel by its number (staff act platform-wide). */
    async parcelAny(id: number): Promise<ParcelRow | null> {
      const [row] = await db.select().from(parcels).where(eq(parcels.id, id)).limit(1);
      return row ?? null;
    },

    /** Whether the merchant has any return (the demo seeds once). */
    async anyOf(merchantId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: returnOrders.id })
        .from(returnOrders)
        .where(eq(returnOrders.merchant_id, merchantId))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type ReturnRepository = ReturnType<typeof createReturnRepository>;
