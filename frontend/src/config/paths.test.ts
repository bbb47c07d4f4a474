import { clientPortalPaths, crawlerDisallowedPaths, isClientPortalPath, paths } from './paths';

// The route table of docs/product.md#routes, written out independently of paths.ts on purpose:
// the spec's routes, and the client portal's pages of contract Part 3.
const specRoutes = [
  '/',
  '/how-factoring-works',
  '/industries',
  '/why-us',
  '/get-quote',
  '/fuel-card-application',
  '/client-login',
  '/client-dashboard',
  '/client-dashboard/submit',
  '/client-dashboard/brokers',
  '/external-login',
  '/asset-based-lending',
  '/about',
  '/resources',
  '/application-status',
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
  '/admin/staff',
  '/admin/deliveries',
  '/admin/audit',
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

describe('crawlerDisallowedPaths', () => {
  it('covers the admin area and no public page', () => {
    expect(crawlerDisallowedPaths).toEqual(['/admin']);
    for (const adminPath of Object.values(paths.admin)) {
      expect(crawlerDisallowedPaths.some((prefix) => adminPath.startsWith(`${prefix}/`))).toBe(true);
    }
  });
});

describe('clientPortalPaths', () => {
  it('are the dashboard and the pages under it, in the order the portal lists them', () => {
    expect(clientPortalPaths).toEqual([
      '/client-dashboard',
      '/client-dashboard/submit',
      '/client-dashboard/brokers',
    ]);
    expect(isClientPortalPath('/client-dashboard/brokers')).toBe(true);
    expect(isClientPortalPath('/client-login')).toBe(false);
  });
});
