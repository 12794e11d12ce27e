import type { MerchantNotification } from '../account/notifications.js';
import type { OrderStatus } from '../orders/types.js';
import type { SettlementListItem } from '../billing/types.js';

/**
 * The order counts on the dashboard, each the status the orders list filters by when its tile is
 * clicked: unpacked, to ship (paid by the customer, not yet shipped), cancelled and completed.
 * ADR 0066. The spec's "orders with issues" are the cancelled orders, so the tile is called what
 * it counts and what the orders list's status filter calls them (issue 40.5).
 */
export const DASHBOARD_ORDER_STATUSES = {
  unpacked: 'unpacked',
  to_ship: 'paid',
  cancelled: 'cancelled',
  completed: 'completed',
} as const satisfies Record<string, OrderStatus>;

export type DashboardOrderFigure = keyof typeof DASHBOARD_ORDER_STATUSES;

/** The order counts, from the per-status counters (exact, never a scan). */
export type DashboardOrderCounts = Record<DashboardOrderFigure, number>;

/** One warehouse's stock on the dashboard, each figure counted up to `WAREHOUSE_FIGURE_CAP`. */
export interface DashboardWarehouse {
  id: string;
  warehouse_name: string;
  /** Parcels on a shelf. */
  in_stock: number;
  /** Of those, the ones past the warehouse's free storage period. */
  overdue: number;
}

/** A first step a new company has not taken yet; each disappears once done. */
export const GET_STARTED_STEPS = ['warehouse', 'shipping_line', 'team_member'] as const;
export type GetStartedStep = (typeof GET_STARTED_STEPS)[number];

/**
 * `GET /merchants/dashboard`: the company's live figures in one call. A section the caller may not
 * use (a team member without its permission) is null, never a zero: the page leaves it out.
 */
export interface Dashboard {
  /** The company's name for the welcome. */
  company_name: string;
  /** Permission `billing`: the newest settlement statement (this cycle's), null before the first. */
  billing: { latest_settlement: SettlementListItem | null } | null;
  /** Permission `shipping_lines`: USD, the deposits platform staff verified. */
  shipping_lines: { deposit_balance: number } | null;
  /** Permission `orders`. */
  orders: DashboardOrderCounts | null;
  /** Permission `warehouse`: the warehouses the caller may open, oldest first. */
  warehouses: DashboardWarehouse[] | null;
  /** The latest notifications (every signed-in user reads them), newest first. */
  notifications: MerchantNotification[];
  /** The first steps still to take, of those the caller may take. */
  get_started: GetStartedStep[];
}
