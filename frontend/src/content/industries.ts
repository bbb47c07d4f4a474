import type { FuelCardTier } from '@trucking-finance/contracts';
import type { Feature } from '@/components/feature-grid';
import type { IconName } from '@/components/icon';
import { paths } from '@/config/paths';
import { brand } from './brand';

const fleetTier: FuelCardTier = 'fleet';

export const industriesHero = {
  eyebrow: 'Who we serve',
  heading: 'Industries We Serve',
  lede: 'From a single owner-operator to a 50-truck fleet, freight brokers and logistics companies: factoring built around the way your part of trucking gets paid.',
  action: { label: 'Get Free Quote', to: paths.getQuote },
} as const;

export const industrySegments = {
  eyebrow: 'Built for every part of trucking',
  title: 'Funding that fits your operation',
  segments: [
    {
      icon: 'truck',
      title: 'Owner Operators',
      description:
        'You drive, dispatch and do the books. We take the waiting out of getting paid so you can focus on the next load.',
      points: [
        'Funding within 24 hours of delivery',
        'No minimum volume: factor a single load',
        'Submit paperwork from the mobile app',
        'Fuel savings with the fleet fuel card',
      ],
    },
    {
      icon: 'users',
      title: 'Small to Medium Fleets',
      description:
        'Fleets of 2 to 50 trucks need predictable cash for payroll, maintenance and growth. Factoring scales with every truck you add.',
      points: [
        'Funding that grows with your volume',
        'A dedicated account manager who knows your fleet',
        'Credit checks on new customers before you haul',
        'Fuel cards for every driver',
      ],
    },
    {
      icon: 'route',
      title: 'Freight Brokers',
      description:
        'Pay your carriers quickly without waiting on shippers. Keep good carriers loyal and take on more freight.',
      points: [
        'Cash to pay carriers before shippers pay you',
        'Credit checks on shippers before you book',
        'Collections handled professionally',
        'Invoice status online, any time',
      ],
    },
    {
      icon: 'warehouse',
      title: 'Logistics Companies',
      description:
        'Warehousing, dispatch and third-party logistics run on long payment terms. Turn receivables into working capital.',
      points: [
        'Working capital for larger contracts',
        'Lines of credit alongside factoring',
        'Flexible terms for 30 to 90 day payers',
        'Every invoice tracked in the online portal',
      ],
    },
  ],
} as const satisfies { eyebrow: string; title: string; segments: readonly Feature[] };

export const freightTypes = {
  eyebrow: 'Freight we fund',
  title: 'Every kind of freight you haul',
  intro: 'If it moves by truck and your customer pays on terms, we can factor the invoice.',
  types: [
    'Dry Van',
    'Refrigerated',
    'Flatbed',
    'Step Deck',
    'Heavy Haul',
    'Auto Transport',
    'LTL Freight',
    'Expedited',
    'Intermodal',
    'Tanker',
    'Construction',
    'Agricultural',
  ],
} as const;

export const qualification = {
  eyebrow: 'Qualifying',
  title: 'Simple requirements to qualify',
  intro: `${brand.shortName} looks at your customers’ credit more than yours. Here is what we ask for.`,
  requirements: [
    { icon: 'clock', text: 'At least 3 months in business (startups are considered)' },
    { icon: 'truck', text: 'Owner-operators and fleets of 2-50 trucks' },
    { icon: 'document', text: 'Active DOT and MC authority' },
    { icon: 'shield', text: 'Valid liability and cargo insurance' },
    { icon: 'user-check', text: 'Creditworthy customers on your invoices' },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  requirements: readonly { icon: IconName; text: string }[];
};

export const fuelCardPromo = {
  eyebrow: 'Fleet fuel card',
  title: 'Cut your fuel costs at every fill-up',
  text: 'The fleet fuel card saves up to 15 cents per gallon at network locations plus up to 3 cents everywhere else, across 4,000-12,000+ fuel locations.',
  points: [
    'No monthly fees and no contracts',
    'Free overnight shipping on your first card order',
    '24/7 support on the road',
  ],
  action: { label: 'Apply Now', to: `${paths.fuelCardApplication}?tier=${fleetTier}` },
  image: { src: '/images/industries/fuel-card.svg', width: 360, height: 228, alt: '' },
} as const;

export const industriesCallToAction = {
  title: 'Not sure where you fit?',
  text: 'Tell us what you haul and who you haul for. We answer quote requests within 1 hour during business hours.',
  action: { label: 'Get Your Free Quote', to: paths.getQuote },
} as const;
