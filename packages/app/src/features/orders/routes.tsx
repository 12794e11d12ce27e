import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../routes/handle';

/**
 * Orders (permission `orders`, spec §2): the list and one page per order, and the returns tab
 * with one page per return. The area frame (words)
 * and every page are lazy chunks, so /login carries none of it.
 */
export const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    handle: { breadcrumb: 'orders', permission: 'orders' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./components/OrdersArea')).OrdersArea }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/OrderListPage')).OrderListPage,
        }),
      },
      // The returns tab (issue 15): a static segment, so it wins over `:orderId`.
      {
        path: 'returnOrder',
        handle: { breadcrumb: 'returns' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./returns/pages/ReturnListPage')).ReturnListPage,
        }),
      },
      {
        path: 'returnOrder/:returnId',
        handle: { breadcrumb: 'returnDetail' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./returns/pages/ReturnDetailPage')).ReturnDetailPage,
        }),
      },
      {
        path: ':orderId',
        handle: { breadcrumb: 'orderDetail' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/OrderDetailPage')).OrderDetailPage,
        }),
      },
    ],
  },
];
