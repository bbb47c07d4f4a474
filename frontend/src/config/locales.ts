import type { Locale } from '@trucking-finance/contracts';
import { isAdminPath } from './paths';

/**
 * The site's two languages (docs/spanish-style.md#how-the-spanish-site-is-built): English at `/`,
 * its Spanish twin under `/es` with the same slugs. The admin area is English only.
 */
export const localeBasePath: Record<Locale, string> = { en: '', es: '/es' };

/** Each language's name and the few words its switch shows, written in that language. */
export const languageNames: Record<
  Locale,
  { name: string; viewThisPage: string; alsoInThisLanguage: string; dismiss: string }
> = {
  en: {
    name: 'English',
    viewThisPage: 'View this page in English',
    alsoInThisLanguage: 'This page is also in English.',
    dismiss: 'Dismiss',
  },
  es: {
    name: 'Español',
    viewThisPage: 'Ver esta página en español',
    alsoInThisLanguage: 'Esta página también está en español.',
    dismiss: 'Cerrar',
  },
};

export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en');

/** A page of the site (a path as the routes write it, `/get-quote`) in `locale`: `/es/get-quote`. */
export function localizedPath(path: string, locale: Locale): string {
  const base = localeBasePath[locale];
  return base && path === '/' ? base : base + path;
}

/** Whether a page has a twin in the other language: every page but the admin area's. */
export const hasTwin = (path: string): boolean => !isAdminPath(path);
