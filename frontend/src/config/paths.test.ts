import { crawlerDisallowedPaths, findRouteMeta, notFoundMeta, paths, routeMeta } from './paths';

// The route table of spec §2, written out independently of paths.ts on purpose.
const specRoutes = [
  '/',
  '/how-factoring-works',
  '/industries',
  '/why-us',
  '/get-quote',
  '/fuel-card-application',
  '/client-login',
  '/client-dashboard',
  '/external-login',
  '/asset-based-lending',
  '/about',
  '/resources',
  '/resources/fuel-management',
  '/resources/dot-compliance',
  '/resources/equipment-financing',
  '/resources/load-board-strategies',
  '/resources/cash-flow-management',
  '/resources/factoring-vs-loans',
  '/resources/market-outlook',
  '/privacy-policy',
  '/terms-of-use',
  '/security',
  '/accessibility',
  '/admin/login',
  '/admin/quotes',
  '/admin/team',
];
const privateRoutes = [
  '/client-login',
  '/client-dashboard',
  '/external-login',
  '/admin/login',
  '/admin/quotes',
  '/admin/team',
];

const leafValues = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leafValues);

describe('paths', () => {
  it('names every route of the spec exactly once', () => {
    const allPaths = leafValues(paths);

    expect([...allPaths].sort()).toEqual([...specRoutes].sort());
    expect(new Set(allPaths).size).toBe(allPaths.length);
  });
});

describe('routeMeta', () => {
  it('describes every route once', () => {
    expect(routeMeta.map((meta) => meta.path).sort()).toEqual([...specRoutes].sort());
  });

  it('gives every route a title naming the brand and a description', () => {
    for (const meta of routeMeta) {
      expect(meta.title).toContain('Summit Freight Capital');
      expect(meta.description.length).toBeGreaterThan(10);
    }
    expect(new Set(routeMeta.map((meta) => meta.title)).size).toBe(routeMeta.length);
  });

  it('keeps the client and admin pages out of search engines and indexes the rest', () => {
    for (const meta of routeMeta) {
      expect({ path: meta.path, indexable: meta.indexable }).toEqual({
        path: meta.path,
        indexable: !privateRoutes.includes(meta.path),
      });
    }
    expect(notFoundMeta.indexable).toBe(false);
  });

  it('is found by path', () => {
    expect(findRouteMeta('/about')?.title).toBe('About Us | Summit Freight Capital');
    expect(findRouteMeta('/no-such-page')).toBeUndefined();
  });
});

describe('crawlerDisallowedPaths', () => {
  it('covers the admin area and the signed-in client pages, not the client login', () => {
    expect(crawlerDisallowedPaths).toEqual(['/admin', '/client-dashboard', '/external-login']);
    for (const adminPath of Object.values(paths.admin)) {
      expect(crawlerDisallowedPaths.some((prefix) => adminPath.startsWith(`${prefix}/`))).toBe(true);
    }
  });
});
