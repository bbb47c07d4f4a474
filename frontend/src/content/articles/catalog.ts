import type { ArticleAuthor, ArticleCategory, ArticleSummary } from '@/components/article/article';
import { paths } from '@/config/paths';

const authors = {
  rachelMorgan: { name: 'Rachel Morgan', role: 'VP of Client Finance' },
  davidChen: { name: 'David Chen', role: 'Senior Credit Analyst' },
  marcusReed: { name: 'Marcus Reed', role: 'Fuel Program Manager' },
  angelaTorres: { name: 'Angela Torres', role: 'Compliance Specialist' },
  tylerJensen: { name: 'Tyler Jensen', role: 'Senior Account Manager' },
  brianCaldwell: { name: 'Brian Caldwell', role: 'Founder and CEO' },
} as const satisfies Record<string, ArticleAuthor>;

/**
 * Every article's card data (docs/product.md#articles). The six in the Resources list, then the market
 * outlook, which the news section links to. Bodies live in one module per article.
 */
export const articleCatalog = [
  {
    path: paths.articles.cashFlowManagement,
    title: 'Cash Flow Management for Trucking Companies',
    excerpt:
      'Seven habits that close the gap between delivering a load and getting paid for it, from strategic factoring to a cash reserve that covers one to two weeks of costs.',
    category: 'Finance',
    author: authors.rachelMorgan,
    readMinutes: 6,
    publishedOn: '2025-06-10',
    featured: true,
  },
  {
    path: paths.articles.factoringVsLoans,
    title: 'Factoring vs Bank Loans: Which Is Right for Your Trucking Business?',
    excerpt:
      'How invoice factoring and bank loans differ on speed, approval, repayment, flexibility and credit impact, and when it makes sense to use both.',
    category: 'Factoring',
    author: authors.davidChen,
    readMinutes: 7,
    publishedOn: '2025-05-20',
    featured: true,
  },
  {
    path: paths.articles.fuelManagement,
    title: 'Fuel Management Tips for Owner-Operators',
    excerpt:
      'Fuel is the biggest bill an owner-operator pays. Practical ways to buy it cheaper, burn less of it and track every gallon.',
    category: 'Operations',
    author: authors.marcusReed,
    readMinutes: 4,
    publishedOn: '2025-07-08',
    featured: false,
  },
  {
    path: paths.articles.dotCompliance,
    title: 'DOT Compliance: A Practical Guide for Small Fleets',
    excerpt:
      'Authority, driver files, hours of service, inspections and the record keeping that keeps your CSA scores clean and your trucks on the road.',
    category: 'Compliance',
    author: authors.angelaTorres,
    readMinutes: 6,
    publishedOn: '2025-04-15',
    featured: false,
  },
  {
    path: paths.articles.equipmentFinancing,
    title: 'Equipment Financing: How to Buy Your Next Truck Without Draining Cash',
    excerpt:
      'Loans, leases and lease-purchase deals compared, what lenders look for, and how to time a purchase so payments never outrun your receivables.',
    category: 'Finance',
    author: authors.davidChen,
    readMinutes: 8,
    publishedOn: '2025-03-25',
    featured: false,
  },
  {
    path: paths.articles.loadBoardStrategies,
    title: 'Load Board Strategies That Keep Your Trucks Full',
    excerpt:
      'How to find better-paying freight on load boards, vet brokers, negotiate rates and cut deadhead miles.',
    category: 'Operations',
    author: authors.tylerJensen,
    readMinutes: 5,
    publishedOn: '2025-02-18',
    featured: false,
  },
  {
    path: paths.articles.marketOutlook,
    title: '2025 Freight Market Outlook: What Carriers Should Expect',
    excerpt:
      'Freight demand, economic headwinds, capacity and rates for 2025, where technology is taking the industry, and how to plan for each scenario.',
    category: 'Market Analysis',
    author: authors.brianCaldwell,
    readMinutes: 8,
    publishedOn: '2025-01-14',
    featured: false,
  },
] as const satisfies readonly ArticleSummary[];

/**
 * What the category chips and the article cards show for each category key (the keys are what
 * the filters match on; the Spanish catalog labels them in Spanish).
 */
export const articleCategoryLabels = {
  Finance: 'Finance',
  Factoring: 'Factoring',
  Operations: 'Operations',
  Compliance: 'Compliance',
  'Market Analysis': 'Market Analysis',
} as const satisfies Record<ArticleCategory, string>;

/** The six articles of the Resources list (the market outlook sits in the news section). */
export const listedArticles: readonly ArticleSummary[] = articleCatalog.filter(
  (article) => article.path !== paths.articles.marketOutlook,
);

export function articleSummary(path: ArticleSummary['path']): ArticleSummary {
  const summary = articleCatalog.find((article) => article.path === path);
  if (!summary) throw new Error(`No article at ${path}`);
  return summary;
}
