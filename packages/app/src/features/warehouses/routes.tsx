import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../routes/handle';

export const warehouseRoutes: RouteObject[] = [
  {
    path: 'warehouse',
    handle: { breadcrumb: 'warehouse', permission: 'warehouse' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/WarehousePage')).WarehousePage }),
  },
];
