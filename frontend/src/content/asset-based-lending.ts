import type { Feature } from '@/components/feature-grid';
import type { Step } from '@/components/steps-list';
import { paths } from '@/config/paths';
import { brand } from './brand';

export const ablHero = {
  eyebrow: 'Asset based lending',
  heading: 'Asset Based Lending',
  lede: 'Borrow against what your trucking business already owns, from receivables to trucks, trailers and inventory, with a credit line that grows as your assets do.',
  action: { label: 'Get Your ABL Quote', to: paths.getQuote },
} as const;

export const ablServiceNotice = {
  title: 'Service notice',
  text: 'Our asset based lending program is currently paused and is not taking new applications. For working capital today, invoice factoring advances up to 95% of your invoices within 24 hours.',
  link: { label: 'Explore invoice factoring', to: paths.howFactoringWorks },
} as const;

export const ablExplained = {
  eyebrow: 'What is ABL?',
  title: 'A credit line secured by your business assets',
  intro:
    'Asset based lending gives you a revolving line of credit backed by the assets on your books. The more those assets are worth, the more you can borrow.',
  assets: [
    {
      icon: 'document',
      title: 'Accounts Receivable',
      description:
        'Outstanding invoices from creditworthy shippers and brokers form the core of your borrowing base.',
    },
    {
      icon: 'truck',
      title: 'Fleet and Equipment',
      description:
        'Put the equity in your tractors, trailers and other equipment to work without selling a single truck.',
    },
    {
      icon: 'boxes',
      title: 'Inventory',
      description: 'Parts, tires and other inventory add to what you can draw on when you need it.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; assets: readonly Feature[] };

export const ablAdvantages = {
  eyebrow: `Why ${brand.shortName}`,
  title: 'Lending from people who know trucking',
  advantages: [
    {
      icon: 'award',
      title: 'Trucking Expertise',
      description: `Since ${brand.foundedYear} we have financed carriers, fleets and brokers. We know what your equipment and receivables are really worth.`,
    },
    {
      icon: 'trend',
      title: 'Room to Grow',
      description:
        'Your borrowing base rises with your receivables and fleet, so your credit keeps pace with your business.',
    },
    {
      icon: 'user-check',
      title: 'A Dedicated Account Manager',
      description: 'One contact who understands your business, from the first review to every draw.',
    },
    {
      icon: 'bank',
      title: 'One Financial Partner',
      description:
        'Combine lending with invoice factoring, lines of credit and the fleet fuel card under one roof.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; advantages: readonly Feature[] };

export const ablProcess = {
  eyebrow: 'The process',
  title: 'Three steps to your credit line',
  steps: [
    {
      icon: 'document',
      title: 'Apply',
      description: 'Share your financial statements, receivables aging and a list of your equipment.',
    },
    {
      icon: 'search',
      title: 'Asset Review',
      description: 'We value your receivables, fleet and inventory and set your borrowing base.',
    },
    {
      icon: 'cash',
      title: 'Access Your Funds',
      description: 'Draw on your line as you need it and pay interest only on what you use.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; steps: readonly Step[] };

export const ablAudience = {
  eyebrow: 'Who it is for',
  title: 'Is asset based lending right for you?',
  intro: 'Asset based lending suits established trucking businesses with assets to borrow against, such as:',
  profiles: [
    'Fleets with substantial equity in trucks and trailers',
    'Carriers and brokers with large receivables from creditworthy customers',
    'Companies planning expansion, an acquisition or refinancing',
    'Businesses with seasonal swings that need a revolving line of credit',
  ],
} as const;

export const ablCallToAction = {
  title: 'Need working capital now?',
  text: 'While asset based lending is paused, invoice factoring turns your unpaid invoices into cash within 24 hours, with no long-term contracts.',
  action: { label: 'See How Factoring Works', to: paths.howFactoringWorks },
} as const;
