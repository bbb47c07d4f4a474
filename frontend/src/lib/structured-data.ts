import type { Locale } from '@trucking-finance/contracts';
import { localizedPath } from '@/config/locales';
import { paths } from '@/config/paths';
import { BUILT_IN_PROVIDER_PHONE } from '@/lib/provider-phone';

export type JsonLd = Record<string, unknown>;

/** What the organisation's entry names (content/brand.ts). */
interface BrandFacts {
  name: string;
  shortName: string;
  foundedYear: number;
  supportEmail: string;
  office: { street: string; city: string; region: string; postalCode: string };
  socialLinks: readonly { href: string }[];
}

/** An article as its JSON-LD describes it (content/articles/catalog.ts, in the page's language). */
interface ArticleFacts {
  path: string;
  title: string;
  excerpt: string;
  /** The section's name in the page's language. */
  section: string;
  publishedOn: string;
  author: { name: string; role: string };
  readMinutes: number;
}

interface SiteFacts {
  brand: BrandFacts;
  /** The organisation's one-line description, in the page's language. */
  description: string;
  locale: Locale;
  /** The language tag of the articles' text (`en-US`, `es-US`). */
  inLanguage: string;
  articles: readonly ArticleFacts[];
}

/**
 * Schema.org data for search engines (JSON-LD in the page head): the organisation on the home
 * page, and each article with its author, dates and publisher. Both languages' structured-data
 * modules describe their site with it; their page addresses are that language's.
 */
export function structuredDataWriter({ brand, description, locale, inLanguage, articles }: SiteFacts) {
  const absolute = (origin: string, path: string): string => new URL(path, origin).href;
  const pageUrl = (origin: string, path: string): string => absolute(origin, localizedPath(path, locale));

  const organization = (origin: string): JsonLd => ({
    '@type': 'FinancialService',
    // One identifier in both languages: one organisation, described twice.
    '@id': `${absolute(origin, paths.home)}#organization`,
    name: brand.name,
    alternateName: brand.shortName,
    url: pageUrl(origin, paths.home),
    logo: absolute(origin, '/favicon.svg'),
    description,
    foundingDate: String(brand.foundedYear),
    telephone: BUILT_IN_PROVIDER_PHONE,
    email: brand.supportEmail,
    areaServed: 'US',
    knowsLanguage: ['en', 'es'],
    address: {
      '@type': 'PostalAddress',
      streetAddress: brand.office.street,
      addressLocality: brand.office.city,
      addressRegion: brand.office.region,
      postalCode: brand.office.postalCode,
      addressCountry: 'US',
    },
    sameAs: brand.socialLinks.map((link) => link.href),
  });

  return function structuredDataFor(path: string, origin: string): JsonLd[] {
    if (path === paths.home) return [{ '@context': 'https://schema.org', ...organization(origin) }];
    const article = articles.find((entry) => entry.path === path);
    if (!article) return [];
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.excerpt,
        articleSection: article.section,
        datePublished: article.publishedOn,
        author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
        publisher: { '@type': 'Organization', name: brand.name, logo: absolute(origin, '/favicon.svg') },
        mainEntityOfPage: pageUrl(origin, article.path),
        timeRequired: `PT${article.readMinutes}M`,
        inLanguage,
      },
    ];
  };
}
