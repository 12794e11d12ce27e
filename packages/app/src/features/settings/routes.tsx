import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../routes/handle';

export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: { breadcrumb: 'settings' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/SettingsPage')).SettingsPage }),
  },
];
