import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DepositPaymentMethod, ShippingLineStatus } from '@jiyun/domain';
import type { Database } from '../db/client.js';
import {
  depositClaims,
  routeDepositDiscounts,
  routeDeposits,
  routeOptions,
  shippingLineCities,
  shippingLinePrices,
  shippingLinePricingVersions,
  shippingLineProvinces,
  shippingLines,
  shippingLineSizeConstraints,
  warehouses,
} from '../db/schema.js';
import type { PricingKind } from '../db/schema.js';

export type ShippingLineRow = typeof shippingLines.$inferSelect;
export type ShippingLineProvinceRow = typeof shippingLineProvinces.$inferSelect;
export type ShippingLineCityRow = typeof shippingLineCities.$inferSelect;
export type ShippingLinePriceRow = typeof shippingLinePrices.$inferSelect;
export type ShippingLineSizeRow = typeof shippingLineSizeConstraints.$inferSelect;
export type WarehouseRow = typeof warehouses.$inferSelect;
export type RouteOptionRow = typeof routeOptions.$inferSelect;
export type DepositClaimRow = typeof depositClaims.$inferSelect;

/** The columns a new line is stored with (the route, its times, its warehouse and name). */
export type ShippingLineValues = Omit<
  typeof shippingLines.$inferInsert,
  'id' | 'merchant_id' | 'status' | 'deleted_at' | 'created_at' | 'updated_at'
>;

/** What a merchant may change on a line through the section PATCHes. */
export type ShippingLineChange = Partial<
  Pick<
    typeof shippingLines.$inferInsert,
    | 'name'
    | 'image'
    | 'warehouse_id'
    | 'min_working_days'
    | 'min_days_unit'
    | 'max_working_days'
    | 'max_days_unit'
  >
>;

/** A price row as written: everything but the version it belongs to. */
export type PriceValues = Omit<typeof shippingLinePrices.$inferInsert, 'version_id'>;

export type SizeValues = Omit<
  typeof shippingLineSizeConstraints.$inferInsert,
  'shipping_line_id' | 'created_at' | 'updated_at'
>;

/** A covered province with its chosen cities, as written. */
export interface CoverageValues {
  province: Omit<typeof shippingLineProvinces.$inferInsert, 'shipping_line_id' | 'position'>;
  cities: Omit<typeof shippingLineCities.$inferInsert, 'shipping_line_id' | 'position'>[];
}

/** One saved pricing (global or exceptions) with its prices. */
export interface PricingVersion {
  id: string;
  kind: PricingKind;
  saved_at: Date;
  effective_from: Date;
  prices: ShippingLinePriceRow[];
}

/** A line with its warehouse: one card of the list. */
export interface ShippingLineSummary {
  line: ShippingLineRow;
  warehouse: WarehouseRow | null;
}

/** Everything the detail shows. */
export interface ShippingLineRecord extends ShippingLineSummary {
  provinces: ShippingLineProvinceRow[];
  cities: ShippingLineCityRow[];
  pricing: PricingVersion[];
  size: ShippingLineSizeRow | null;
}

/** A route's deposit with its discounts, in US cents. */
export interface RouteDepositRecord {
  departing_country: string;
  arriving_country: string;
  amount_cents: number;
  discounts: { amount_cents: number; description: string; zh_description: string }[];
}

const notDeleted = ne(shippingLines.status, 'deleted');

/** "I have completed payment" of the deposit a new line's route asks (A20, A49). */
export interface NewDepositClaim {
  /** Who submitted the line. */
  userId: string;
  /** The route's countries, as the deposit names them. */
  departing: string;
  arriving: string;
  method: DepositPaymentMethod;
  /** The deposit due at submission, in US cents. */
  amountCents: number;
}

export function createShippingLineRepository(db: Database) {
  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

  async function insertVersion(
    tx: Tx,
    lineId: string,
    kind: PricingKind,
    prices: PriceValues[],
    savedAt: Date,
    effectiveFrom: Date,
  ): Promise<void> {
    const [version] = await tx
      .insert(shippingLinePricingVersions)
      .values({ shipping_line_id: lineId, kind, saved_at: savedAt, effective_from: effectiveFrom })
      .returning({ id: shippingLinePricingVersions.id });
    if (!version) throw new Error('Pricing version insert returned no row.');
    if (prices.length > 0) {
      await tx
        .insert(shippingLinePrices)
        .values(prices.map((price, position) => ({ ...price, position, version_id: version.id })));
    }
  }

  async function deletePending(tx: Tx | Database, lineId: string, kind: PricingKind, now: Date) {
    await tx
      .delete(shippingLinePricingVersions)
      .where(
        and(
          eq(shippingLinePricingVersions.shipping_line_id, lineId),
          eq(shippingLinePricingVersions.kind, kind),
          gt(shippingLinePricingVersions.effective_from, now),
        ),
      );
  }

  return {
    /** The merchant's lines that are not deleted, newest first, each with its warehouse. */
    async list(merchantId: string): Promise<ShippingLineSummary[]> {
      const rows = await db
        .select({ line: shippingLines, warehouse: warehouses })
        .from(shippingLines)
        .leftJoin(warehouses, eq(warehouses.id, shippingLines.warehouse_id))
        .where(and(eq(shippingLines.merchant_id, merchantId), notDeleted))
        .orderBy(desc(shippingLines.created_at), desc(shippingLines.id));
      return rows;
    },

    /** One line of the merchant that is not deleted, with everything the detail shows. */
    async find(merchantId: string, id: string): Promise<ShippingLineRecord | null> {
      const [row] = await db
        .select({ line: shippingLines, warehouse: warehouses })
        .from(shippingLines)
        .leftJoin(warehouses, eq(warehouses.id, shippingLines.warehouse_id))
        .where(and(eq(shippingLines.merchant_id, merchantId), eq(shippingLines.id, id), notDeleted))
        .limit(1);
      if (!row) return null;
      const [provinces, cities, versions, sizes] = await Promise.all([
        db
          .select()
          .from(shippingLineProvinces)
          .where(eq(shippingLineProvinces.shipping_line_id, id))
          .orderBy(asc(shippingLineProvinces.position)),
        db
          .select()
          .from(shippingLineCities)
          .where(eq(shippingLineCities.shipping_line_id, id))
          .orderBy(asc(shippingLineCities.position)),
        db
          .select()
          .from(shippingLinePricingVersions)
          .where(eq(shippingLinePricingVersions.shipping_line_id, id))
          .orderBy(asc(shippingLinePricingVersions.effective_from)),
        db
          .select()
          .from(shippingLineSizeConstraints)
          .where(eq(shippingLineSizeConstraints.shipping_line_id, id))
          .limit(1),
      ]);
      const prices =
        versions.length === 0
          ? []
          : await db
              .select()
              .from(shippingLinePrices)
              .where(
                inArray(
                  shippingLinePrices.version_id,
                  versions.map((version) => version.id),
                ),
              )
              .orderBy(asc(shippingLinePrices.position));
      return {
        ...row,
        provinces,
        cities,
        pricing: versions.map((version) => ({
          id: version.id,
          kind: version.kind,
          saved_at: version.saved_at,
          effective_from: version.effective_from,
          prices: prices.filter((price) => price.version_id === version.id),
        })),
        size: sizes[0] ?? null,
      };
    },

    /**
     * Stores a new pending line with its coverage and its pricing, in force from `now` (A22, A25:
     * prices set at creation apply at once), and the deposit payment claimed for it, in one
     * transaction: no line, no claim (A49). A route whose claim waits already keeps that one (one
     * payment, one claim). Returns the line's id, or null when the warehouse has a line for the
     * route by then: the warehouse row is locked, so two submissions cannot both add it.
     */
    async create(
      merchantId: string,
      values: ShippingLineValues,
      coverage: CoverageValues[],
      pricing: { global: PriceValues; exceptions: PriceValues[] },
      claim: NewDepositClaim | null,
      now: Date,
    ): Promise<string | null> {
      const warehouseId = values.warehouse_id;
      if (!warehouseId) throw new Error('A new shipping line leaves from a warehouse.');
      return db.transaction(async (tx) => {
        await tx
          .select({ id: warehouses.id })
          .from(warehouses)
          .where(and(eq(warehouses.merchant_id, merchantId), eq(warehouses.id, warehouseId)))
          .for('update');
        const [taken] = await tx
          .select({ id: shippingLines.id })
          .from(shippingLines)
          .where(
            and(
              eq(shippingLines.merchant_id, merchantId),
              eq(shippingLines.warehouse_id, warehouseId),
              sql`upper(${shippingLines.route_code}) = ${values.route_code.toUpperCase()}`,
              notDeleted,
            ),
          )
          .limit(1);
        if (taken) return null;
        const [line] = await tx
          .insert(shippingLines)
          .values({
            ...values,
            merchant_id: merchantId,
            status: 'pending',
            created_at: now,
            updated_at: now,
          })
          .returning({ id: shippingLines.id });
        if (!line) throw new Error('Shipping line insert returned no row.');
        if (coverage.length > 0) {
          await tx.insert(shippingLineProvinces).values(
            coverage.map(({ province }, position) => ({
              ...province,
              position,
              shipping_line_id: line.id,
            })),
          );
        }
        const cities = coverage.flatMap((entry) => entry.cities);
        if (cities.length > 0) {
          await tx
            .insert(shippingLineCities)
            .values(
              cities.map((city, position) => ({ ...city, position, shipping_line_id: line.id })),
            );
        }
        await insertVersion(tx, line.id, 'global', [pricing.global], now, now);
        await insertVersion(tx, line.id, 'exception', pricing.exceptions, now, now);
        if (claim) {
          await tx
            .insert(depositClaims)
            .values({
              merchant_id: merchantId,
              user_id: claim.userId,
              departing_country: claim.departing,
              arriving_country: claim.arriving,
              method: claim.method,
              amount_cents: claim.amountCents,
              claimed_at: now,
            })
            .onConflictDoNothing();
        }
        return line.id;
      });
    },

    /** Changes columns of a line of the merchant (not deleted); false when there is none. */
    async update(
      merchantId: string,
      id: string,
      change: ShippingLineChange,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(shippingLines)
        .set({ ...change, updated_at: now })
        .where(and(eq(shippingLines.merchant_id, merchantId), eq(shippingLines.id, id), notDeleted))
        .returning({ id: shippingLines.id });
      return rows.length > 0;
    },

    /**
     * Moves a line from `from` to `to`; false when its status is no longer `from` (another request
     * changed it first). Deleting stamps `deleted_at`.
     */
    async changeStatus(
      merchantId: string,
      id: string,
      from: ShippingLineStatus,
      to: ShippingLineStatus,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(shippingLines)
        .set({ status: to, updated_at: now, ...(to === 'deleted' ? { deleted_at: now } : {}) })
        .where(
          and(
            eq(shippingLines.merchant_id, merchantId),
            eq(shippingLines.id, id),
            eq(shippingLines.status, from),
          ),
        )
        .returning({ id: shippingLines.id });
      return rows.length > 0;
    },

    /**
     * Saves a pricing of one kind in force from `effectiveFrom`, replacing the pending one of that
     * kind (A25: a new change replaces the pending one).
     */
    async savePricing(
      lineId: string,
      kind: PricingKind,
      prices: PriceValues[],
      now: Date,
      effectiveFrom: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        // Two changes at once queue on the line's row, so at most one stays pending.
        await tx
          .select({ id: shippingLines.id })
          .from(shippingLines)
          .where(eq(shippingLines.id, lineId))
          .for('update');
        await deletePending(tx, lineId, kind, now);
        await insertVersion(tx, lineId, kind, prices, now, effectiveFrom);
        await tx.update(shippingLines).set({ updated_at: now }).where(eq(shippingLines.id, lineId));
      });
    },

    /** Drops the pending pricing of one kind (a change back to the prices in force). */
    async dropPendingPricing(lineId: string, kind: PricingKind, now: Date): Promise<void> {
      await deletePending(db, lineId, kind, now);
    },

    /** Adds or replaces the size constraints of a line. */
    async saveSize(lineId: string, values: SizeValues, now: Date): Promise<void> {
      await db
        .insert(shippingLineSizeConstraints)
        .values({ ...values, shipping_line_id: lineId, created_at: now, updated_at: now })
        .onConflictDoUpdate({
          target: shippingLineSizeConstraints.shipping_line_id,
          set: { ...values, updated_at: now },
        });
    },

    /**
     * Another line of the warehouse (not deleted) with that route code: parcels name their line by
     * route code, so two would be ambiguous.
     */
    async routeTaken(
      merchantId: string,
      warehouseId: string,
      routeCode: string,
      exceptId?: string,
    ): Promise<boolean> {
      const rows = await db
        .select({ id: shippingLines.id })
        .from(shippingLines)
        .where(
          and(
            eq(shippingLines.merchant_id, merchantId),
            eq(shippingLines.warehouse_id, warehouseId),
            sql`upper(${shippingLines.route_code}) = ${routeCode.toUpperCase()}`,
            notDeleted,
            exceptId ? ne(shippingLines.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** A warehouse of the merchant. */
    async warehouse(merchantId: string, warehouseId: string): Promise<WarehouseRow | null> {
      const [row] = await db
        .select()
        .from(warehouses)
        .where(and(eq(warehouses.merchant_id, merchantId), eq(warehouses.id, warehouseId)))
        .limit(1);
      return row ?? null;
    },

    /** Every enabled route option, in a stable order. */
    async enabledRoutes(): Promise<RouteOptionRow[]> {
      return db
        .select()
        .from(routeOptions)
        .where(eq(routeOptions.enabled, true))
        .orderBy(
          asc(routeOptions.origin_country),
          asc(routeOptions.destination_country),
          asc(routeOptions.transport_type),
          asc(routeOptions.goods_type),
        );
    },

    /** Whether a route is offered. */
    async routeEnabled(route: Omit<RouteOptionRow, 'enabled'>): Promise<boolean> {
      const rows = await db
        .select({ enabled: routeOptions.enabled })
        .from(routeOptions)
        .where(
          and(
            eq(routeOptions.origin_country, route.origin_country),
            eq(routeOptions.destination_country, route.destination_country),
            eq(routeOptions.transport_type, route.transport_type),
            eq(routeOptions.goods_type, route.goods_type),
          ),
        )
        .limit(1);
      return rows[0]?.enabled === true;
    },

    /** A route's deposit and its discounts in order; null when the route has none. */
    async deposit(departing: string, arriving: string): Promise<RouteDepositRecord | null> {
      const [deposit] = await db
        .select()
        .from(routeDeposits)
        .where(
          and(
            eq(routeDeposits.departing_country, departing),
            eq(routeDeposits.arriving_country, arriving),
          ),
        )
        .limit(1);
      if (!deposit) return null;
      const discounts = await db
        .select({
          amount_cents: routeDepositDiscounts.amount_cents,
          description: routeDepositDiscounts.description,
          zh_description: routeDepositDiscounts.zh_description,
        })
        .from(routeDepositDiscounts)
        .where(
          and(
            eq(routeDepositDiscounts.departing_country, departing),
            eq(routeDepositDiscounts.arriving_country, arriving),
          ),
        )
        .orderBy(asc(routeDepositDiscounts.position));
      return { ...deposit, discounts };
    },
  };
}

export type ShippingLineRepository = ReturnType<typeof createShippingLineRepository>;
