import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../routes/handle';

export const notificationRoutes: RouteObject[] = [
  {
    path: 'notifications',
    handle: { breadcrumb: 'notifications' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./pages/NotificationsPage')).NotificationsPage,
    }),
  },
];
