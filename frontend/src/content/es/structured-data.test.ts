import { paths } from '@/config/paths';
import { structuredDataFor as englishStructuredDataFor } from '@/content/structured-data';
import { articleCatalog, articleCategoryLabels } from './articles/catalog';
import { structuredDataFor } from './structured-data';

const origin = 'https://www.example.com';

describe('Spanish structuredDataFor', () => {
  it('describes the organisation on the home page in Spanish, with the Spanish home as its address', () => {
    const [organization] = structuredDataFor(paths.home, origin);
    const [english] = englishStructuredDataFor(paths.home, origin);

    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FinancialService',
      '@id': english?.['@id'],
      name: 'Summit Freight Capital',
      url: 'https://www.example.com/es',
      foundingDate: '2018',
      knowsLanguage: ['en', 'es'],
      address: { addressRegion: 'UT', addressCountry: 'US' },
    });
    expect(organization?.description).toMatch(/^Factoring de facturas/);
    expect(organization?.description).not.toBe(english?.description);
    const { url: _spanishUrl, description: _spanishDescription, ...spanishData } = organization ?? {};
    const { url: _englishUrl, description: _englishDescription, ...englishData } = english ?? {};
    expect(spanishData).toEqual(englishData);
  });

  it('describes each article in Spanish at its /es address', () => {
    for (const path of Object.values(paths.articles)) {
      const [article] = structuredDataFor(path, origin);
      const [english] = englishStructuredDataFor(path, origin);
      const summary = articleCatalog.find((entry) => entry.path === path);
      expect(article).toMatchObject({
        '@type': 'Article',
        headline: summary?.title,
        description: summary?.excerpt,
        mainEntityOfPage: `${origin}/es${path}`,
        publisher: { name: 'Summit Freight Capital' },
        datePublished: english?.datePublished,
        timeRequired: english?.timeRequired,
        inLanguage: 'es-US',
      });
      expect(english?.inLanguage).toBe('en-US');
      expect(article?.headline).not.toBe(english?.headline);
      expect(article?.articleSection).toBe(summary && articleCategoryLabels[summary.category]);
      expect(article?.author).toMatchObject({
        '@type': 'Person',
        name: (english?.author as { name: string }).name,
      });
    }
  });

  it('adds nothing to other pages', () => {
    expect(structuredDataFor(paths.about, origin)).toEqual([]);
    expect(structuredDataFor(paths.admin.quotes, origin)).toEqual([]);
    expect(structuredDataFor(`/es${paths.articles.fuelManagement}`, origin)).toEqual([]);
  });
});
