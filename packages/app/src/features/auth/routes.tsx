import type { RouteObject } from 'react-router-dom';
import { LoginPage } from './pages/LoginPage';

const forgotPasswordPages = () => import('./pages/ForgotPasswordPages');

/** Public pages. Login is in the first bundle (it is the first page most visits see). */
export const authRoutes: RouteObject[] = [
  { path: 'login', Component: LoginPage },
  {
    path: 'forgot-password',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await forgotPasswordPages()).ForgotPasswordRequestPage }),
      },
      {
        path: 'code',
        lazy: async () => ({ Component: (await forgotPasswordPages()).ForgotPasswordCodePage }),
      },
      {
        path: 'reset',
        lazy: async () => ({ Component: (await forgotPasswordPages()).ForgotPasswordResetPage }),
      },
    ],
  },
];
