import type { SiteLocale } from './site-locale-copy';

/** The Spanish build: its pages live under /es (config/locales.ts). */
export const siteLocale: SiteLocale = { code: 'es', basePath: '/es' };
