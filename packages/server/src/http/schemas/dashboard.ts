import { GET_STARTED_STEPS } from '@jiyun/domain';
import type {
  Dashboard,
  DashboardOrderCounts,
  DashboardWarehouse,
  SettlementListItem,
} from '@jiyun/domain';
import { settlementListItemSchema } from './billing.js';
import {
  decimal,
  integer,
  itemResponse,
  listOf,
  objectOf,
  oneOf,
  orNull,
  text,
  uuid,
} from './json-schema.js';
import { notificationSchema } from './notifications.js';

const count = { ...integer, minimum: 0 };

const orderCountsSchema = objectOf<DashboardOrderCounts>({
  unpacked: count,
  to_ship: { ...count, description: 'Paid orders, waiting to be shipped.' },
  cancelled: {
    ...count,
    description: 'Cancelled orders (what the spec calls orders with issues).',
  },
  completed: count,
});

const warehouseSchema = objectOf<DashboardWarehouse>({
  id: uuid,
  warehouse_name: text,
  in_stock: {
    ...count,
    description:
      'Parcels on a shelf, counted up to WAREHOUSE_FIGURE_CAP: the inventory with status=stored,restored.',
  },
  overdue: {
    ...count,
    description:
      'Of those, past free storage; counted up to WAREHOUSE_FIGURE_CAP: the inventory with overdue=true.',
  },
});

const billingSchema = objectOf<{ latest_settlement: SettlementListItem | null }>({
  latest_settlement: orNull(settlementListItemSchema),
});

export const dashboardResponse = itemResponse(
  objectOf<Dashboard>({
    company_name: text,
    billing: {
      ...orNull(billingSchema),
      description: 'Null without the billing permission.',
    },
    shipping_lines: {
      ...orNull(
        objectOf<{ deposit_balance: number }>({
          deposit_balance: { ...decimal, description: 'USD, the verified deposits.' },
        }),
      ),
      description: 'Null without the shipping_lines permission.',
    },
    orders: { ...orNull(orderCountsSchema), description: 'Null without the orders permission.' },
    warehouses: {
      ...orNull(listOf(warehouseSchema)),
      description: 'Null without the warehouse permission.',
    },
    notifications: listOf(notificationSchema),
    get_started: listOf(oneOf(GET_STARTED_STEPS)),
  }),
  "The company's live figures, by the caller's permissions.",
);
