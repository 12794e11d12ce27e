import type { Order, OrderListItem, OrderParcel, OrderStatus, PriceQuote } from '@jiyun/domain';
import { orderTimeline } from '@jiyun/domain';

/** Realistic orders of the demo company: Chinese names, long addresses, 15–20-char tracking ids. */
const usernames = [
  'wang_xiaoming_vancouver',
  'li.na.richmond',
  'zhang-wei-burnaby-2026',
  'chen_jingyi',
  'liu_yang_toronto_north_york',
];
const routes = ['CN-YVR-AIR', 'CN-YYZ-SEA', 'CN-YVR-EXP'];

export const ORDER_ID = '0b6f6a54-3f2c-4d6e-9a51-6e0f8d1c2a01';

export function listItem(index: number, status: OrderStatus): OrderListItem {
  const day = String(1 + (index % 25)).padStart(2, '0');
  return {
    id: index === 0 ? ORDER_ID : `0b6f6a54-3f2c-4d6e-9a51-${String(index).padStart(12, '0')}`,
    orderNo: String(2600001 + index),
    tracking_number: ['unpacked', 'packed', 'paid', 'cancelled'].includes(status)
      ? null
      : `YT7788${String(1000000000 + index * 7919)}`,
    status,
    created_at: `2026-11-${day}T03:15:00.000Z`,
    customers: { id: `c${index % 5}`, username: usernames[index % 5] ?? 'wang_xiaoming' },
    shipping_lines: {
      id: `l${index % 3}`,
      shipping_route: { code: routes[index % 3] ?? 'CN-YVR' },
    },
    total_price: status === 'unpacked' ? null : 86.4 + index,
  };
}

const STATUS_CYCLE: OrderStatus[] = [
  'unpacked',
  'packed',
  'paid',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
];

/** A full first page of 13 orders in every status. */
export const orderPage: OrderListItem[] = Array.from({ length: 13 }, (_, index) =>
  listItem(index, STATUS_CYCLE[index % STATUS_CYCLE.length] ?? 'unpacked'),
);

const packed = {
  weight: 6.45,
  length: 52,
  width: 38,
  height: 30,
  total_price: 128.37,
  calculations: {
    actualWeight: 6.45,
    volumetricWeight: 9.88,
    chargeableWeight: 9.88,
    shippingFee: 112.5,
    totalStorageFee: 3.87,
    additionalFees: 12,
    exchangeRate: { currency: 'CAD', rate: 0.1923, date: '2026-11-20' },
  },
  additional_fees: [
    { title: '加固木架 Wooden crate reinforcement', price: 15 },
    { title: 'Loyal customer discount', price: -3 },
  ],
  order_photos: [
    { id: 'p1', url: 'orders/2600001/package-front.jpg' },
    { id: 'p2', url: 'orders/2600001/package-label.jpg' },
  ],
};

/** The order in `status`, with what that status has recorded (package, payment, tracking). */
export function orderIn(status: OrderStatus): Order {
  const isPacked = !['unpacked', 'cancelled'].includes(status);
  const isPaid = ['paid', 'shipped', 'delivered', 'completed'].includes(status);
  const hasTracking = ['shipped', 'delivered', 'completed'].includes(status);
  const base = {
    id: ORDER_ID,
    orderNo: '2600001',
    tracking_number: hasTracking ? 'YT7788100000000012' : null,
    status,
    created_at: '2026-11-18T02:30:00.000Z',
    updated_at: '2026-11-24T08:00:00.000Z',
    paid_at: isPaid ? '2026-11-21T09:05:00.000Z' : null,
    completed_at: status === 'completed' ? '2026-11-25T16:40:00.000Z' : null,
    packed_at: isPacked ? '2026-11-20T06:00:00.000Z' : null,
    shipped_at: hasTracking ? '2026-11-22T01:00:00.000Z' : null,
    delivered_at: ['delivered', 'completed'].includes(status) ? '2026-11-24T08:00:00.000Z' : null,
    cancelled_at: status === 'cancelled' ? '2026-11-19T05:00:00.000Z' : null,
    customer_id: 'c0',
    merchant_id: 'm1',
    shipping_line_id: 'l0',
    is_excepted: false,
    declared_value: 1860,
    currency: 'CAD',
    optimiaztion: true,
    remove_gift: false,
    note: '请把易碎的茶具用气泡膜包好，鞋盒可以去掉。Please wrap the tea set in bubble wrap.',
    receiver_name: '王小明',
    receiver_phone: '+1 604-555-0188',
    receiver_address:
      '加拿大不列颠哥伦比亚省列治文市 No. 3 Road 8181 号 1208 室 (Richmond Centre South Tower)',
    receiver_country: 'Canada',
    receiver_city: 'Richmond',
    customers: {
      id: 'c0',
      username: 'wang_xiaoming_vancouver',
      email: 'wang.xiaoming@example.com',
    },
    payments: isPaid
      ? [
          {
            id: 'pay1',
            amount: 128.37,
            currency: 'CAD',
            method: 'alipay',
            paid_at: '2026-11-21T09:05:00.000Z',
          },
        ]
      : [],
    shipping_lines: {
      id: 'l0',
      name: '温哥华空运快线（含税，7–10 个工作日）Vancouver Air Express',
      shipping_route: { code: 'CN-YVR-AIR' },
      merchant_warehouse: {
        id: 'w1',
        warehouse_name: '深圳宝安一号仓 Shenzhen Bao’an Warehouse No. 1',
      },
    },
  };
  const order: Order = {
    ...base,
    weight: isPacked ? packed.weight : null,
    length: isPacked ? packed.length : null,
    width: isPacked ? packed.width : null,
    height: isPacked ? packed.height : null,
    total_price: isPacked ? packed.total_price : null,
    calculations: isPacked ? packed.calculations : null,
    additional_fees: isPacked ? packed.additional_fees : [],
    order_photos: isPacked ? packed.order_photos : [],
    timeline: [],
  };
  return { ...order, timeline: orderTimeline(order) };
}

export function parcel(id: number, change: Partial<OrderParcel> = {}): OrderParcel {
  return {
    id,
    tracking_number: `SF14${String(3000000000000 + id * 104729)}`,
    storage_location: `A-${String(id % 7).padStart(2, '0')}-${String(id % 5)}`,
    // Kilograms to the gram as the warehouse scale reads them (the sum alone gives 11.299999…).
    weight: Math.round((1.2 + id / 10) * 1000) / 1000,
    width: 20,
    length: 30,
    height: 15,
    item_name:
      ['紫砂茶壶套装 Yixing teapot set', '儿童冬季羽绒服', '机械键盘（87 键）'][id % 3] ?? '',
    declared_value: 420 + id * 10,
    quantity: 1 + (id % 3),
    stored_at: '2026-11-05',
    storage_status: 'packed',
    customer_id: 'c0',
    removed: false,
    ...change,
  };
}

/** An order's three parcels (in the order); `removed` adds one taken out of it. */
export function orderParcels(status: OrderStatus, removed = false): OrderParcel[] {
  const inOrder = status === 'cancelled' ? [] : [parcel(101), parcel(102), parcel(103)];
  const out =
    status === 'cancelled'
      ? [101, 102, 103].map((id) => parcel(id, { removed: true, storage_status: 'stored' }))
      : removed
        ? [parcel(104, { removed: true, storage_status: 'restored' })]
        : [];
  return [...inOrder, ...out];
}

/** The quote check-price answers in the packing stories (CAD, the rate of 2026-11-20). */
export const packQuote: PriceQuote = {
  totalPrice: 133.87,
  shippingFee: 112.5,
  totalStorageFee: 3.87,
  additionalFees: 17.5,
  currency: 'CAD',
  calculations: { actualWeight: 9.88, volumetricWeight: 16.8, chargeableWeight: 16.8 },
  exchangeRate: { currency: 'CAD', rate: 0.1923, date: '2026-11-20' },
  shippingFeeCny: 585,
  totalStorageFeeCny: 20.13,
  storage: [],
  pricingUsed: 'global',
};

/** The size rules check-price names when the line refuses the package (422 `details`). */
export const sizeRefusalDetails = [
  {
    field: 'max_weight',
    message: 'The parcel weighs 48 kg; this line takes parcels of at most 30 kg.',
  },
  {
    field: 'max_sum_three_side',
    message: 'Length + 2 × width + 2 × height is 420 cm; this line takes at most 300 cm.',
  },
];

/** A real PNG of one colour, as a package photo the merchant picked (its thumbnail draws). */
export async function packagePhoto(name: string, colour: string): Promise<File> {
  const canvas = new OffscreenCanvas(160, 120);
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = colour;
    context.fillRect(0, 0, 160, 120);
  }
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new File([blob], name, { type: 'image/png' });
}
