import { paths } from '@/config/paths';
import { brand } from './brand';

export interface NavigationLink {
  label: string;
  to: string;
}

export const primaryLinks: readonly NavigationLink[] = [
  { label: 'Home', to: paths.home },
  { label: 'How It Works', to: paths.howFactoringWorks },
  { label: 'Industries', to: paths.industries },
  { label: `Why ${brand.shortName}`, to: paths.whyUs },
  { label: 'Resources', to: paths.resources },
  { label: 'About', to: paths.about },
];

export const headerActions = {
  clientLogin: { label: 'Client Login', to: paths.client.login },
  getQuote: { label: 'Get Free Quote', to: paths.getQuote },
} as const satisfies Record<string, NavigationLink>;

export const footerServiceLinks: readonly NavigationLink[] = [
  { label: 'Get a Quote', to: paths.getQuote },
  { label: 'Fuel Card Application', to: paths.fuelCardApplication },
  { label: 'Asset Based Lending', to: paths.assetBasedLending },
  { label: 'Invoice Factoring', to: paths.howFactoringWorks },
];

export const legalLinks: readonly NavigationLink[] = [
  { label: 'Privacy Policy', to: paths.legal.privacyPolicy },
  { label: 'Terms of Use', to: paths.legal.termsOfUse },
  { label: 'Security', to: paths.legal.security },
  { label: 'Accessibility', to: paths.legal.accessibility },
];

export const adminLink: NavigationLink = { label: 'Admin', to: paths.admin.team };
