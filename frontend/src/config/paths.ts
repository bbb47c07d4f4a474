const adminArea = '/admin';

/**
 * Every route of the site (docs/product.md#routes). Links, the router, the prerender list and the sitemap all
 * read from here, so a route string is written once.
 */
export const paths = {
  home: '/',
  howFactoringWorks: '/how-factoring-works',
  industries: '/industries',
  whyUs: '/why-us',
  getQuote: '/get-quote',
  fuelCardApplication: '/fuel-card-application',
  assetBasedLending: '/asset-based-lending',
  about: '/about',
  resources: '/resources',
  applicationStatus: '/application-status',
  articles: {
    fuelManagement: '/resources/fuel-management',
    dotCompliance: '/resources/dot-compliance',
    equipmentFinancing: '/resources/equipment-financing',
    loadBoardStrategies: '/resources/load-board-strategies',
    cashFlowManagement: '/resources/cash-flow-management',
    factoringVsLoans: '/resources/factoring-vs-loans',
    marketOutlook: '/resources/market-outlook',
  },
  legal: {
    privacyPolicy: '/privacy-policy',
    termsOfUse: '/terms-of-use',
    security: '/security',
    accessibility: '/accessibility',
  },
  client: {
    login: '/client-login',
    dashboard: '/client-dashboard',
    externalLogin: '/external-login',
  },
  admin: {
    login: `${adminArea}/login`,
    quotes: `${adminArea}/quotes`,
    team: `${adminArea}/team`,
    staff: `${adminArea}/staff`,
    deliveries: `${adminArea}/deliveries`,
    audit: `${adminArea}/audit`,
  },
} as const;

/**
 * What robots.txt asks crawlers to skip: the staff area. The client pages are indexed like the
 * rest of the site (docs/product.md#routes): a client looks for the login in a search engine, and
 * their prerendered HTML holds nothing private.
 */
export const crawlerDisallowedPaths = [adminArea] as const;

/** True for the admin area's pages (the staff workspace), whose HTML carries antd's stylesheet. */
export const isAdminPath = (path: string): boolean => path === adminArea || path.startsWith(`${adminArea}/`);

type LeafValues<T> = T extends string ? T : { [K in keyof T]: LeafValues<T[K]> }[keyof T];
export type AppPath = LeafValues<typeof paths>;
