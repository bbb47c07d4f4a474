import type { ComparisonRow } from '@/components/comparison-table';
import type { Feature } from '@/components/feature-grid';
import type { Stat } from '@/components/stat-list';
import type { Testimonial } from '@/components/testimonial-card';
import { paths } from '@/config/paths';
import { brand } from './brand';

export const whyUsHero = {
  eyebrow: `Why ${brand.shortName}`,
  heading: `Why Trucking Businesses Choose ${brand.shortName}`,
  lede: `Since ${brand.foundedYear}, ${brand.name} has funded more than 750 carriers, fleets and brokers from our home in Utah: faster money, fair rates and people who answer the phone.`,
  action: { label: 'Get Free Quote', to: paths.getQuote },
} as const;

export const whyUsStats = {
  label: `${brand.shortName} by the numbers`,
  stats: [
    { value: '750+', label: 'Satisfied Clients' },
    { value: '99.5%', label: 'Client Satisfaction' },
    { value: '8+', label: 'Years Funding Trucking' },
  ],
} as const satisfies { label: string; stats: readonly Stat[] };

export const whyUsAdvantages = {
  eyebrow: 'The difference',
  title: 'What you get with us',
  intro: 'Everything a trucking business needs from a factoring partner, and nothing that gets in the way.',
  advantages: [
    {
      icon: 'bolt',
      title: 'Funding Within 24 Hours',
      description:
        'Verified invoices are funded within 24 hours, often the same day, so fuel and payroll are never late.',
    },
    {
      icon: 'percent',
      title: 'Rates From 1.5%',
      description:
        'Clear, competitive pricing quoted up front. No monthly fees and no surprise charges on your statement.',
    },
    {
      icon: 'unlock',
      title: 'No Long-Term Contracts',
      description:
        'Stay because the service is good, not because a contract says so. No minimum volume either.',
    },
    {
      icon: 'user-check',
      title: 'Dedicated Account Manager',
      description:
        'One person who knows your business, your customers and your lanes, and calls you back the same day.',
    },
    {
      icon: 'chat',
      title: '24/7 Support, Se Habla Español',
      description: 'Help around the clock from a team that speaks English and Spanish.',
    },
    {
      icon: 'mobile',
      title: 'Online Portal and Mobile App',
      description: 'Submit invoices, check payments and track your reserve from the office or the cab.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; advantages: readonly Feature[] };

export const whyUsTestimonials = {
  eyebrow: 'Client reviews',
  title: 'Hear it from our clients',
  testimonials: [
    {
      quote:
        'We switched after our old factor took a week to fund. Now invoices we send in the morning are paid the next day, and the rate is lower too.',
      name: 'Jennifer Walsh',
      title: 'Operations Director, Walsh Logistics Group',
      location: 'Boise, Idaho',
      image: '/images/testimonials/jennifer-walsh.svg',
      rating: 5,
    },
    {
      quote:
        'No contract, no minimums, no games. When a broker was slow to pay, my account manager handled it while I kept driving.',
      name: 'Ray Nakamura',
      title: 'Owner-Operator, Nakamura Trucking',
      location: 'Reno, Nevada',
      image: '/images/testimonials/ray-nakamura.svg',
      rating: 5,
    },
    {
      quote:
        'Our drivers submit paperwork from the app and I can see every payment in the portal. Support in Spanish means my whole team can call.',
      name: 'Luis Herrera',
      title: 'Fleet Owner, Herrera Brothers Transport',
      location: 'Phoenix, Arizona',
      image: '/images/testimonials/luis-herrera.svg',
      rating: 5,
    },
  ],
} as const satisfies { eyebrow: string; title: string; testimonials: readonly Testimonial[] };

export const whyUsComparison = {
  eyebrow: 'Side by side',
  title: `How ${brand.shortName} compares`,
  caption: `${brand.name} compared with other factoring companies`,
  featureHeader: 'What you get',
  columns: [brand.shortName, 'Other Factors'],
  rows: [
    { feature: 'Funding speed', values: ['24-48 hours', '3-5 business days'] },
    { feature: 'Contracts', values: ['No long-term contracts', 'Annual contracts with minimum volume'] },
    {
      feature: 'Customer support',
      values: ['24/7, with a dedicated account manager', 'Business hours, shared call center'],
    },
    { feature: 'Online portal', values: ['Online portal and mobile app', 'Limited or email only'] },
    { feature: 'Rate range', values: ['1.5%-4.5%', '2.0%-6.0%'] },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  caption: string;
  featureHeader: string;
  columns: readonly string[];
  rows: readonly ComparisonRow[];
};

export const whyUsCallToAction = {
  title: 'See what you could save',
  text: 'Get a free, no-obligation quote. We answer within 1 hour during business hours.',
  quoteAction: { label: 'Get Your Free Quote', to: paths.getQuote },
  learnAction: { label: 'How factoring works', to: paths.howFactoringWorks },
} as const;
