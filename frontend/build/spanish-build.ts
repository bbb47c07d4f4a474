import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import type * as Twins from './spanish-twins.cjs';

const { spanishModuleFor } = createRequire(import.meta.url)('./spanish-twins.cjs') as typeof Twins;

/** The two builds of the site: English at `/`, Spanish at `/es/` (SITE_LOCALE=es). */
export type SiteLocale = 'en' | 'es';

export function siteLocaleFrom(value: string | undefined): SiteLocale {
  if (value === undefined || value === '' || value === 'en') return 'en';
  if (value === 'es') return 'es';
  throw new Error(`SITE_LOCALE must be "en" or "es", got "${value}"`);
}

/** Where a locale's build lives, under the site and in dist/. */
export const basePathOf = (locale: SiteLocale): string => (locale === 'es' ? '/es/' : '/');

/**
 * The Spanish build: the same app, with every content and copy module replaced by its Spanish twin
 * (build/spanish-twins.cjs), the page marked `<html lang="es">`, built under /es/ into dist/es/.
 */
export function spanishBuild(): Plugin {
  return {
    name: 'summit:spanish-build',
    enforce: 'pre',
    config: () => ({
      base: '/es/',
      // Images and fonts are the English build's, at the same absolute paths.
      publicDir: false,
      build: { outDir: 'dist/es', emptyOutDir: true },
    }),
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file, query = ''] = resolved.id.split('?');
      const spanish = spanishModuleFor(file, importer.split('?')[0]);
      return spanish === file ? resolved : { ...resolved, id: query ? `${spanish}?${query}` : spanish };
    },
    transformIndexHtml: (html) => html.replace(/<html lang="en"/, '<html lang="es"'),
  };
}
