import { brand } from '@/content/brand';
import type { SpanishTwinOf, Translation } from '@/config/translation';
import type * as English from './layout-copy';

export const layoutCopy: Translation<typeof English.layoutCopy> = {
  skipToContent: 'Saltar al contenido principal',
  mainNavigation: 'Principal',
  menu: 'Menú',
  siteMenu: 'Menú del sitio',
  closeMenu: 'Cerrar el menú',
  call: 'Llame al',
  callBar: 'Llámenos al',
  footerServices: 'Servicios',
  footerLegal: 'Información legal',
  socialLink: (network: string) => `${brand.name} en ${network}`,
  copyright: (year: number) => `© ${year} ${brand.name}. Todos los derechos reservados.`,
  language: 'Idioma',
};

export type Twin = SpanishTwinOf<typeof import('./layout-copy.es'), typeof English>;
