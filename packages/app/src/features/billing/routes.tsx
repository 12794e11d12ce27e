import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../routes/handle';

/**
 * Billing (permission `billing`, spec §2): `/billing` opens the overview; the overview and the
 * account are tabs; a statement opens as its own page under the overview. Every page is a lazy
 * chunk that brings the area's words.
 */
export const billingRoutes: RouteObject[] = [
  {
    path: 'billing',
    handle: { breadcrumb: 'billing', permission: 'billing' } satisfies RouteHandle,
    children: [
      { index: true, element: <Navigate to="overview" replace /> },
      {
        path: 'overview',
        handle: { breadcrumb: 'billingOverview' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/BillingOverviewPage')).BillingOverviewPage,
        }),
      },
      {
        path: 'overview/:settlementId',
        handle: { breadcrumb: 'settlementDetail' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/SettlementDetailPage')).SettlementDetailPage,
        }),
      },
      {
        path: 'account',
        handle: { breadcrumb: 'billingAccount' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/BankAccountPage')).BankAccountPage,
        }),
      },
    ],
  },
];
