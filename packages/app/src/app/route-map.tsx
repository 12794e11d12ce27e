import { Outlet, type RouteObject } from 'react-router-dom';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { orderRoutes } from '../features/orders/routes';
import { settingsRoutes } from '../features/settings/routes';
import { shippingLineRoutes } from '../features/shipping-lines/routes';
import { warehouseRoutes } from '../features/warehouses/routes';
import { DocumentTitle } from '../routes/DocumentTitle';
import { RequireSession } from '../routes/RequireSession';
import { PageLoading, RouteError } from '../routes/RouteStates';
import { ScrollToTop } from '../routes/ScrollToTop';

/**
 * Every page of the app. Login is in the first bundle; everything else (including the
 * signed-in layout) is a lazy chunk, so the login page stays small.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <DocumentTitle />
        <ScrollToTop />
        <Outlet />
      </>
    ),
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError />,
    children: [
      ...authRoutes,
      {
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('./layout/AppLayout')).AppLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./layout/HomeRedirect')).HomeRedirect,
                }),
              },
              ...warehouseRoutes,
              ...shippingLineRoutes,
              ...orderRoutes,
              ...billingRoutes,
              ...adminRoutes,
              ...settingsRoutes,
              ...notificationRoutes,
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('./layout/NotFoundPage')).NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];
