import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The admin area (issue 4). Loaded only when an admin page is opened. */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.login,
    lazy: () => import('@/pages/admin/admin-login-page').then((page) => ({ Component: page.AdminLoginPage })),
  },
  {
    path: paths.admin.quotes,
    lazy: () =>
      import('@/pages/admin/admin-quotes-page').then((page) => ({ Component: page.AdminQuotesPage })),
  },
  {
    path: paths.admin.team,
    lazy: () => import('@/pages/admin/admin-team-page').then((page) => ({ Component: page.AdminTeamPage })),
  },
];
