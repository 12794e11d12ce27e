import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../routes/handle';

/**
 * Warehouses and their parcel inventory. The area frame (words, toasts) and every page are lazy
 * chunks of their own.
 */
export const warehouseRoutes: RouteObject[] = [
  {
    path: 'warehouse',
    handle: { breadcrumb: 'warehouse', permission: 'warehouse' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./components/WarehouseArea')).WarehouseArea,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./pages/WarehouseListPage')).WarehouseListPage,
        }),
      },
      {
        path: 'new-warehouse',
        lazy: async () => ({
          Component: (await import('./pages/NewWarehousePage')).NewWarehousePage,
        }),
      },
      {
        path: ':warehouseId',
        lazy: async () => ({
          Component: (await import('./pages/WarehouseInventoryPage')).WarehouseInventoryPage,
        }),
      },
      {
        path: ':warehouseId/settings',
        lazy: async () => ({
          Component: (await import('./pages/WarehouseSettingsPage')).WarehouseSettingsPage,
        }),
      },
      {
        path: ':warehouseId/new-parcel',
        lazy: async () => ({
          Component: (await import('./pages/NewParcelPage')).NewParcelPage,
        }),
      },
    ],
  },
];
