import type { RouteObject } from 'react-router';
import { routeMeta } from '@/content/page-meta';
import { pagePaths } from './page-paths';
import { routes } from './routes';

describe('pagePaths', () => {
  it('lists the pages of the site router, one per route of the spec, without the catch-all', () => {
    expect(pagePaths(routes).toSorted()).toEqual(routeMeta.map((meta) => meta.path).toSorted());
  });

  it('resolves nested, index and absolute child paths and skips layouts and patterns', () => {
    const tree: RouteObject[] = [
      {
        children: [
          { index: true },
          { path: 'about' },
          {
            path: '/admin',
            children: [{ index: true }, { path: 'team' }, { path: '/admin/quotes' }, { path: ':id' }],
          },
          { path: '*' },
        ],
      },
    ];

    expect(pagePaths(tree)).toEqual(['/', '/about', '/admin', '/admin/team', '/admin/quotes']);
  });
});
