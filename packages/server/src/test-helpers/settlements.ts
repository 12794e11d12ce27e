import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SettlementStatus } from '@jiyun/domain';
import { orders, settlements } from '../db/schema.js';
import type { SettlementRow } from '../repositories/billing.js';
import { plantOrder } from './orders.js';

let cycleCount = 0;
// Each run starts its one-day cycles on another day of 2020, all after it distinct.
const FIRST_DAY = Date.UTC(2020, 0, 1) + (Date.now() % 300) * 86_400_000;

/**
 * A settlement of one completed order (total `total` CAD) on a one-day cycle of its own (a day
 * in 2020, a new one per call), issued by closing that cycle, then put in `status`.
 */
export async function plantSettlement(
  app: FastifyInstance,
  merchantId: string,
  options: { total?: number; status?: SettlementStatus; reason?: string } = {},
): Promise<SettlementRow> {
  cycleCount += 1;
  const day = new Date(FIRST_DAY + cycleCount * 86_400_000);
  const isoDay = day.toISOString().slice(0, 10);
  const order = await plantOrder(app, merchantId, { parcelCount: 1 });
  await app.db
    .update(orders)
    .set({
      status: 'completed',
      total_price: options.total ?? 186.4,
      completed_at: new Date(day.getTime() + 10 * 3_600_000),
    })
    .where(eq(orders.id, order.id));
  const issued = await app.repositories.billing.closeCycle(merchantId, isoDay, isoDay);
  if (!issued) throw new Error(`Closing ${isoDay} issued no settlement.`);
  const status = options.status ?? 'unconfirmed';
  if (status === 'unconfirmed') return issued.row;
  const [row] = await app.db
    .update(settlements)
    .set({
      status,
      rejection_reason: status === 'rejected' ? (options.reason ?? '发票抬头与公司名称不符') : null,
    })
    .where(eq(settlements.id, issued.row.id))
    .returning();
  if (!row) throw new Error('The planted settlement vanished.');
  return row;
}
