import type { RouteObject } from 'react-router';
import { loadLazyMatches } from './load-lazy-matches';

const Page = () => <p>page</p>;

describe('loadLazyMatches', () => {
  it('resolves the lazy routes a URL matches into plain routes, and leaves the others lazy', async () => {
    const aboutLazy = jest.fn(async () => ({ Component: Page }));
    const teamLazy = jest.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [
      { path: '/about', lazy: aboutLazy },
      { path: '/team', lazy: teamLazy },
    ];

    await loadLazyMatches(routes, '/about');

    expect(routes[0]).toMatchObject({ Component: Page, lazy: undefined });
    expect(routes[1]?.lazy).toBe(teamLazy);
    expect(teamLazy).not.toHaveBeenCalled();
  });
});
