import type { FastifyInstance } from 'fastify';
import { pricingDay } from '@jiyun/domain';
import type { OrderRow } from '../repositories/orders.js';

/** The CAD rate the tests quote with: 0.1932 CAD for 1 CNY. */
export const TEST_CAD_RATE = 0.1932;

let customerCount = 0;

/**
 * An unpacked order of `parcelCount` stored parcels of the merchant's first active line's
 * warehouse, for a customer named after the first parcel's customer id; the day's CAD rate set.
 */
export async function plantOrder(
  app: FastifyInstance,
  merchantId: string,
  options: { parcelCount?: number; city?: string } = {},
): Promise<OrderRow> {
  const { orders } = app.repositories;
  await orders.setExchangeRate('CAD', pricingDay(new Date()), TEST_CAD_RATE);
  const [line] = await orders.activeLines(merchantId);
  if (!line?.warehouse_id) throw new Error('The merchant has no active line with a warehouse.');
  const stored = await orders.orderableParcels(merchantId, line.warehouse_id);
  const parcels = stored.slice(0, options.parcelCount ?? 2);
  const first = parcels[0];
  if (!first || parcels.length < (options.parcelCount ?? 2)) {
    throw new Error('Not enough stored parcels for a test order.');
  }
  customerCount += 1;
  const customer =
    (await orders.findCustomer(first.personal_id)) ??
    (await orders.createCustomer({
      username: `wang.xiaoming.${customerCount}${Date.now() % 100000}`,
      email: `wang.xiaoming.${customerCount}.${Date.now() % 100000}@example.com`,
      personal_id: first.personal_id,
    }));
  return orders.create({
    merchantId,
    customer,
    line,
    warehouseId: line.warehouse_id,
    parcelIds: parcels.map((parcel) => parcel.id),
    receiver: {
      receiver_name: '王小明 Wang Xiaoming',
      receiver_phone: '+1 604-555-0142',
      receiver_address: '5300 No. 3 Rd, Unit 918, Richmond, BC V6X 2X9',
      receiver_country: 'CA',
      receiver_city: options.city ?? 'Richmond',
    },
    packing: { optimization: true, remove_gift: false, note: '易碎物品，请加固包装。Fragile, please reinforce.' },
  });
}
