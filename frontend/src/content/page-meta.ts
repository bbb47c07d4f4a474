import { paths, type AppPath } from '@/config/paths';
import { pageMetaWriters, routeMetaOf, type PageMeta, type RouteMeta } from '@/lib/page-meta';
import { brand } from './brand';

export type { PageMeta, RouteMeta } from '@/lib/page-meta';

const { publicPage, privatePage } = pageMetaWriters(brand.name);

// Keyed by path so the compiler refuses a route in `paths` that has no title and description.
const metaByPath = {
  [paths.home]: {
    title: `${brand.name} | Invoice Factoring and Fuel Cards for Trucking`,
    description:
      'Invoice factoring, lines of credit and a fleet fuel card for owner-operators, fleets and freight brokers. Funding within 24 hours, no long-term contracts.',
    indexable: true,
  },
  [paths.howFactoringWorks]: publicPage(
    'How Factoring Works',
    'Submit an invoice, we verify and approve it, and you get paid: up to 95% of the invoice value, usually within 24 hours.',
  ),
  [paths.industries]: publicPage(
    'Industries We Serve',
    'Factoring for owner-operators, small to medium fleets, freight brokers and logistics companies hauling dry van, reefer, flatbed and more.',
  ),
  [paths.whyUs]: publicPage(
    `Why Choose ${brand.shortName}`,
    `Rates from 1.5%, no long-term contracts, 24/7 support and a dedicated account manager. See how ${brand.name} compares with other factors.`,
  ),
  [paths.getQuote]: publicPage(
    'Get a Free Quote',
    'Request a free factoring quote. We respond within 1 hour during business hours, Monday to Friday, 7 AM to 3 PM MST.',
  ),
  [paths.fuelCardApplication]: publicPage(
    'Fleet Fuel Card Application',
    'Apply for the fleet fuel card: save up to 15 cents per gallon in network, no monthly fees, no contracts and free overnight shipping on your first order.',
  ),
  [paths.assetBasedLending]: publicPage(
    'Asset Based Lending',
    'Asset based lending against receivables, fleet and equipment, and inventory for trucking businesses.',
  ),
  [paths.about]: publicPage(
    'About Us',
    `${brand.name} has funded trucking businesses since 2018 from Utah: 750+ clients and 99.5% satisfaction. Meet the team.`,
  ),
  [paths.resources]: publicPage(
    'Resources and Tools',
    'Factoring calculator, rate quote tool, application form and articles on cash flow, compliance and operations for trucking businesses.',
  ),
  [paths.articles.fuelManagement]: publicPage(
    'Fuel Management for Owner-Operators',
    'Practical ways owner-operators cut fuel costs: route planning, fuel cards and driving habits that save money every mile.',
  ),
  [paths.articles.dotCompliance]: publicPage(
    'DOT Compliance Guide',
    'What trucking companies need to stay DOT compliant: authority, records, inspections and the mistakes that lead to fines.',
  ),
  [paths.articles.equipmentFinancing]: publicPage(
    'Equipment Financing for Trucking',
    'How to finance trucks and trailers: loans, leases and how to choose the option that fits your cash flow.',
  ),
  [paths.articles.loadBoardStrategies]: publicPage(
    'Load Board Strategies',
    'How to find better-paying loads on load boards, negotiate rates and keep your trucks moving.',
  ),
  [paths.articles.cashFlowManagement]: publicPage(
    'Cash Flow Management for Trucking',
    'Close the cash flow gap: strategic factoring, weekly forecasting, fuel cards, a cash reserve and fast invoicing.',
  ),
  [paths.articles.factoringVsLoans]: publicPage(
    'Factoring vs Bank Loans',
    'Factoring and bank loans compared on speed, approval, repayment, flexibility and credit impact, and when to use each.',
  ),
  [paths.articles.marketOutlook]: publicPage(
    'Freight Market Outlook',
    'Freight demand, economic headwinds, capacity and rates for the year ahead, and strategies for trucking businesses.',
  ),
  [paths.legal.privacyPolicy]: publicPage(
    'Privacy Policy',
    `How ${brand.name} collects, uses and protects the information you share with us.`,
  ),
  [paths.legal.termsOfUse]: publicPage(
    'Terms of Use',
    `The terms that apply when you use the ${brand.name} website and services.`,
  ),
  [paths.legal.security]: publicPage(
    'Security',
    `How ${brand.name} protects your data with AES-256 encryption and a 24/7 security contact.`,
  ),
  [paths.legal.accessibility]: publicPage(
    'Accessibility',
    `${brand.name} aims to meet WCAG 2.1 AA. Tell us about any barrier and we respond within 24 hours.`,
  ),
  [paths.applicationStatus]: publicPage(
    'Application Status',
    'Enter your reference and email address to see where your quote request or fuel card application stands.',
  ),
  [paths.client.login]: publicPage(
    'Client Login',
    'Sign in to the client portal with a link we email you: no password needed.',
  ),
  // The portal's pages show nothing to a search engine but "Please log in": kept out of its index.
  [paths.client.dashboard]: privatePage('Client Dashboard', 'Your company, terms and balances at a glance.'),
  [paths.client.submitInvoice]: privatePage(
    'Submit an Invoice',
    'Send us a delivered load with its paperwork to get your advance.',
  ),
  [paths.client.brokers]: privatePage(
    'Check a Broker',
    "See whether we buy a broker's invoices before you take the load.",
  ),
  [paths.client.externalLogin]: publicPage(
    'External System Login',
    'Connect your accounting or trucking software to your client account.',
  ),
  [paths.admin.login]: privatePage('Admin Login', 'Administrator sign-in.'),
  [paths.admin.quotes]: privatePage('Admin Dashboard', 'Quote requests and fuel card applications.'),
  [paths.admin.team]: privatePage('Team Management', 'Manage the leadership team shown on the About page.'),
  [paths.admin.staff]: privatePage('Staff', 'Add, rename and remove the staff accounts that work the leads.'),
  [paths.admin.deliveries]: privatePage(
    'Deliveries',
    'Lead emails and webhooks: what was sent, what waits, what failed.',
  ),
  [paths.admin.audit]: privatePage('Audit Log', 'Who changed what in the admin, when and from where.'),
} satisfies Record<AppPath, PageMeta>;

export const routeMeta: readonly RouteMeta[] = routeMetaOf(metaByPath);

export const notFoundMeta: PageMeta = privatePage(
  'Page Not Found',
  'The page you are looking for does not exist.',
);

export function findRouteMeta(pathname: string): RouteMeta | undefined {
  return routeMeta.find((meta) => meta.path === pathname);
}
