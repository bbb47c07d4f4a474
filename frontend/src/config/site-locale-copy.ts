import type { Locale } from '@trucking-finance/contracts';

export interface SiteLocale {
  /** The language of this build's pages. */
  code: Locale;
  /** The router's basename: where this build's pages live (config/locales.ts). */
  basePath: string;
}

/** The English build. The Spanish build reads site-locale-copy.es.ts instead (build/spanish-twins.cjs). */
export const siteLocale: SiteLocale = { code: 'en', basePath: '' };
