import type { Dashboard, MerchantNotification } from '@jiyun/domain';

const notification = (
  id: number,
  change: Partial<MerchantNotification> & Pick<MerchantNotification, 'title'>,
): MerchantNotification => ({
  id: `6f1c2a3b-4d5e-4f60-8a7b-${String(id).padStart(12, '0')}`,
  type: 'info',
  body: '',
  mainContent: null,
  time: `2026-11-${String(26 - id).padStart(2, '0')}T08:30:00.000Z`,
  read: id > 2,
  subject: null,
  ...change,
});

const latest: MerchantNotification[] = [
  notification(1, {
    type: 'warning',
    title: '包裹异常：YT7788100000000099 外箱破损，请联系客户确认处理方式',
    subject: {
      type: 'parcel',
      id: '100482',
      warehouse_id: '5b7c2f0e-8a41-4c3e-9d6b-1f2a3b4c5d6e',
    },
  }),
  notification(2, {
    title: '结算单 S2600012 已生成，请上传发票确认',
    subject: { type: 'settlement', id: 'S2600012', warehouse_id: null },
  }),
  notification(3, {
    title: '物流专线「温哥华空运普货 · 华南仓直发」已审核通过',
    subject: {
      type: 'shipping_line',
      id: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
      warehouse_id: null,
    },
  }),
  notification(4, { title: '保证金已确认：中国 → 加拿大 500.00 USD' }),
  notification(5, {
    title: '订单 JY26112500000187 客户已付款，请尽快发货',
    subject: { type: 'order', id: 'JY26112500000187', warehouse_id: null },
  }),
];

/** A company at work, as the demo: every section, nothing left to get started. */
export const dashboardLoaded: Dashboard = {
  company_name: '枫叶国际货运代理（深圳）有限公司',
  billing: {
    latest_settlement: {
      id: 'S2600012',
      cycle_from: '2026-10-28',
      cycle_to: '2026-11-26',
      total_amount: 18426.5,
      payable_amount: 17505.18,
      status: 'unconfirmed',
      rejection_reason: null,
    },
  },
  shipping_lines: { deposit_balance: 1500 },
  orders: { unpacked: 37, to_ship: 12, cancelled: 3, completed: 1284 },
  warehouses: [
    {
      id: '5b7c2f0e-8a41-4c3e-9d6b-1f2a3b4c5d6e',
      warehouse_name: '深圳宝安国际集运中心一号仓（跨境电商专用）',
      in_stock: 1842,
      overdue: 96,
    },
    {
      id: '7d8e9f00-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
      warehouse_name: '广州白云空港物流园华南分拨仓',
      in_stock: 10000,
      overdue: 0,
    },
    {
      id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      warehouse_name: '义乌国际商贸城小商品集货仓',
      in_stock: 0,
      overdue: 0,
    },
  ],
  notifications: latest,
  get_started: [],
};

/** A company that has just signed up: zeros, no statement, every first step to take. */
export const dashboardNewCompany: Dashboard = {
  company_name: '深圳新星国际物流有限公司',
  billing: { latest_settlement: null },
  shipping_lines: { deposit_balance: 0 },
  orders: { unpacked: 0, to_ship: 0, cancelled: 0, completed: 0 },
  warehouses: [],
  notifications: [],
  get_started: ['warehouse', 'shipping_line', 'team_member'],
};

/** A warehouse added, no shipping line or team yet. */
export const dashboardPartlySetUp: Dashboard = {
  ...dashboardNewCompany,
  warehouses: [
    {
      id: '5b7c2f0e-8a41-4c3e-9d6b-1f2a3b4c5d6e',
      warehouse_name: '深圳宝安国际集运中心一号仓（跨境电商专用）',
      in_stock: 14,
      overdue: 0,
    },
  ],
  notifications: latest.slice(0, 1),
  get_started: ['shipping_line', 'team_member'],
};

/** What the server answers a team member holding orders only: the other sections are null. */
export const dashboardOrdersMember: Dashboard = {
  ...dashboardLoaded,
  billing: null,
  shipping_lines: null,
  warehouses: null,
  get_started: [],
};
