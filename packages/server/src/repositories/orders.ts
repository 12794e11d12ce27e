import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OPS_ORDER_STEPS, opsStepAllowed, ORDER_COUNT_CAP, orderTotalSource } from '@jiyun/domain';
import type {
  AdditionalFee,
  ExchangeRate,
  OpsOrderStep,
  OrderCalculations,
  OrderListFilter,
  OrderSearch,
  OrderStatus,
  OrderTotalSource,
  ParcelStatus,
} from '@jiyun/domain';
import type { Database } from '../db/client.js';
import { preparedByShape } from '../db/prepared.js';
import type { PlanFor } from '../db/prepared.js';
import {
  customers,
  exchangeRates,
  orderAdditionalFees,
  orderCounters,
  orderDayCounters,
  orderParcels,
  orderRouteCounters,
  orderPayments,
  orderPhotos,
  orders,
  parcels,
  shippingLines,
  warehouses,
} from '../db/schema.js';
import { noText, searchPlanned, startsWith, startsWithValues } from './starts-with.js';
import type { SearchPlanned } from './starts-with.js';
import {
  dayTotal,
  listTotal,
  readBesideTotal,
  readListPage,
  readThroughDays,
  tableListReads,
} from './list-page.js';
import type { DaysCounted } from './list-page.js';

export type OrderRow = typeof orders.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type OrderFeeRow = typeof orderAdditionalFees.$inferSelect;
export type OrderPhotoRow = typeof orderPhotos.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
type ParcelRow = typeof parcels.$inferSelect;

/** One order with everything the detail shows. */
export interface OrderRecord {
  order: OrderRow;
  customer: CustomerRow;
  line: { id: string; name: string; route_code: string };
  warehouse: { id: string; warehouse_name: string };
  fees: OrderFeeRow[];
  photos: OrderPhotoRow[];
  payments: OrderPaymentRow[];
}

/** A parcel of an order, with its place in the order. */
export interface OrderParcelRecord {
  parcel: ParcelRow;
  active: boolean;
  original_shelf: string;
  removed_at: Date | null;
}

/** What an order is created from (`pnpm ops orders:create`, the demo, tests). */
export interface NewOrder {
  merchantId: string;
  customer: CustomerRow;
  line: { id: string; route_code: string };
  warehouseId: string;
  parcelIds: number[];
  receiver: {
    receiver_name: string;
    receiver_phone: string;
    receiver_address: string;
    receiver_country: string;
    receiver_city: string;
  };
  packing: { optimization: boolean; remove_gift: boolean; note: string | null };
  createdAt?: Date;
}

/** What packing records. */
export interface PackValues {
  weight: number;
  length: number;
  width: number;
  height: number;
  fees: AdditionalFee[];
  photoKeys: string[];
  totalPrice: number;
  calculations: OrderCalculations;
  isExcepted: boolean;
}

/** Parcel statuses an order can take a parcel in: on a shelf, in no open order or return. */
const ORDERABLE_PARCEL_STATUSES = ['stored', 'restored'] as const;

/**
 * An order was asked for parcels that are not (or no longer) on the shelf: one went out in a
 * return, was edited, or is not the warehouse's. Seen under the parcels' row locks, so a return
 * committing between `orderableParcels` and `create` cannot leave a parcel in both.
 */
export class ParcelsNotOrderableError extends Error {
  constructor(readonly parcelIds: number[]) {
    super(`Parcels ${parcelIds.join(', ')} are no longer in stock for an order.`);
    this.name = 'ParcelsNotOrderableError';
  }
}

/** Why a write did not happen: no such order of the merchant, or its status does not allow it. */
export type OrderWriteRefusal = 'not_found' | 'not_allowed' | 'last_parcel' | 'parcel_not_found';
export type OrderWrite<T> = { ok: true; value: T } | { ok: false; refusal: OrderWriteRefusal };

/**
 * What a list request's SQL depends on: which filters are set, which search field and which of
 * its number arms can be read from the text, never the values. One prepared statement serves
 * every request of a shape (`preparedByShape`).
 */
interface OrderListShape {
  statuses: boolean;
  search: { field: OrderSearch['field']; orderNo: boolean; id: boolean } | null;
  createdFrom: boolean;
  createdBefore: boolean;
  total: OrderTotalSource;
}

/**
 * All orders, or an order number or id: one plan serves every value. A status, a text or a date
 * window: how many orders match depends on the value, so PostgreSQL plans for the values it is
 * sent (ADR 0069). A route code: a company has a few routes, each on a large share of its
 * orders, and the generic plan PostgreSQL settles on guesses a few rows and sorts them all, so
 * every request is planned for its own values (ADR 0072).
 */
function planFor(shape: OrderListShape): PlanFor {
  if (shape.search?.field === 'route_code') return 'these values';
  const exact = shape.search === null || shape.search.field === 'id';
  return exact && !shape.statuses && !shape.createdFrom && !shape.createdBefore
    ? 'any value'
    : 'each value';
}

function shapeOf(filter: OrderListFilter): OrderListShape {
  const search = filter.search;
  return {
    statuses: filter.statuses.length > 0,
    search:
      search === null
        ? null
        : {
            field: search.field,
            orderNo: 'orderNo' in search && search.orderNo !== null,
            id: 'id' in search && search.id !== null,
          },
    createdFrom: filter.createdFrom !== null,
    createdBefore: filter.createdBefore !== null,
    total: orderTotalSource(filter),
  };
}

/** The values a shape's placeholders take for one request (the page window is bound apart). */
function valuesOf(merchantId: string, filter: OrderListFilter) {
  const search = filter.search;
  return {
    merchantId,
    statuses: filter.statuses,
    ...(search !== null && 'text' in search ? startsWithValues(search.text) : noText),
    orderNo: search !== null && 'orderNo' in search ? search.orderNo : null,
    id: search !== null && 'id' in search ? search.id : null,
    createdFrom: filter.createdFrom,
    createdBefore: filter.createdBefore,
  };
}

type OrderListValues = ReturnType<typeof valuesOf>;

/**
 * Where a request's values go into a shape's SQL: placeholders for the prepared list reads, or
 * the values themselves (the export, which is not a hot read).
 */
type Binder = (name: keyof OrderListValues) => SQL | Placeholder;

const placeholder: Binder = (name) => sql.placeholder(name);

const valuesWrittenIn =
  (values: OrderListValues): Binder =>
  (name) =>
    sql`${sql.param(values[name])}`;

// Searches match the start of the text, case-insensitively, through the (merchant,
// upper(column) text_pattern_ops) indexes (`startsWith`).
function searchCondition(
  search: NonNullable<OrderListShape['search']>,
  bind: Binder,
  planned: SearchPlanned,
): SQL {
  const textOf = (column: AnyPgColumn) => startsWith(column, bind, planned);
  const numberIs = or(
    search.orderNo ? eq(orders.order_no, bind('orderNo')) : undefined,
    search.id ? eq(orders.id, bind('id')) : undefined,
  );
  switch (search.field) {
    case 'id':
      return numberIs ?? sql`false`;
    case 'tracking_number':
      return textOf(orders.tracking_number);
    case 'route_code':
      // A company's few route codes are each on a large share of its orders: planned for each
      // request's values (`planFor`), so the range alone (`startsWith`).
      return textOf(orders.route_code);
    case 'username':
      return textOf(orders.customer_username);
    case 'all':
      // Each arm has its own index in the merchant's orders: a bitmap OR, not a scan.
      return (
        or(
          numberIs,
          textOf(orders.tracking_number),
          textOf(orders.route_code),
          textOf(orders.customer_username),
        ) ?? sql`false`
      );
  }
}

function listWhere(shape: OrderListShape, bind: Binder, planned: SearchPlanned): SQL | undefined {
  return and(
    eq(orders.merchant_id, bind('merchantId')),
    shape.statuses ? sql`${orders.status} = any(${bind('statuses')}::text[])` : undefined,
    shape.search ? searchCondition(shape.search, bind, planned) : undefined,
    shape.createdFrom ? gte(orders.created_at, bind('createdFrom')) : undefined,
    shape.createdBefore ? lt(orders.created_at, bind('createdBefore')) : undefined,
  );
}

/**
 * The prepared reads of one list shape: the page's rows from either end, and the total. The
 * page's ids are read first through (merchant[, status], created_at, id) in the page's order, an
 * index-only walk for no filter or a status, so a deep page skips index entries rather than
 * reading every order before it; then only the page's rows are read.
 */
function listStatements(db: Database, shape: OrderListShape) {
  const where = listWhere(shape, placeholder, searchPlanned(db, planFor(shape)));
  const list = { table: orders, id: orders.id, sortKey: orders.created_at };
  // The day counters count all orders, some statuses and a date window (ADR 0073).
  const days: DaysCounted | null =
    shape.total === 'status counters' || shape.total === 'day counters'
      ? {
          counters: {
            table: orderDayCounters,
            scope: orderDayCounters.merchant_id,
            scopeIs: 'merchantId',
            status: orderDayCounters.status,
            day: orderDayCounters.day,
            total: orderDayCounters.total,
            period: 'utc day of a time',
          },
          statuses: shape.statuses,
          createdFrom: shape.createdFrom,
          createdBefore: shape.createdBefore,
        }
      : null;
  // All orders or some statuses: summed from the company's status counters, a few rows whatever
  // it holds. A date window: from its day counters, 31 × statuses rows for a month. A route code:
  // from its route counters, a few rows too (ADR 0072). Any other search: counted up to
  // ORDER_COUNT_CAP, where the database stops reading.
  const total =
    shape.total === 'route counters'
      ? routeTotal(db, shape)
      : shape.total === 'day counters' && days
        ? (dayTotal(db, days) as unknown as ReturnType<typeof listTotal>)
        : listTotal(
            db,
            { fromCounters: shape.total === 'status counters', statuses: shape.statuses },
            {
              table: orderCounters,
              merchantId: orderCounters.merchant_id,
              status: orderCounters.status,
              total: orderCounters.total,
            },
            { table: orders, where, cap: ORDER_COUNT_CAP },
          );
  // A deep page of any of those starts at the day it falls in (ADR 0073).
  return tableListReads(db, list, where, total, planFor(shape), days);
}

/**
 * The total of a route code search: the company's route counters of every route code that starts
 * with the search (and of the statuses asked for), summed. Exact, like the status counters.
 */
function routeTotal(db: Database, shape: OrderListShape): ReturnType<typeof listTotal> {
  return db
    .select({ total: sql<number>`coalesce(sum(${orderRouteCounters.total}), 0)::int`.as('total') })
    .from(orderRouteCounters)
    .where(
      and(
        eq(orderRouteCounters.merchant_id, placeholder('merchantId')),
        // Planned for each request's values, as the route code search is (`planFor`).
        startsWith(orderRouteCounters.route_code, placeholder, 'for its values'),
        shape.statuses
          ? sql`${orderRouteCounters.status} = any(${placeholder('statuses')}::text[])`
          : undefined,
      ),
    ) as unknown as ReturnType<typeof listTotal>;
}

export function createOrderRepository(db: Database) {
  const listStatementsOf = preparedByShape(
    (shape: OrderListShape) => JSON.stringify(shape),
    (shape: OrderListShape) => listStatements(db, shape),
  );
  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

  async function find(merchantId: string, id: string): Promise<OrderRecord | null> {
    const [row] = await db
      .select({
        order: orders,
        customer: customers,
        line: {
          id: shippingLines.id,
          name: shippingLines.name,
          route_code: shippingLines.route_code,
        },
        warehouse: { id: warehouses.id, warehouse_name: warehouses.warehouse_name },
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customer_id))
      .innerJoin(shippingLines, eq(shippingLines.id, orders.shipping_line_id))
      .innerJoin(warehouses, eq(warehouses.id, orders.warehouse_id))
      .where(and(eq(orders.merchant_id, merchantId), eq(orders.id, id)))
      .limit(1);
    if (!row) return null;
    const [fees, photos, payments] = await Promise.all([
      db
        .select()
        .from(orderAdditionalFees)
        .where(eq(orderAdditionalFees.order_id, id))
        .orderBy(asc(orderAdditionalFees.position)),
      db
        .select()
        .from(orderPhotos)
        .where(eq(orderPhotos.order_id, id))
        .orderBy(asc(orderPhotos.position)),
      db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.order_id, id))
        .orderBy(asc(orderPayments.paid_at)),
    ]);
    return { ...row, fees, photos, payments };
  }

  /** The order locked for this transaction, if the merchant's and in one of `statuses`. */
  async function lockOrder(
    tx: Tx,
    merchantId: string,
    id: string,
    statuses: readonly OrderStatus[],
  ): Promise<{ ok: true; order: OrderRow } | { ok: false; refusal: OrderWriteRefusal }> {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.merchant_id, merchantId), eq(orders.id, id)))
      .for('update');
    if (!order) return { ok: false, refusal: 'not_found' };
    if (!statuses.includes(order.status)) return { ok: false, refusal: 'not_allowed' };
    return { ok: true, order };
  }

  /** Sets the status of the order's parcels still in it (and puts them back on a shelf). */
  async function moveActiveParcels(
    tx: Tx,
    orderId: string,
    status: ParcelStatus,
    backOnShelf: boolean,
    now: Date,
  ): Promise<void> {
    await tx
      .update(parcels)
      .set({
        status,
        updated_at: now,
        ...(backOnShelf ? { shelf_location: sql`${orderParcels.original_shelf}` } : {}),
      })
      .from(orderParcels)
      .where(
        and(
          eq(orderParcels.order_id, orderId),
          eq(orderParcels.active, true),
          eq(parcels.id, orderParcels.parcel_id),
        ),
      );
  }

  return {
    /**
     * One page, newest first, and its total: from the per-status counters without a search or a
     * date window, from the per-route counters for a route code (exact, no orders read; ADR
     * 0072), else a count capped at ORDER_COUNT_CAP (ADR 0039, 0060): `select count(*) from (…
     * limit N)` stops reading at the cap; `listTotal` reads it.
     */
    async list(
      merchantId: string,
      filter: OrderListFilter,
    ): Promise<{ rows: OrderRow[]; total: number }> {
      const shape = shapeOf(filter);
      const statements = listStatementsOf(shape);
      const values = valuesOf(merchantId, filter);
      return readListPage(filter.offset, filter.limit, shape.total === 'capped count', {
        rows: (from, offset, limit) => statements[from].execute({ ...values, offset, limit }),
        total: async () => (await statements.total.execute(values))[0]?.total ?? 0,
        newestWithTotal: readBesideTotal(statements.newestWithTotal, values, ({ row }) => row),
        rowsThroughDays: readThroughDays(statements.throughDays, values),
      });
    },

    find,

    /**
     * One batch of the CSV export, newest first, after the row `after` (keyset: no offset, so
     * the thousandth batch costs what the first does); only `ids` when given.
     */
    async exportBatch(
      merchantId: string,
      filter: OrderListFilter,
      ids: string[] | null,
      after: { created_at: Date; id: string } | null,
      limit: number,
    ): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            ids === null
              ? listWhere(
                  shapeOf(filter),
                  valuesWrittenIn(valuesOf(merchantId, filter)),
                  'for its values',
                )
              : and(eq(orders.merchant_id, merchantId), inArray(orders.id, ids)),
            after === null
              ? undefined
              : sql`(${orders.created_at}, ${orders.id}) < (${after.created_at.toISOString()}::timestamptz, ${after.id}::uuid)`,
          ),
        )
        .orderBy(desc(orders.created_at), desc(orders.id))
        .limit(limit);
    },

    /** The order's parcels in the order they were added; those taken out too. */
    async parcels(orderId: string): Promise<OrderParcelRecord[]> {
      return db
        .select({
          parcel: parcels,
          active: orderParcels.active,
          original_shelf: orderParcels.original_shelf,
          removed_at: orderParcels.removed_at,
        })
        .from(orderParcels)
        .innerJoin(parcels, eq(parcels.id, orderParcels.parcel_id))
        .where(eq(orderParcels.order_id, orderId))
        .orderBy(asc(orderParcels.position), asc(parcels.id));
    },

    /** Changes the receiver while the status allows it; the check and the write are one statement. */
    async updateReceiver(
      merchantId: string,
      id: string,
      values: Partial<Pick<OrderRow, 'receiver_name' | 'receiver_phone' | 'receiver_address'>>,
      statuses: readonly OrderStatus[],
      now: Date,
    ): Promise<OrderWrite<null>> {
      return db.transaction(async (tx) => {
        const locked = await lockOrder(tx, merchantId, id, statuses);
        if (!locked.ok) return locked;
        await tx
          .update(orders)
          .set({ ...values, updated_at: now })
          .where(eq(orders.id, id));
        return { ok: true, value: null };
      });
    },

    /**
     * Packs (or repacks) the order in one transaction: the package, its fees and photos replace
     * what was there, the order becomes packed and its parcels packed.
     */
    async pack(
      merchantId: string,
      id: string,
      values: PackValues,
      statuses: readonly OrderStatus[],
      now: Date,
    ): Promise<OrderWrite<{ replacedPhotoKeys: string[] }>> {
      return db.transaction(async (tx) => {
        const locked = await lockOrder(tx, merchantId, id, statuses);
        if (!locked.ok) return locked;
        await tx
          .update(orders)
          .set({
            status: 'packed',
            weight: values.weight,
            length: values.length,
            width: values.width,
            height: values.height,
            total_price: values.totalPrice,
            calculations: values.calculations,
            is_excepted: values.isExcepted,
            packed_at: now,
            updated_at: now,
          })
          .where(eq(orders.id, id));
        await tx.delete(orderAdditionalFees).where(eq(orderAdditionalFees.order_id, id));
        if (values.fees.length > 0) {
          await tx.insert(orderAdditionalFees).values(
            values.fees.map((fee, position) => ({
              order_id: id,
              title: fee.title.trim(),
              price: fee.price,
              position,
            })),
          );
        }
        const replaced = await tx
          .delete(orderPhotos)
          .where(eq(orderPhotos.order_id, id))
          .returning({ file_key: orderPhotos.file_key });
        if (values.photoKeys.length > 0) {
          await tx
            .insert(orderPhotos)
            .values(
              values.photoKeys.map((file_key, position) => ({ order_id: id, file_key, position })),
            );
        }
        await moveActiveParcels(tx, id, 'packed', false, now);
        return { ok: true, value: { replacedPhotoKeys: replaced.map((row) => row.file_key) } };
      });
    },

    /** Saves the tracking number of a paid or shipped order: it is shipped from then on. */
    async ship(
      merchantId: string,
      id: string,
      trackingNumber: string,
      statuses: readonly OrderStatus[],
      now: Date,
    ): Promise<OrderWrite<null>> {
      return db.transaction(async (tx) => {
        const locked = await lockOrder(tx, merchantId, id, statuses);
        if (!locked.ok) return locked;
        await tx
          .update(orders)
          .set({
            status: 'shipped',
            tracking_number: trackingNumber,
            shipped_at: locked.order.shipped_at ?? now,
            updated_at: now,
          })
          .where(eq(orders.id, id));
        return { ok: true, value: null };
      });
    },

    /**
     * Cancels in one transaction: the parcels leave the order (their link kept for the cancelled
     * table), back on their original shelves as `parcelStatus` (stored or restored).
     */
    async cancel(
      merchantId: string,
      id: string,
      statuses: readonly OrderStatus[],
      parcelStatus: (status: OrderStatus) => ParcelStatus,
      now: Date,
    ): Promise<OrderWrite<null>> {
      return db.transaction(async (tx) => {
        const locked = await lockOrder(tx, merchantId, id, statuses);
        if (!locked.ok) return locked;
        await moveActiveParcels(tx, id, parcelStatus(locked.order.status), true, now);
        await tx
          .update(orderParcels)
          .set({ active: false, removed_at: now })
          .where(and(eq(orderParcels.order_id, id), eq(orderParcels.active, true)));
        await tx
          .update(orders)
          .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
          .where(eq(orders.id, id));
        return { ok: true, value: null };
      });
    },

    /**
     * A staff step (`pnpm ops`): pay records the payment of the order's total; deliver and
     * complete move the status on. The order is any merchant's: staff act platform-wide.
     */
    async advance(
      id: string,
      step: OpsOrderStep,
      now: Date,
      payment?: { method: string },
    ): Promise<OrderWrite<OrderRow>> {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!order) return { ok: false, refusal: 'not_found' };
        if (!opsStepAllowed(step, order.status)) return { ok: false, refusal: 'not_allowed' };
        const { to } = OPS_ORDER_STEPS[step];
        const stamps =
          step === 'pay'
            ? { paid_at: now }
            : step === 'deliver'
              ? { delivered_at: now }
              : { completed_at: now };
        if (step === 'pay') {
          await tx.insert(orderPayments).values({
            order_id: id,
            amount: order.total_price ?? 0,
            currency: order.currency,
            method: payment?.method ?? 'alipay',
            paid_at: now,
          });
        }
        const [updated] = await tx
          .update(orders)
          .set({ status: to, ...stamps, updated_at: now })
          .where(eq(orders.id, id))
          .returning();
        if (!updated) return { ok: false, refusal: 'not_found' };
        return { ok: true, value: updated };
      });
    },

    /** A5: one parcel out of the order, back on its original shelf as `restored`. */
    async returnParcel(
      merchantId: string,
      id: string,
      parcelId: number,
      statuses: readonly OrderStatus[],
      now: Date,
    ): Promise<OrderWrite<null>> {
      return db.transaction(async (tx) => {
        const locked = await lockOrder(tx, merchantId, id, statuses);
        if (!locked.ok) return locked;
        const active = await tx
          .select({
            parcel_id: orderParcels.parcel_id,
            original_shelf: orderParcels.original_shelf,
          })
          .from(orderParcels)
          .where(and(eq(orderParcels.order_id, id), eq(orderParcels.active, true)));
        const link = active.find((row) => row.parcel_id === parcelId);
        if (!link) return { ok: false, refusal: 'parcel_not_found' };
        if (active.length === 1) return { ok: false, refusal: 'last_parcel' };
        await tx
          .update(parcels)
          .set({ status: 'restored', shelf_location: link.original_shelf, updated_at: now })
          .where(eq(parcels.id, parcelId));
        await tx
          .update(orderParcels)
          .set({ active: false, removed_at: now })
          .where(and(eq(orderParcels.order_id, id), eq(orderParcels.parcel_id, parcelId)));
        const [declared] = await tx
          .select({ total: sql<number>`coalesce(sum(${parcels.content_value}), 0)::float8` })
          .from(orderParcels)
          .innerJoin(parcels, eq(parcels.id, orderParcels.parcel_id))
          .where(and(eq(orderParcels.order_id, id), eq(orderParcels.active, true)));
        await tx
          .update(orders)
          .set({ declared_value: declared?.total ?? 0, updated_at: now })
          .where(eq(orders.id, id));
        return { ok: true, value: null };
      });
    },

    /**
     * A customer's order of stored parcels (`pnpm ops orders:create`, the demo, tests). The
     * partial unique index refuses a parcel already in an open order, so two concurrent orders of
     * one parcel cannot both commit (the loser's transaction rolls back whole).
     */
    async create(values: NewOrder): Promise<OrderRow> {
      const now = values.createdAt ?? new Date();
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(parcels)
          .where(
            and(
              eq(parcels.merchant_id, values.merchantId),
              eq(parcels.warehouse_id, values.warehouseId),
              inArray(parcels.id, values.parcelIds),
            ),
          )
          .for('update');
        const notOrderable = values.parcelIds.filter((parcelId) => {
          const row = rows.find((candidate) => candidate.id === parcelId);
          return !row || !(ORDERABLE_PARCEL_STATUSES as readonly string[]).includes(row.status);
        });
        if (notOrderable.length > 0) throw new ParcelsNotOrderableError(notOrderable);
        const declared = rows.reduce(
          (sum, row) => sum + Math.round((row.content_value ?? 0) * 100),
          0,
        );
        const [order] = await tx
          .insert(orders)
          .values({
            merchant_id: values.merchantId,
            customer_id: values.customer.id,
            customer_username: values.customer.username,
            shipping_line_id: values.line.id,
            route_code: values.line.route_code,
            warehouse_id: values.warehouseId,
            ...values.receiver,
            ...values.packing,
            declared_value: declared / 100,
            created_at: now,
            updated_at: now,
          })
          .returning();
        if (!order) throw new Error('Order insert returned no row.');
        await tx.insert(orderParcels).values(
          values.parcelIds.map((parcelId, position) => ({
            order_id: order.id,
            parcel_id: parcelId,
            original_shelf: rows.find((row) => row.id === parcelId)?.shelf_location ?? '',
            position,
          })),
        );
        return order;
      });
    },

    /**
     * A warehouse's stored parcels in no open order, oldest first; of one customer (their
     * personal id, any case) when named. What `orders:create` picks from.
     */
    async orderableParcels(
      merchantId: string,
      warehouseId: string,
      personalId?: string,
      limit = 50,
    ): Promise<ParcelRow[]> {
      return db
        .select()
        .from(parcels)
        .where(
          and(
            eq(parcels.merchant_id, merchantId),
            eq(parcels.warehouse_id, warehouseId),
            inArray(parcels.status, [...ORDERABLE_PARCEL_STATUSES]),
            personalId === undefined
              ? undefined
              : sql`upper(${parcels.personal_id}) = ${personalId.toUpperCase()}`,
            sql`not exists (select 1 from ${orderParcels} where ${orderParcels.parcel_id} = ${parcels.id} and ${orderParcels.active})`,
          ),
        )
        .orderBy(asc(parcels.inbound_date), asc(parcels.id))
        .limit(limit);
    },

    /** The merchant's active lines of a warehouse (new orders go only on those, A40). */
    async activeLines(merchantId: string, warehouseId?: string) {
      return db
        .select({
          id: shippingLines.id,
          route_code: shippingLines.route_code,
          warehouse_id: shippingLines.warehouse_id,
          destination_country: shippingLines.destination_country,
        })
        .from(shippingLines)
        .where(
          and(
            eq(shippingLines.merchant_id, merchantId),
            eq(shippingLines.status, 'active'),
            warehouseId === undefined
              ? sql`${shippingLines.warehouse_id} is not null`
              : eq(shippingLines.warehouse_id, warehouseId),
          ),
        )
        .orderBy(asc(shippingLines.created_at), asc(shippingLines.id));
    },

    /** Any merchant's line by id (staff act platform-wide), with its merchant. */
    async lineById(id: string) {
      const [row] = await db
        .select({
          id: shippingLines.id,
          merchant_id: shippingLines.merchant_id,
          name: shippingLines.name,
          status: shippingLines.status,
          route_code: shippingLines.route_code,
          warehouse_id: shippingLines.warehouse_id,
          destination_country: shippingLines.destination_country,
        })
        .from(shippingLines)
        .where(eq(shippingLines.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Any merchant's order by id or order number (staff). */
    async findAny(idOrNumber: string): Promise<OrderRow | null> {
      const byNumber = /^\d{1,15}$/.test(idOrNumber);
      const [row] = await db
        .select()
        .from(orders)
        .where(
          byNumber
            ? eq(orders.order_no, Number(idOrNumber))
            : eq(orders.id, idOrNumber.toLowerCase()),
        )
        .limit(1);
      return row ?? null;
    },

    /** A new customer of the platform (`pnpm ops customers:create`, the demo, tests). */
    async createCustomer(values: {
      username: string;
      email: string;
      personal_id: string;
    }): Promise<CustomerRow> {
      const [row] = await db.insert(customers).values(values).returning();
      if (!row) throw new Error('Customer insert returned no row.');
      return row;
    },

    /** A customer by username, email or personal id (any case). */
    async findCustomer(name: string): Promise<CustomerRow | null> {
      const [row] = await db
        .select()
        .from(customers)
        .where(
          or(
            sql`lower(${customers.username}) = ${name.toLowerCase()}`,
            sql`lower(${customers.email}) = ${name.toLowerCase()}`,
            sql`upper(${customers.personal_id}) = ${name.toUpperCase()}`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The platform's rate of `currency` for the latest day on or before `day` (A21). */
    async exchangeRate(currency: string, day: string): Promise<ExchangeRate | null> {
      const [row] = await db
        .select()
        .from(exchangeRates)
        .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.day, day)))
        .orderBy(desc(exchangeRates.day))
        .limit(1);
      return row ? { currency: row.currency, rate: row.rate, date: row.day } : null;
    },

    /** Sets the rate of a day (staff, the demo). */
    async setExchangeRate(currency: string, day: string, rate: number): Promise<void> {
      await db
        .insert(exchangeRates)
        .values({ currency, day, rate })
        .onConflictDoUpdate({
          target: [exchangeRates.currency, exchangeRates.day],
          set: { rate, set_at: new Date() },
        });
    },

    /** The warehouse's storage-fee settings, for the quote. */
    async warehouseOf(merchantId: string, warehouseId: string) {
      const [row] = await db
        .select()
        .from(warehouses)
        .where(and(eq(warehouses.merchant_id, merchantId), eq(warehouses.id, warehouseId)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
