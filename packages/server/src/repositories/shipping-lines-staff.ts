import { and, asc, count, eq } from 'drizzle-orm';
import type {
  DepositClaimStatus,
  GoodsType,
  ShippingLineStatus,
  TransportType,
} from '@jiyun/domain';
import type { Database } from '../db/client.js';
import {
  depositClaims,
  merchants,
  routeDepositDiscounts,
  routeDeposits,
  routeOptions,
  shippingLines,
  users,
  warehouses,
} from '../db/schema.js';

/** A line as platform staff see it: across every company, with its merchant and warehouse. */
export interface StaffLine {
  id: string;
  merchant_id: string;
  merchant_name: string;
  name: string;
  route_code: string;
  origin_country: string;
  destination_country: string;
  status: ShippingLineStatus;
  warehouse_name: string | null;
  created_at: Date;
}

export interface StaffDepositClaim {
  id: string;
  merchant_id: string;
  merchant_name: string;
  departing_country: string;
  arriving_country: string;
  method: string;
  amount_cents: number;
  status: DepositClaimStatus;
  claimed_at: Date;
  decided_at: Date | null;
}

export interface StaffRoute {
  origin_country: string;
  destination_country: string;
  transport_type: TransportType;
  goods_type: GoodsType;
  enabled: boolean;
}

export interface StaffDeposit {
  departing_country: string;
  arriving_country: string;
  amount_cents: number;
  /** The first discount (A20), in US cents; null without one. */
  first_discount_cents: number | null;
}

export interface StaffMerchant {
  id: string;
  display_name: string;
  company_name: string;
  status: string;
  owner_phone: string | null;
  lines: Partial<Record<ShippingLineStatus, number>>;
  created_at: Date;
}

/** The default text of a route's first discount (A20), as migration 0006 words it. */
const FIRST_DISCOUNT = { en: 'First shipping line discount', zh: '首条物流专线优惠' } as const;

/**
 * Queries of the platform staff (`pnpm ops`): unlike the merchant's repositories they read across
 * companies, so nothing here is reachable from a route.
 */
export function createStaffShippingLineRepository(db: Database) {
  const lineColumns = {
    id: shippingLines.id,
    merchant_id: shippingLines.merchant_id,
    merchant_name: merchants.display_name,
    name: shippingLines.name,
    route_code: shippingLines.route_code,
    origin_country: shippingLines.origin_country,
    destination_country: shippingLines.destination_country,
    status: shippingLines.status,
    warehouse_name: warehouses.warehouse_name,
    created_at: shippingLines.created_at,
  };
  const claimColumns = {
    id: depositClaims.id,
    merchant_id: depositClaims.merchant_id,
    merchant_name: merchants.display_name,
    departing_country: depositClaims.departing_country,
    arriving_country: depositClaims.arriving_country,
    method: depositClaims.method,
    amount_cents: depositClaims.amount_cents,
    status: depositClaims.status,
    claimed_at: depositClaims.claimed_at,
    decided_at: depositClaims.decided_at,
  };

  return {
    /** Lines of every company with this status, oldest first (the queue order). */
    async linesWithStatus(status: ShippingLineStatus): Promise<StaffLine[]> {
      return db
        .select(lineColumns)
        .from(shippingLines)
        .innerJoin(merchants, eq(merchants.id, shippingLines.merchant_id))
        .leftJoin(warehouses, eq(warehouses.id, shippingLines.warehouse_id))
        .where(eq(shippingLines.status, status))
        .orderBy(asc(shippingLines.created_at), asc(shippingLines.id));
    },

    async findLine(id: string): Promise<StaffLine | null> {
      const [row] = await db
        .select(lineColumns)
        .from(shippingLines)
        .innerJoin(merchants, eq(merchants.id, shippingLines.merchant_id))
        .leftJoin(warehouses, eq(warehouses.id, shippingLines.warehouse_id))
        .where(eq(shippingLines.id, id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Moves a line from `from` to `to`; false when its status is no longer `from` (the merchant
     * or another staff member changed it first). Deleting stamps `deleted_at`.
     */
    async moveLine(
      id: string,
      from: ShippingLineStatus,
      to: ShippingLineStatus,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(shippingLines)
        .set({ status: to, updated_at: now, ...(to === 'deleted' ? { deleted_at: now } : {}) })
        .where(and(eq(shippingLines.id, id), eq(shippingLines.status, from)))
        .returning({ id: shippingLines.id });
      return rows.length > 0;
    },

    /** Deposit claims, oldest first; only those with `status` when given. */
    async claims(status?: DepositClaimStatus): Promise<StaffDepositClaim[]> {
      return db
        .select(claimColumns)
        .from(depositClaims)
        .innerJoin(merchants, eq(merchants.id, depositClaims.merchant_id))
        .where(status ? eq(depositClaims.status, status) : undefined)
        .orderBy(asc(depositClaims.claimed_at), asc(depositClaims.id));
    },

    async findClaim(id: string): Promise<StaffDepositClaim | null> {
      const [row] = await db
        .select(claimColumns)
        .from(depositClaims)
        .innerJoin(merchants, eq(merchants.id, depositClaims.merchant_id))
        .where(eq(depositClaims.id, id))
        .limit(1);
      return row ?? null;
    },

    /** A company's oldest claim for a route that still waits for staff; null when none waits. */
    async waitingClaim(
      merchantId: string,
      departing: string,
      arriving: string,
    ): Promise<StaffDepositClaim | null> {
      const [row] = await db
        .select(claimColumns)
        .from(depositClaims)
        .innerJoin(merchants, eq(merchants.id, depositClaims.merchant_id))
        .where(
          and(
            eq(depositClaims.merchant_id, merchantId),
            eq(depositClaims.departing_country, departing),
            eq(depositClaims.arriving_country, arriving),
            eq(depositClaims.status, 'claimed'),
          ),
        )
        .orderBy(asc(depositClaims.claimed_at), asc(depositClaims.id))
        .limit(1);
      return row ?? null;
    },

    /** Decides a claim that is still `claimed`; false when it was decided in between. */
    async decideClaim(id: string, to: 'verified' | 'refused', now: Date): Promise<boolean> {
      const rows = await db
        .update(depositClaims)
        .set({ status: to, decided_at: now })
        .where(and(eq(depositClaims.id, id), eq(depositClaims.status, 'claimed')))
        .returning({ id: depositClaims.id });
      return rows.length > 0;
    },

    /** Every route option, enabled or not, in a stable order. */
    async routes(): Promise<StaffRoute[]> {
      return db
        .select()
        .from(routeOptions)
        .orderBy(
          asc(routeOptions.origin_country),
          asc(routeOptions.destination_country),
          asc(routeOptions.transport_type),
          asc(routeOptions.goods_type),
        );
    },

    /** Adds a route option or turns an existing one on or off. */
    async setRoute(route: StaffRoute): Promise<void> {
      await db
        .insert(routeOptions)
        .values(route)
        .onConflictDoUpdate({
          target: [
            routeOptions.origin_country,
            routeOptions.destination_country,
            routeOptions.transport_type,
            routeOptions.goods_type,
          ],
          set: { enabled: route.enabled },
        });
    },

    /** Every route deposit with its first discount. */
    async deposits(): Promise<StaffDeposit[]> {
      const rows = await db
        .select({
          departing_country: routeDeposits.departing_country,
          arriving_country: routeDeposits.arriving_country,
          amount_cents: routeDeposits.amount_cents,
          first_discount_cents: routeDepositDiscounts.amount_cents,
        })
        .from(routeDeposits)
        .leftJoin(
          routeDepositDiscounts,
          and(
            eq(routeDepositDiscounts.departing_country, routeDeposits.departing_country),
            eq(routeDepositDiscounts.arriving_country, routeDeposits.arriving_country),
            eq(routeDepositDiscounts.position, 0),
          ),
        )
        .orderBy(asc(routeDeposits.departing_country), asc(routeDeposits.arriving_country));
      return rows;
    },

    /**
     * Sets a route's deposit; with `firstDiscountCents` also its first discount (0 keeps a
     * discount of nothing, as migration 0006 does for IS and LU). Later discounts are left as
     * they are.
     */
    async setDeposit(
      departing: string,
      arriving: string,
      amountCents: number,
      firstDiscountCents: number | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(routeDeposits)
          .values({
            departing_country: departing,
            arriving_country: arriving,
            amount_cents: amountCents,
          })
          .onConflictDoUpdate({
            target: [routeDeposits.departing_country, routeDeposits.arriving_country],
            set: { amount_cents: amountCents },
          });
        if (firstDiscountCents === null) return;
        await tx
          .insert(routeDepositDiscounts)
          .values({
            departing_country: departing,
            arriving_country: arriving,
            position: 0,
            amount_cents: firstDiscountCents,
            description: FIRST_DISCOUNT.en,
            zh_description: FIRST_DISCOUNT.zh,
          })
          .onConflictDoUpdate({
            target: [
              routeDepositDiscounts.departing_country,
              routeDepositDiscounts.arriving_country,
              routeDepositDiscounts.position,
            ],
            set: { amount_cents: firstDiscountCents },
          });
      });
    },

    /** Every company with its owner's phone and its lines counted by status, oldest first. */
    async merchants(): Promise<StaffMerchant[]> {
      const companies = await db
        .select({
          id: merchants.id,
          display_name: merchants.display_name,
          company_name: merchants.company_name,
          status: merchants.status,
          created_at: merchants.created_at,
          owner_country_code: users.country_code,
          owner_phone_number: users.phone_number,
        })
        .from(merchants)
        .leftJoin(users, and(eq(users.merchant_id, merchants.id), eq(users.type, 'root')))
        .orderBy(asc(merchants.created_at), asc(merchants.id));
      const counts = await db
        .select({
          merchant_id: shippingLines.merchant_id,
          status: shippingLines.status,
          lines: count(),
        })
        .from(shippingLines)
        .groupBy(shippingLines.merchant_id, shippingLines.status);
      return companies.map((company) => {
        const lines: Partial<Record<ShippingLineStatus, number>> = {};
        for (const row of counts) {
          if (row.merchant_id === company.id) lines[row.status] = row.lines;
        }
        return {
          id: company.id,
          display_name: company.display_name,
          company_name: company.company_name,
          status: company.status,
          owner_phone:
            company.owner_country_code && company.owner_phone_number
              ? `${company.owner_country_code} ${company.owner_phone_number}`
              : null,
          lines,
          created_at: company.created_at,
        };
      });
    },
  };
}

export type StaffShippingLineRepository = ReturnType<typeof createStaffShippingLineRepository>;
