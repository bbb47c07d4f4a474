import { paths } from '@/config/paths';
import { BUILT_IN_PROVIDER_PHONE } from '@/lib/provider-phone';
import { articleCatalog } from './articles/catalog';
import { brand } from './brand';

type JsonLd = Record<string, unknown>;

const absolute = (origin: string, path: string): string => new URL(path, origin).href;

function organization(origin: string): JsonLd {
  return {
    '@type': 'FinancialService',
    '@id': `${absolute(origin, paths.home)}#organization`,
    name: brand.name,
    alternateName: brand.shortName,
    url: absolute(origin, paths.home),
    logo: absolute(origin, '/favicon.svg'),
    description:
      'Invoice factoring, lines of credit and a fleet fuel card for owner-operators, fleets and freight brokers.',
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
  };
}

/**
 * Schema.org data for search engines (JSON-LD in the page head): the organisation on the home
 * page, and each article with its author, dates and publisher.
 */
export function structuredDataFor(path: string, origin: string): JsonLd[] {
  if (path === paths.home) return [{ '@context': 'https://schema.org', ...organization(origin) }];
  const article = articleCatalog.find((entry) => entry.path === path);
  if (!article) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.excerpt,
      articleSection: article.category,
      datePublished: article.publishedOn,
      author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
      publisher: { '@type': 'Organization', name: brand.name, logo: absolute(origin, '/favicon.svg') },
      mainEntityOfPage: absolute(origin, article.path),
      timeRequired: `PT${article.readMinutes}M`,
      inLanguage: 'en-US',
    },
  ];
}
