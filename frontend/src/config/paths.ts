const adminArea = '/admin';
const clientPortal = '/client-dashboard';

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
    dashboard: clientPortal,
    submitInvoice: `${clientPortal}/submit`,
    brokers: `${clientPortal}/brokers`,
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
 * What robots.txt asks crawlers to skip: the staff area. The client portal's pages carry `noindex`
 * instead (docs/product.md#routes): a crawler has to fetch a page to read that, and their
 * prerendered HTML holds nothing private. The client login stays indexed: a client looks for it in
 * a search engine.
 */
export const crawlerDisallowedPaths = [adminArea] as const;

/** The signed-in client's pages, in the order the portal's navigation lists them. */
export const clientPortalPaths = [
  paths.client.dashboard,
  paths.client.submitInvoice,
  paths.client.brokers,
] as const;
export type ClientPortalPath = (typeof clientPortalPaths)[number];

export const isClientPortalPath = (path: string): path is ClientPortalPath =>
  (clientPortalPaths as readonly string[]).includes(path);

/** True for the admin area's pages (the staff workspace), whose HTML carries antd's stylesheet. */
export const isAdminPath = (path: string): boolean => path === adminArea || path.startsWith(`${adminArea}/`);

type LeafValues<T> = T extends string ? T : { [K in keyof T]: LeafValues<T[K]> }[keyof T];
export type AppPath = LeafValues<typeof paths>;
