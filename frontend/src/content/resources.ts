import type { ArticleCategory } from '@/components/article/article';
import type { IconName } from '@/components/icon';
import { paths } from '@/config/paths';
import { brand } from './brand';

export const resourcesHero = {
  eyebrow: 'Resources',
  heading: 'Resources and Tools',
  lede: 'Run the numbers on your invoices, get an instant rate estimate, fill in a printable application and read practical guides on cash flow, compliance and operations, written for trucking businesses.',
  primaryAction: { label: 'Get Free Quote', to: paths.getQuote },
} as const;

export type ToolId = 'factoring-calculator' | 'rate-quote-tool' | 'factoring-application' | 'video-tutorials';

export interface ToolCardCopy {
  /** Also the id of the tool's panel, so `/resources#factoring-calculator` opens it. */
  id: ToolId;
  icon: IconName;
  title: string;
  description: string;
  /** Shown at the top of the open panel. */
  panelIntro: string;
  /** Announced while the tool's code downloads. */
  loadingText: string;
}

export const resourcesTools = {
  eyebrow: 'Free tools',
  title: 'Tools and Calculators',
  intro:
    'Open a tool below to use it right here on the page. Nothing you type into the calculators or the application leaves your browser.',
  loadErrorText: 'This tool could not load. Check your connection, then reload the page to try again.',
  /** Beside each card's title: what pressing it does (hidden from screen readers, which hear expanded or collapsed). */
  openLabel: 'Open',
  closeLabel: 'Close',
  tools: [
    {
      id: 'factoring-calculator',
      icon: 'cash',
      title: 'Factoring Calculator',
      description: 'See your advance, fee, reserve and final payout on any invoice.',
      panelIntro:
        'Enter an invoice amount, advance rate, factoring rate and your customer’s payment terms, then press Calculate to see what you receive today and when the reserve is released.',
      loadingText: 'Loading the factoring calculator…',
    },
    {
      id: 'rate-quote-tool',
      icon: 'percent',
      title: 'Rate Quote Tool',
      description: 'Estimate your factoring rate and weekly cash access in seconds.',
      panelIntro: `Tell us about your monthly volume, credit, time in business and freight, and get an estimated rate range. For a firm rate, request a free quote and we respond within 1 hour during business hours.`,
      loadingText: 'Loading the rate quote tool…',
    },
    {
      id: 'factoring-application',
      icon: 'document',
      title: 'Application Form',
      description: 'Fill in a printable factoring application at your own pace.',
      panelIntro: `Complete the application here and print it or save it as a PDF. It is prepared in your browser and never sent to ${brand.shortName} or stored; send it to your account manager when you are ready.`,
      loadingText: 'Loading the application form…',
    },
    {
      id: 'video-tutorials',
      icon: 'laptop',
      title: 'Video Tutorials',
      description: 'Short walkthroughs of the client portal, mobile app and fuel cards.',
      panelIntro:
        'Step-by-step videos for existing clients on getting paid faster with the client portal, the mobile app and the fleet fuel card.',
      loadingText: 'Loading the video tutorials…',
    },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  loadErrorText: string;
  openLabel: string;
  closeLabel: string;
  tools: readonly ToolCardCopy[];
};

/** The chips of the article list, in the order of docs/product.md#resources; All comes first and is not a category. */
export const articleChipCategories = [
  'Finance',
  'Factoring',
  'Operations',
  'Compliance',
] as const satisfies readonly ArticleCategory[];

export const resourcesArticles = {
  eyebrow: 'Articles and guides',
  title: 'Learn From the People Who Fund Trucking',
  intro:
    'Practical guides from our credit, fuel and compliance teams on keeping cash moving and trucks rolling.',
  filterLabel: 'Filter articles by category',
  allLabel: 'All',
  byline: (author: string) => `By ${author}`,
  readTime: (minutes: number) => `${minutes} min read`,
  /** Read to screen readers after a chip is pressed; `category` is the chip's label. */
  resultsSummary: (count: number, category: string | null) =>
    category === null
      ? `Showing all ${count} articles.`
      : `Showing ${count} ${category} ${count === 1 ? 'article' : 'articles'}.`,
  featuredLabel: 'Featured',
} as const;

export interface ExternalNewsLink {
  source: string;
  title: string;
  description: string;
  href: string;
}

export const resourcesNews = {
  eyebrow: 'Industry news',
  title: 'What’s Moving the Freight Market',
  intro: 'Our own market analysis, plus the government sources we read every week.',
  newTabNote: '(opens in a new tab)',
  externalLinks: [
    {
      source: 'FMCSA',
      title: 'FMCSA Newsroom',
      description:
        'Rule changes, safety announcements and compliance deadlines from the Federal Motor Carrier Safety Administration.',
      href: 'https://www.fmcsa.dot.gov/newsroom',
    },
    {
      source: 'U.S. Energy Information Administration',
      title: 'Weekly Diesel Fuel Prices',
      description:
        'The national and regional on-highway diesel price, updated every Monday, to plan fuel budgets and surcharges.',
      href: 'https://www.eia.gov/petroleum/gasdiesel/',
    },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  newTabNote: string;
  externalLinks: readonly ExternalNewsLink[];
};

export const resourcesCallToAction = {
  title: 'Ready to turn your invoices into cash?',
  text: 'Get a free, no-obligation quote. We respond within 1 hour during business hours, with funding within 24 hours once you are set up.',
  primaryAction: { label: 'Get Free Quote', to: paths.getQuote },
  secondaryAction: { label: 'How It Works', to: paths.howFactoringWorks },
} as const;
