import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../routes/handle';

export const shippingLineRoutes: RouteObject[] = [
  {
    path: 'shippingLines',
    handle: { breadcrumb: 'shippingLines', permission: 'shipping_lines' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./pages/ShippingLinesPage')).ShippingLinesPage,
    }),
  },
];
