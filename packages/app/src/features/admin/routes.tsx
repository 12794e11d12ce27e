import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../routes/handle';

/**
 * Admin (permission `admin`, spec §2): the company profile with its two edit pages and the team
 * with one page per member. The area frame (tabs, words) and every page are lazy chunks.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    handle: { breadcrumb: 'admin', permission: 'admin' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./components/AdminArea')).AdminArea,
    }),
    children: [
      { index: true, element: <Navigate to="company-profile" replace /> },
      {
        path: 'company-profile',
        handle: { breadcrumb: 'companyProfile' } satisfies RouteHandle,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./pages/CompanyProfilePage')).CompanyProfilePage,
            }),
          },
          {
            path: 'edit-display',
            handle: { breadcrumb: 'editDisplay' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./pages/EditDisplayPage')).EditDisplayPage,
            }),
          },
          {
            path: 'edit-legal',
            handle: { breadcrumb: 'editLegal' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./pages/EditLegalPage')).EditLegalPage,
            }),
          },
        ],
      },
      {
        path: 'team-member',
        handle: { breadcrumb: 'teamMember' } satisfies RouteHandle,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./pages/TeamMembersPage')).TeamMembersPage,
            }),
          },
          {
            path: ':memberId',
            handle: { breadcrumb: 'teamMemberDetail' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./pages/MemberDetailPage')).MemberDetailPage,
            }),
          },
        ],
      },
    ],
  },
];
