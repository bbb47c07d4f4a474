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
 * What robots.txt asks crawlers to skip. The client login stays crawlable so search engines
 * can read its noindex; the rest is private and has nothing to index.
 */
export const crawlerDisallowedPaths = [
  adminArea,
  paths.client.dashboard,
  paths.client.externalLogin,
] as const;

type LeafValues<T> = T extends string ? T : { [K in keyof T]: LeafValues<T[K]> }[keyof T];
export type AppPath = LeafValues<typeof paths>;
