import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { loadLazyMatches } from './load-lazy-matches';

const Page = () => <p>page</p>;

describe('loadLazyMatches', () => {
  it('loads the pages a URL matches, and leaves the others unloaded', async () => {
    const loadAbout = jest.fn(async () => Page);
    const loadTeam = jest.fn(async () => Page);
    const routes: RouteObject[] = [
      { path: '/about', Component: lazyPage(loadAbout) },
      { path: '/team', Component: lazyPage(loadTeam) },
    ];

    await loadLazyMatches(routes, '/about');

    expect(loadAbout).toHaveBeenCalledTimes(1);
    expect(loadTeam).not.toHaveBeenCalled();
    await loadLazyMatches(routes, '/about');
    expect(loadAbout).toHaveBeenCalledTimes(1);
  });
});
