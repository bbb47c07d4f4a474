import type { Feature } from '@/components/feature-grid';
import type { Stat } from '@/components/stat-list';
import type { Testimonial } from '@/components/testimonial-card';
import { paths } from '@/config/paths';
import { brand } from './brand';

export const homeHero = {
  eyebrow: 'Invoice factoring for trucking',
  heading: 'Steady growth and strong cash flow for your trucking business',
  lede: `${brand.name} turns your freight invoices into cash within 24 hours, with up to 95% advanced, rates from 1.5% and no long-term contracts.`,
  primaryAction: { label: 'Get Free Quote', to: paths.getQuote },
  secondaryAction: { label: 'How It Works', to: paths.howFactoringWorks },
  image: {
    src: '/images/home/hero-truck.svg',
    width: 560,
    height: 440,
    alt: 'A loaded truck on the highway below a mountain summit, with a funded invoice confirmed',
  },
} as const;

export const homeTrustStats = {
  label: `Why trucking businesses trust ${brand.shortName}`,
  stats: [
    { value: '8+', label: 'Years in Business' },
    { icon: 'award', label: 'International Factoring Association Member' },
    { icon: 'shield', label: 'Utah Trucking Association Member' },
    { value: '750+', label: 'Satisfied Clients' },
  ],
} as const satisfies { label: string; stats: readonly Stat[] };

export const homeBenefits = {
  eyebrow: `Why factor with ${brand.shortName}`,
  title: 'Everything your trucking business needs to keep moving',
  intro:
    'Fast money for the loads you have already hauled, and the tools to plan the ones ahead, from one partner that knows trucking.',
  benefits: [
    {
      icon: 'bolt',
      title: 'Fast Funding',
      description:
        'Submit an invoice today and have up to 95% of it in your account within 24 hours, often the same day.',
    },
    {
      icon: 'unlock',
      title: 'No Long-Term Contracts',
      description:
        'Factor the invoices you choose, when you choose. No long-term commitment and no minimum volume.',
    },
    {
      icon: 'percent',
      title: 'Competitive Rates',
      description: 'Rates from 1.5%, quoted up front. You know what every invoice costs before you send it.',
    },
    {
      icon: 'headset',
      title: '24/7 Customer Support',
      description:
        'Trucks roll around the clock and so do we. Reach a real person any hour, in English or Spanish.',
    },
    {
      icon: 'laptop',
      title: 'Easy Online Portal',
      description:
        'Upload invoices, track payments and see your reserve from the online portal or the mobile app.',
    },
    {
      icon: 'trend',
      title: 'Grow Your Business',
      description:
        'Steady cash means you can take on new customers, add trucks and say yes to better-paying freight.',
    },
    {
      icon: 'fuel',
      title: 'Fuel Card Program',
      description:
        'Save up to 15 cents per gallon at network locations, with no monthly fees and no contracts.',
    },
    {
      icon: 'bank',
      title: 'Lines of Credit',
      description:
        'A small business line of credit for repairs, insurance and slow seasons, ready when you need it.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; intro: string; benefits: readonly Feature[] };

export const homeTestimonials = {
  eyebrow: 'Client stories',
  title: 'Trusted by drivers, fleets and brokers',
  intro: `More than 750 trucking businesses count on ${brand.shortName} to keep their cash flowing.`,
  testimonials: [
    {
      quote:
        'I used to wait 45 days for a broker to pay me. Now I send the paperwork from the truck stop and the money is there the next morning. I finally run my business instead of chasing it.',
      name: 'Marcus Johnson',
      title: 'Owner-Operator, MJ Freight Lines',
      image: '/images/testimonials/marcus-johnson.svg',
      rating: 5,
    },
    {
      quote:
        'We grew from four trucks to eleven in two years. Having our account manager a phone call away, and being able to talk in Spanish with the team, made every step easier.',
      name: 'Maria Gonzalez',
      title: 'President, Gonzalez Transport',
      image: '/images/testimonials/maria-gonzalez.svg',
      rating: 5,
    },
    {
      quote:
        'Paying carriers quickly is how we keep the good ones. Factoring with them lets us pay our carriers fast without tying up our own working capital.',
      name: 'Dave Thompson',
      title: 'Owner, Thompson Freight Brokerage',
      image: '/images/testimonials/dave-thompson.svg',
      rating: 5,
    },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  intro: string;
  testimonials: readonly Testimonial[];
};

export const homeClosing = {
  title: 'Ready to get paid faster?',
  text: 'Tell us about your business and get a free quote. We answer within 1 hour during business hours.',
  action: { label: 'Start Your Free Quote', to: paths.getQuote },
} as const;
