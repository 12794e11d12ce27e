import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@jiyun/domain';
import type { Database } from '../db/client.js';
import {
  depositClaims,
  merchants,
  orderCounters,
  settlements,
  shippingLines,
  users,
  warehouses,
} from '../db/schema.js';
import type { SettlementRow } from './billing.js';

/**
 * The dashboard's own small reads (ADR 0066); the warehouse figures and the notifications come
 * from their repositories. Each read is one index probe or a handful of counter rows, so the
 * dashboard costs the same for a company with a million orders as for a new one.
 */
export function createDashboardRepository(db: Database) {
  async function exists(query: Promise<unknown[]>): Promise<boolean> {
    return (await query).length > 0;
  }

  return {
    /** The company's name for the welcome: its registered name, else its display name. */
    async companyName(merchantId: string): Promise<string> {
      const [row] = await db
        .select({ company_name: merchants.company_name, display_name: merchants.display_name })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .limit(1);
      if (!row) return '';
      return row.company_name.trim() === '' ? row.display_name : row.company_name;
    },

    /** The newest statement (this cycle's) through `(merchant_id, cycle_to, id)`, or null. */
    async latestSettlement(merchantId: string): Promise<SettlementRow | null> {
      const [row] = await db
        .select()
        .from(settlements)
        .where(eq(settlements.merchant_id, merchantId))
        .orderBy(desc(settlements.cycle_to), desc(settlements.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * US cents the platform verified as the company's shipping-line deposits. A claim is made once
     * per shipping line created, so the sum runs over a few dozen rows at most.
     */
    async verifiedDepositCents(merchantId: string): Promise<number> {
      const [row] = await db
        .select({ cents: sql<number>`coalesce(sum(${depositClaims.amount_cents}), 0)::int` })
        .from(depositClaims)
        .where(
          and(eq(depositClaims.merchant_id, merchantId), eq(depositClaims.status, 'verified')),
        );
      return row?.cents ?? 0;
    },

    /** The orders of these statuses, per status, from `order_counters` (one row each). */
    async orderCounts(
      merchantId: string,
      statuses: readonly OrderStatus[],
    ): Promise<Map<OrderStatus, number>> {
      const rows = await db
        .select({ status: orderCounters.status, total: orderCounters.total })
        .from(orderCounters)
        .where(
          and(
            eq(orderCounters.merchant_id, merchantId),
            inArray(orderCounters.status, [...statuses]),
          ),
        );
      return new Map(rows.map((row) => [row.status, row.total]));
    },

    /** Which first steps the company has taken: one `limit 1` probe each. */
    async firstStepsTaken(merchantId: string) {
      const [warehouse, shippingLine, teamMember] = await Promise.all([
        exists(
          db
            .select({ id: warehouses.id })
            .from(warehouses)
            .where(eq(warehouses.merchant_id, merchantId))
            .limit(1),
        ),
        exists(
          db
            .select({ id: shippingLines.id })
            .from(shippingLines)
            .where(eq(shippingLines.merchant_id, merchantId))
            .limit(1),
        ),
        exists(
          db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.merchant_id, merchantId), eq(users.type, 'sub')))
            .limit(1),
        ),
      ]);
      return { warehouse, shipping_line: shippingLine, team_member: teamMember };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
