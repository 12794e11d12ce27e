import { and, eq } from 'drizzle-orm';
import { pricingDay } from '@jiyun/domain';
import type { AdditionalFee, OrderStatus } from '@jiyun/domain';
import type { Database } from '../db/client.js';
import { exchangeRates, orders, users } from '../db/schema.js';
import type { FileStorage } from '../files/storage.js';
import { createOrderRepository } from '../repositories/orders.js';
import type { OrderRepository, OrderRow } from '../repositories/orders.js';
import { createShippingLineRepository } from '../repositories/shipping-lines.js';
import { packValuesOf, quoteOrder } from '../routes/orders/quote-order.js';
import { discAvatarPng } from './avatar-png.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Customers of the platform who order from the demo company (usernames as the customer app has them). */
const CUSTOMER_NAMES = [
  'wang.xiaoming',
  'li.na.toronto',
  'chen.jing88',
  'zhang.wei.van',
  'liu.yang.richmond',
  'huang.min',
  'zhao.lei.calgary',
  'sun.li.burnaby',
  'zhou.ting.la',
  'wu.hao.seattle',
  'xu.fang.markham',
  'ma.jun.ottawa',
];

/** Receivers by destination country: name, phone, address, city. */
const RECEIVERS: Record<string, [string, string, string, string][]> = {
  CA: [
    [
      '王小明 Wang Xiaoming',
      '+1 604-555-0142',
      '5300 No. 3 Rd, Unit 918, Richmond, BC V6X 2X9',
      'Richmond',
    ],
    ['李娜 Li Na', '+1 416-555-0168', '100 Queen St W, Suite 2205, Toronto, ON M5H 2N2', 'Toronto'],
    [
      '陈静 Chen Jing',
      '+1 604-555-0123',
      '1055 W Georgia St, Apt 3306, Vancouver, BC V6E 3P3',
      'Vancouver',
    ],
    [
      '张伟 Zhang Wei',
      '+1 604-555-0177',
      '4700 Kingsway, Unit 1502, Burnaby, BC V5H 4M1',
      'Burnaby',
    ],
    ['赵磊 Zhao Lei', '+1 403-555-0190', '225 7 Ave SW, Calgary, AB T2P 2W3', 'Calgary'],
  ],
  US: [
    [
      '周婷 Zhou Ting',
      '+1 213-555-0131',
      '700 W 7th St, Apt 1410, Los Angeles, CA 90017',
      'Los Angeles',
    ],
    ['吴昊 Wu Hao', '+1 206-555-0155', '1201 2nd Ave, Unit 2104, Seattle, WA 98101', 'Seattle'],
    ['徐芳 Xu Fang', '+1 212-555-0186', '88 Fulton St, Apt 15C, New York, NY 10038', 'New York'],
  ],
};

const NOTES = [
  '易碎物品，请加固包装。Fragile, please reinforce.',
  '请去掉鞋盒 Remove the shoe boxes',
  null,
  '合并成一个包裹 Combine into one package',
];

const FEES: AdditionalFee[][] = [
  [{ title: '加固木架 Wooden crate', price: 12.5 }],
  [],
  [
    { title: '保险 Insurance', price: 3.2 },
    { title: '真空压缩 Vacuum packing', price: 4.8 },
  ],
  [{ title: '老客户优惠 Loyalty discount', price: -2 }],
];

/**
 * The statuses the demo orders end in, newest first: every status of the list and every state of
 * the detail (a return to stock in an unpacked order, a packed order cancelled); then older
 * orders of the last weeks, so the list has a second page (the spec's paginator). None of the
 * older ones is completed: the demo settlements total the completed ones (ADR 0063).
 */
const PLAN: { status: OrderStatus; cancelPacked?: boolean; returnOne?: boolean }[] = [
  { status: 'unpacked' },
  { status: 'unpacked', returnOne: true },
  { status: 'packed' },
  { status: 'paid' },
  { status: 'shipped' },
  { status: 'cancelled' },
  { status: 'delivered' },
  { status: 'cancelled', cancelPacked: true },
  { status: 'completed' },
  { status: 'shipped' },
  { status: 'delivered' },
  { status: 'shipped' },
  { status: 'cancelled' },
  { status: 'delivered' },
  { status: 'delivered' },
  { status: 'cancelled', cancelPacked: true },
];

const MEASURES = [
  { weight: 3.26, length: 40, width: 30, height: 25 },
  { weight: 1.45, length: 30, width: 22, height: 12 },
  { weight: 6.8, length: 55, width: 40, height: 30 },
  { weight: 1.18, length: 25, width: 18, height: 10 },
];

async function mapleMerchant(db: Database, owner: { country_code: string; identifier: string }) {
  const [row] = await db
    .select({ merchant_id: users.merchant_id })
    .from(users)
    .where(
      and(
        eq(users.type, 'root'),
        eq(users.country_code, owner.country_code),
        eq(users.phone_number, owner.identifier),
      ),
    )
    .limit(1);
  return row?.merchant_id ?? null;
}

/** Packs an order as the merchant would: measured, photographed, priced at that day's quote. */
async function packOrder(
  repositories: Parameters<typeof quoteOrder>[0],
  storage: FileStorage,
  order: OrderRow,
  index: number,
  at: Date,
): Promise<void> {
  const measures = MEASURES[index % MEASURES.length] ?? {
    weight: 1,
    length: 20,
    width: 20,
    height: 20,
  };
  const fees = FEES[index % FEES.length] ?? [];
  const quoted = await quoteOrder(repositories, order, measures, fees, at);
  const photo = discAvatarPng(
    64,
    { r: 0x8a + index * 5, g: 0x5a, b: 0x2b },
    { r: 0xf2, g: 0xe6, b: 0xd0 },
  );
  const key = await storage.put(photo, 'image/png', order.merchant_id);
  const packed = await repositories.orders.pack(
    order.merchant_id,
    order.id,
    packValuesOf(measures, fees, [key], quoted),
    ['unpacked'],
    at,
  );
  if (!packed.ok) throw new Error(`Demo order ${order.order_no} could not be packed.`);
}

async function settle(
  orderRepository: OrderRepository,
  order: OrderRow,
  step: 'pay' | 'deliver' | 'complete',
  at: Date,
  method = 'alipay',
): Promise<void> {
  const result = await orderRepository.advance(order.id, step, at, { method });
  if (!result.ok) throw new Error(`Demo order ${order.order_no} could not ${step}.`);
}

/**
 * Customers and the demo company's orders in every status, with parcels, fees, photos,
 * payments and timelines, made through the same repository and quote as the API; the CAD rate of
 * each of the last 60 days. Runs once: a company that has orders is left as it is.
 */
export async function seedDemoOrders(
  db: Database,
  storage: FileStorage,
  owner: { country_code: string; identifier: string },
  now = new Date(),
): Promise<void> {
  const merchantId = await mapleMerchant(db, owner);
  if (!merchantId) return;
  // Seeded once: any order of the company means it was (an existence check, not a count).
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.merchant_id, merchantId))
    .limit(1);
  if (existing) return;
  const orderRepository = createOrderRepository(db);
  const repositories = { orders: orderRepository, shippingLines: createShippingLineRepository(db) };

  // The platform's CAD rate, moving a little from day to day; one statement for the 61 days.
  await db
    .insert(exchangeRates)
    .values(
      Array.from({ length: 61 }, (_, index) => ({
        currency: 'CAD',
        day: pricingDay(new Date(now.getTime() - index * DAY_MS)),
        rate: Math.round((0.1925 + 0.0015 * Math.sin(index / 5)) * 10_000) / 10_000,
      })),
    )
    .onConflictDoNothing();

  const lines = await orderRepository.activeLines(merchantId);
  // Each customer's stored parcels, line by line, so every order takes one customer's parcels.
  const pools: {
    line: (typeof lines)[number];
    parcels: Awaited<ReturnType<OrderRepository['orderableParcels']>>;
  }[] = [];
  for (const line of lines) {
    if (line.warehouse_id === null) continue;
    pools.push({
      line,
      parcels: await orderRepository.orderableParcels(
        merchantId,
        line.warehouse_id,
        undefined,
        500,
      ),
    });
  }
  const taken = new Set<number>();
  let customerIndex = 0;
  for (const [index, plan] of PLAN.entries()) {
    const pool = pools[index % pools.length];
    if (!pool?.line.warehouse_id) break;
    const free = pool.parcels.filter((parcel) => !taken.has(parcel.id));
    const first = free[0];
    if (!first) continue;
    const wanted = plan.returnOne ? 3 : 1 + (index % 3);
    const chosen = free
      .filter((parcel) => parcel.personal_id === first.personal_id)
      .slice(0, wanted);
    for (const parcel of chosen) taken.add(parcel.id);

    const username = CUSTOMER_NAMES[customerIndex % CUSTOMER_NAMES.length] ?? 'customer';
    let customer = await orderRepository.findCustomer(first.personal_id);
    if (!customer) {
      // A username already taken (another company's demo) gets the customer id after it.
      const name =
        (await orderRepository.findCustomer(username)) === null
          ? username
          : `${username}.${first.personal_id.toLowerCase()}`;
      customer = await orderRepository.createCustomer({
        username: name,
        email: `${name}@example.com`,
        personal_id: first.personal_id,
      });
    }
    customerIndex += 1;

    const receivers = RECEIVERS[pool.line.destination_country] ?? RECEIVERS.CA ?? [];
    const [receiver_name, receiver_phone, receiver_address, receiver_city] = receivers[
      index % receivers.length
    ] ?? ['王小明', '+1 604-555-0142', '5300 No. 3 Rd, Richmond, BC', 'Richmond'];
    // Newest first in the list: the plan's first order is the latest.
    const createdAt = new Date(now.getTime() - (2 + index * 2.5) * DAY_MS);
    const order = await orderRepository.create({
      merchantId,
      customer,
      line: pool.line,
      warehouseId: pool.line.warehouse_id,
      parcelIds: chosen.map((parcel) => parcel.id),
      receiver: {
        receiver_name,
        receiver_phone,
        receiver_address,
        receiver_country: pool.line.destination_country,
        receiver_city,
      },
      packing: {
        optimization: index % 2 === 0,
        remove_gift: index % 3 === 0,
        note: NOTES[index % NOTES.length] ?? null,
      },
      createdAt,
    });
    const later = (days: number) => new Date(createdAt.getTime() + days * DAY_MS);

    if (plan.returnOne && chosen[0]) {
      await orderRepository.returnParcel(
        merchantId,
        order.id,
        chosen[0].id,
        ['unpacked'],
        later(0.5),
      );
    }
    if (plan.status === 'unpacked') continue;
    if (plan.status === 'cancelled' && !plan.cancelPacked) {
      await orderRepository.cancel(merchantId, order.id, ['unpacked'], () => 'stored', later(1));
      continue;
    }
    await packOrder(repositories, storage, order, index, later(1));
    if (plan.status === 'cancelled') {
      await orderRepository.cancel(merchantId, order.id, ['packed'], () => 'restored', later(1.5));
      continue;
    }
    if (plan.status === 'packed') continue;
    await settle(orderRepository, order, 'pay', later(1.5), index % 2 === 0 ? 'alipay' : 'wechat');
    if (plan.status === 'paid') continue;
    const tracking = `YT26${String(order.order_no).padStart(10, '0')}${String(index).padStart(2, '0')}`;
    await orderRepository.ship(merchantId, order.id, tracking, ['paid'], later(2));
    if (plan.status === 'shipped') continue;
    await settle(orderRepository, order, 'deliver', later(9));
    if (plan.status === 'delivered') continue;
    await settle(orderRepository, order, 'complete', later(10));
  }
}
