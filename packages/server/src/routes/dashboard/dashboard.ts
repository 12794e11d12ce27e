import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  DASHBOARD_NOTIFICATIONS,
  DASHBOARD_ORDER_STATUSES,
  dashboardSectionsFor,
  notificationLanguageQuerySchema,
  pendingGetStartedSteps,
} from '@jiyun/domain';
import type {
  Dashboard,
  DashboardOrderCounts,
  DashboardOrderFigure,
  ItemResponse,
  NotificationLanguage,
} from '@jiyun/domain';
import { dashboardResponse } from '../../http/schemas/dashboard.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import { presentSettlementListItem } from '../billing/present.js';
import { readerOf } from '../merchants/notifications.js';
import { warehouseScopeOf } from '../warehouses/load-warehouse.js';

const ORDER_FIGURES = Object.keys(DASHBOARD_ORDER_STATUSES) as DashboardOrderFigure[];

/**
 * The home page's figures in one call (A34, ADR 0066). Every signed-in user may ask; each section
 * is read only when the caller holds its area's permission and is null otherwise, so the figures a
 * team member may not see never leave the server.
 */
export default async function dashboardRoutes(app: FastifyInstance) {
  const { dashboard, notifications, warehouses } = app.repositories;

  app.get<{ Querystring: { lang: NotificationLanguage }; Reply: ItemResponse<Dashboard> }>(
    apiPaths.dashboard,
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getDashboard',
        summary: "The company's live figures, by the caller's permissions",
        tags: ['dashboard'],
        security: SECURITY.bearer,
        querystring: notificationLanguageQuerySchema,
        response: { 200: dashboardResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = request.user;
      const merchantId = user.mid;
      const caller = { type: user.typ, permissions: user.perms };
      const may = dashboardSectionsFor(caller);

      const [facts, billing, orders, stock, latest] = await Promise.all([
        dashboard.facts(merchantId),
        may.billing ? dashboard.latestSettlement(merchantId) : undefined,
        may.orders
          ? dashboard.orderCounts(merchantId, Object.values(DASHBOARD_ORDER_STATUSES))
          : undefined,
        may.warehouses ? warehouseStock() : undefined,
        notifications.latest(readerOf(user), DASHBOARD_NOTIFICATIONS, request.query.lang),
      ]);

      async function warehouseStock() {
        const rows = await warehouses.rows(warehouseScopeOf(user));
        const figures = await warehouses.figures(rows, new Date());
        return rows.map((row) => ({
          id: row.id,
          warehouse_name: row.warehouse_name,
          in_stock: figures.get(row.id)?.in_stock ?? 0,
          overdue: figures.get(row.id)?.overdue ?? 0,
        }));
      }

      return {
        data: {
          company_name: facts.companyName,
          billing:
            billing === undefined
              ? null
              : { latest_settlement: billing && presentSettlementListItem(billing) },
          shipping_lines: may.shipping_lines ? { deposit_balance: facts.depositCents / 100 } : null,
          orders:
            orders === undefined
              ? null
              : (Object.fromEntries(
                  ORDER_FIGURES.map((figure) => [
                    figure,
                    orders.get(DASHBOARD_ORDER_STATUSES[figure]) ?? 0,
                  ]),
                ) as DashboardOrderCounts),
          warehouses: stock ?? null,
          notifications: latest,
          get_started: pendingGetStartedSteps(caller, facts.stepsTaken),
        },
      };
    },
  );
}
