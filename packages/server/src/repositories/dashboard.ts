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
  return {
    /**
     * The company's name for the welcome (its registered name, else its display name), the US
     * cents the platform verified as its shipping-line deposits, and which first steps it has
     * taken, in one round trip: each part is a primary-key read, a `limit 1` probe or a sum over
     * the company's deposit claims (one per shipping line created, a few dozen at most).
     */
    async facts(merchantId: string) {
      const merchant = sql`${merchantId}::uuid`;
      const [row] = await db
        .select({
          company_name: sql<string>`coalesce((select coalesce(nullif(trim(${merchants.company_name}), ''), ${merchants.display_name}) from ${merchants} where ${merchants.id} = ${merchant}), '')`,
          deposit_cents: sql<number>`(select coalesce(sum(${depositClaims.amount_cents}), 0)::int from ${depositClaims} where ${depositClaims.merchant_id} = ${merchant} and ${depositClaims.status} = 'verified')`,
          warehouse: sql<boolean>`exists (select 1 from ${warehouses} where ${warehouses.merchant_id} = ${merchant})`,
          shipping_line: sql<boolean>`exists (select 1 from ${shippingLines} where ${shippingLines.merchant_id} = ${merchant})`,
          team_member: sql<boolean>`exists (select 1 from ${users} where ${users.merchant_id} = ${merchant} and ${users.type} = 'sub')`,
        })
        .from(sql`(select 1) as one`);
      if (!row) throw new Error('The dashboard facts answered no row.');
      return {
        companyName: row.company_name,
        depositCents: row.deposit_cents,
        stepsTaken: {
          warehouse: row.warehouse,
          shipping_line: row.shipping_line,
          team_member: row.team_member,
        },
      };
    },

    /**
     * The newest statement (this cycle's), or null. Two statements can end on the same day (a
     * cycle closed again for a late completion): the later issued one, by its statement number,
     * not by the random id. `(merchant_id, cycle_to, id)` finds the newest day; the few
     * statements of that day are sorted.
     */
    async latestSettlement(merchantId: string): Promise<SettlementRow | null> {
      const [row] = await db
        .select()
        .from(settlements)
        .where(eq(settlements.merchant_id, merchantId))
        .orderBy(desc(settlements.cycle_to), desc(settlements.statement_no))
        .limit(1);
      return row ?? null;
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
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
