import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { HomePage } from '@/pages/home-page';
import { AppLayout } from './layout/app-layout';
import { NOT_FOUND_ROUTE_ID } from './route-ids';

/**
 * The site's pages. Home is bundled with the entry because most visits start there; other
 * pages load on demand (`lazy`). The browser and the prerender both load a URL's lazy pages
 * before rendering it, so hydration finds the markup it expects.
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      { path: paths.home, Component: HomePage },
      {
        id: NOT_FOUND_ROUTE_ID,
        path: '*',
        lazy: () => import('@/pages/not-found-page').then((page) => ({ Component: page.NotFoundPage })),
      },
    ],
  },
];
