import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../routes/handle';

export const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    handle: { breadcrumb: 'orders', permission: 'orders' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/OrdersPage')).OrdersPage }),
  },
];
