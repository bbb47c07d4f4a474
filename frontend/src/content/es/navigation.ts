import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import type * as English from '@/content/navigation';
import type { SpanishTwinOf, Translation } from '@/config/translation';

export type { NavigationLink } from '@/content/navigation';

export const primaryLinks: Translation<typeof English.primaryLinks> = [
  { label: 'Inicio', to: paths.home },
  { label: 'Cómo funciona', to: paths.howFactoringWorks },
  { label: 'Industrias', to: paths.industries },
  { label: `Por qué ${brand.shortName}`, to: paths.whyUs },
  { label: 'Recursos', to: paths.resources },
  { label: 'Nosotros', to: paths.about },
];

export const headerActions: Translation<typeof English.headerActions> = {
  clientLogin: { label: 'Acceso de clientes', to: paths.client.login },
  getQuote: { label: 'Cotización gratis', to: paths.getQuote },
};

export const footerServiceLinks: Translation<typeof English.footerServiceLinks> = [
  { label: 'Pida una cotización', to: paths.getQuote },
  { label: 'Solicitud de tarjeta de combustible', to: paths.fuelCardApplication },
  { label: 'Financiamiento respaldado por activos', to: paths.assetBasedLending },
  { label: 'Factoring de facturas', to: paths.howFactoringWorks },
];

export const legalLinks: Translation<typeof English.legalLinks> = [
  { label: 'Política de privacidad', to: paths.legal.privacyPolicy },
  { label: 'Términos de uso', to: paths.legal.termsOfUse },
  { label: 'Seguridad', to: paths.legal.security },
  { label: 'Accesibilidad', to: paths.legal.accessibility },
];

export const adminLink: Translation<typeof English.adminLink> = {
  label: 'Administración',
  to: paths.admin.team,
};

export type Twin = SpanishTwinOf<typeof import('./navigation'), typeof English>;
