import { paths } from '@/config/paths';
import { brand } from './brand';

export const homeHero = {
  eyebrow: 'Invoice factoring for trucking',
  heading: 'Steady growth and strong cash flow for your trucking business',
  lede: `${brand.name} turns your freight invoices into cash within 24 hours, with up to 95% advanced, rates from 1.5% and no long-term contracts.`,
  primaryAction: { label: 'Get Free Quote', to: paths.getQuote },
  secondaryAction: { label: 'How It Works', to: paths.howFactoringWorks },
} as const;
