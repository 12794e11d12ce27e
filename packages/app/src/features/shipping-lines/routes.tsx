import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../routes/handle';
import { shippingLineWizardRoutes } from './wizard/routes';

/**
 * Shipping lines: the list and a line's page with its three tabs (basic information at the
 * line's own address, `size` and `price`). The area frame (words) and every page are lazy chunks.
 */
export const shippingLineRoutes: RouteObject[] = [
  {
    path: 'shippingLines',
    handle: { breadcrumb: 'shippingLines', permission: 'shipping_lines' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./components/ShippingLinesArea')).ShippingLinesArea,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/ShippingLineListPage')).ShippingLineListPage,
        }),
      },
      {
        path: ':shippingLineId',
        lazy: async () => ({
          Component: (await import('./pages/ShippingLineDetailPage')).BasicInformationPage,
        }),
      },
      {
        path: ':shippingLineId/size',
        lazy: async () => ({
          Component: (await import('./pages/ShippingLineDetailPage')).SizePage,
        }),
      },
      {
        path: ':shippingLineId/price',
        lazy: async () => ({
          Component: (await import('./pages/ShippingLineDetailPage')).PricePage,
        }),
      },
      ...shippingLineWizardRoutes,
    ],
  },
];
