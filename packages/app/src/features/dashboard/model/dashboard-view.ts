import {
  cappedFigure,
  DASHBOARD_ORDER_STATUSES,
  type DashboardOrderCounts,
  type DashboardOrderFigure,
  type GetStartedStep,
} from '@jiyun/domain';
import { urls } from '../../../routes/urls';

/** An order tile: its count and the orders list filtered to the status it counts. */
export interface OrderTile {
  figure: DashboardOrderFigure;
  count: number;
  href: string;
}

const ORDER_FIGURES = Object.keys(DASHBOARD_ORDER_STATUSES) as DashboardOrderFigure[];

/** The order tiles in the merchant's working order: to pack, to ship, with issues, done. */
export function orderTiles(counts: DashboardOrderCounts): OrderTile[] {
  return ORDER_FIGURES.map((figure) => ({
    figure,
    count: counts[figure],
    href: urls.orders.list(DASHBOARD_ORDER_STATUSES[figure]),
  }));
}

/** Where each first step is taken: the new warehouse and line forms, the team page's Add. */
export function getStartedLink(step: GetStartedStep): string {
  switch (step) {
    case 'warehouse':
      return urls.warehouses.create();
    case 'shipping_line':
      return urls.shippingLines.create();
    case 'team_member':
      return urls.admin.teamMembers();
  }
}

/** A warehouse figure as the warehouse cards show it ("9999+" at the cap). */
export const stockFigure = (count: number) => cappedFigure(count);
