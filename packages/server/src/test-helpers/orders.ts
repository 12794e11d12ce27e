import type { FastifyInstance } from 'fastify';
import { pricingDay } from '@jiyun/domain';
import type { OrderRow } from '../repositories/orders.js';

/** The CAD rate the tests quote with: 0.1932 CAD for 1 CNY. */
export const TEST_CAD_RATE = 0.1932;

let customerCount = 0;
let receivedCount = 0;

/** `count` stored parcels of one customer, received at the warehouse for the line. */
async function receiveParcels(
  app: FastifyInstance,
  merchantId: string,
  warehouseId: string,
  lineId: string,
  count: number,
): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    receivedCount += 1;
    await app.repositories.parcels.create(merchantId, warehouseId, {
      tracking_id: `YT26TEST${String(Date.now() % 1e8).padStart(8, '0')}${String(receivedCount).padStart(4, '0')}`,
      personal_id: 'JY-TEST-STOCK',
      status: 'stored',
      weight: 1.2,
      length: 30,
      width: 20,
      height: 15,
      inbound_date: new Date().toISOString().slice(0, 10),
      shelf_location: 'T-01-01',
      shipping_line_id: lineId,
      content_name: '测试商品 Test item',
      content_value: 120,
      content_quantity: 1,
    });
  }
}

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
  const wanted = options.parcelCount ?? 2;
  let stored = await orders.orderableParcels(merchantId, line.warehouse_id);
  if (stored.length < wanted) {
    // The demo's stock runs low after many test orders: more parcels arrive, as intake would.
    await receiveParcels(app, merchantId, line.warehouse_id, line.id, wanted - stored.length);
    stored = await orders.orderableParcels(merchantId, line.warehouse_id);
  }
  const parcels = stored.slice(0, wanted);
  const first = parcels[0];
  if (!first || parcels.length < wanted) {
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
    packing: {
      optimization: true,
      remove_gift: false,
      note: '易碎物品，请加固包装。Fragile, please reinforce.',
    },
  });
}
