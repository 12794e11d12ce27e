import {
  parcelStatusForReturn,
  type ReturnListItem,
  type ReturnOrder,
  type ReturnOrderStatus,
} from '@jiyun/domain';

/** Realistic returns of the demo company: Chinese names, long addresses, 15–20-char tracking ids. */
const usernames = [
  'wang_xiaoming_vancouver',
  'li.na.richmond',
  'zhang-wei-burnaby-2026',
  'chen_jingyi',
  'liu_yang_toronto_north_york',
];

export const RETURN_ID = '5d1c2b7e-8a41-4f0e-b6c3-2f9e7a1d4c01';

const STATUS_CYCLE: ReturnOrderStatus[] = [
  'unpacked',
  'packed',
  'paid',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
];

export function returnListItem(index: number, status: ReturnOrderStatus): ReturnListItem {
  const day = String(1 + (index % 25)).padStart(2, '0');
  return {
    id: index === 0 ? RETURN_ID : `5d1c2b7e-8a41-4f0e-b6c3-${String(index).padStart(12, '0')}`,
    returnNo: `R${2600012 + index}`,
    status,
    tracking_number: ['shipped', 'delivered', 'completed'].includes(status)
      ? `YT9920${String(1000000000 + index * 7919)}`
      : null,
    original_order_no: index % 4 === 3 ? null : `TB2026110${index % 10}88451${index}`,
    receiver_name: ['深圳优品电子商行', '李娜', 'Amazon Returns Center YVR2'][index % 3] ?? '李娜',
    created_at: `2026-11-${day}T03:15:00.000Z`,
    customers: { id: `c${index % 5}`, username: usernames[index % 5] ?? 'wang_xiaoming' },
    parcel: {
      id: 100200 + index,
      tracking_number: `SF14${String(3000000000000 + index * 104729)}`,
    },
    total_price: ['unpacked', 'cancelled'].includes(status) ? null : 42.5 + index,
  };
}

/** A full first page of 12 returns in every status. */
export const returnPage: ReturnListItem[] = Array.from({ length: 12 }, (_, index) =>
  returnListItem(index, STATUS_CYCLE[index % STATUS_CYCLE.length] ?? 'unpacked'),
);

/** The return in `status`, with what that status has recorded (package, payment, tracking). */
export function returnIn(status: ReturnOrderStatus, withTracking?: boolean): ReturnOrder {
  const isPacked = !['unpacked', 'cancelled'].includes(status);
  const isPaid = ['paid', 'shipped', 'delivered', 'completed'].includes(status);
  const hasTracking = withTracking ?? ['shipped', 'delivered', 'completed'].includes(status);
  return {
    id: RETURN_ID,
    returnNo: 'R2600012',
    status,
    tracking_number: hasTracking ? 'YT9920100000000012' : null,
    original_order_no: 'TB20261101884512',
    reason: '尺码不合适，卖家同意退货退款。The seller agreed to take the boots back.',
    receiver_name: '深圳优品电子商行',
    receiver_phone: '+86 138 0013 8000',
    receiver_address: '广东省深圳市南山区科技园南区深南大道 9988 号华润置地大厦 C 座 2301 室',
    note: '请保留原包装盒。Keep the original shoe box.',
    customer_support_note: status === 'unpacked' ? null : '客户已确认运费，可直接打包发出。',
    created_at: '2026-11-18T02:30:00.000Z',
    updated_at: '2026-11-24T08:00:00.000Z',
    packed_at: isPacked ? '2026-11-20T06:00:00.000Z' : null,
    paid_at: isPaid ? '2026-11-21T09:05:00.000Z' : null,
    shipped_at: hasTracking ? '2026-11-22T01:00:00.000Z' : null,
    delivered_at: ['delivered', 'completed'].includes(status) ? '2026-11-24T08:00:00.000Z' : null,
    completed_at: status === 'completed' ? '2026-11-25T16:40:00.000Z' : null,
    cancelled_at: status === 'cancelled' ? '2026-11-19T05:00:00.000Z' : null,
    weight: isPacked ? 2.35 : null,
    length: isPacked ? 42 : null,
    width: isPacked ? 30 : null,
    height: isPacked ? 18 : null,
    total_price: isPacked ? 46.8 : null,
    currency: 'CAD',
    customers: {
      id: 'c0',
      username: 'wang_xiaoming_vancouver',
      email: 'wang.xiaoming@example.com',
    },
    payments: isPaid
      ? [
          {
            id: 'rpay1',
            amount: 46.8,
            currency: 'CAD',
            method: 'alipay',
            paid_at: '2026-11-21T09:05:00.000Z',
          },
        ]
      : [],
    order_photos: isPacked
      ? [
          { id: 'rp1', url: 'returns/R2600012/package-front.jpg' },
          { id: 'rp2', url: 'returns/R2600012/package-label.jpg' },
        ]
      : [],
    parcel: {
      id: 100234,
      tracking_number: 'SF1430000001047290',
      storage_location: 'B-03-2',
      weight: 1.85,
      dimensions: { length: 36, width: 24, height: 14 },
      item_name: '女式短靴（38 码）Women’s ankle boots',
      declared_value: 399,
      storage_status: parcelStatusForReturn(status),
      parcel_pool: {
        shipping_line: {
          id: 'l0',
          name: '温哥华空运快线（含税，7–10 个工作日）Vancouver Air Express',
          shipping_route: { code: 'CN-YVR-AIR' },
        },
        merchant_warehouse: {
          id: 'w1',
          warehouse_name: '深圳宝安一号仓 Shenzhen Bao’an Warehouse No. 1',
        },
      },
    },
  };
}
