import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../routes/handle';

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
    ],
  },
];
