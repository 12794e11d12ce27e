import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../routes/handle';
import { shippingLineWizardRoutes } from './wizard/routes';

export const shippingLineRoutes: RouteObject[] = [
  {
    path: 'shippingLines',
    handle: { breadcrumb: 'shippingLines', permission: 'shipping_lines' } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/ShippingLinesPage')).ShippingLinesPage,
        }),
      },
      ...shippingLineWizardRoutes,
    ],
  },
];
