import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../routes/handle';

export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    handle: { breadcrumb: 'admin', permission: 'admin' } satisfies RouteHandle,
    children: [
      { index: true, element: <Navigate to="company-profile" replace /> },
      {
        path: 'company-profile',
        handle: { breadcrumb: 'companyProfile' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/CompanyProfilePage')).CompanyProfilePage,
        }),
      },
    ],
  },
];
