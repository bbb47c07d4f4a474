import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

/** The admin area (issue 4). Loaded only when an admin page is opened. */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.login,
    Component: lazyPage(() => import('@/pages/admin/admin-login-page').then((page) => page.AdminLoginPage)),
  },
  {
    path: paths.admin.quotes,
    Component: lazyPage(() => import('@/pages/admin/admin-quotes-page').then((page) => page.AdminQuotesPage)),
  },
  {
    path: paths.admin.team,
    Component: lazyPage(() => import('@/pages/admin/admin-team-page').then((page) => page.AdminTeamPage)),
  },
  {
    path: paths.admin.staff,
    Component: lazyPage(() => import('@/pages/admin/admin-staff-page').then((page) => page.AdminStaffPage)),
  },
  {
    path: paths.admin.deliveries,
    Component: lazyPage(() =>
      import('@/pages/admin/admin-deliveries-page').then((page) => page.AdminDeliveriesPage),
    ),
  },
  {
    path: paths.admin.audit,
    Component: lazyPage(() => import('@/pages/admin/admin-audit-page').then((page) => page.AdminAuditPage)),
  },
];
