import { paths } from '@/config/paths';
import { structuredDataFor } from './structured-data';

const origin = 'https://www.example.com';

describe('structuredDataFor', () => {
  it('describes the organisation on the home page', () => {
    const [organization] = structuredDataFor(paths.home, origin);

    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FinancialService',
      name: 'Summit Freight Capital',
      url: 'https://www.example.com/',
      foundingDate: '2018',
      address: { addressRegion: 'UT', addressCountry: 'US' },
    });
  });

  it('describes each article with its author, date and publisher', () => {
    for (const path of Object.values(paths.articles)) {
      const [article] = structuredDataFor(path, origin);
      expect(article).toMatchObject({
        '@type': 'Article',
        mainEntityOfPage: `${origin}${path}`,
        publisher: { name: 'Summit Freight Capital' },
      });
      expect(article?.headline).toEqual(expect.any(String));
      expect(article?.datePublished).toMatch(/^2025-\d\d-\d\d$/);
      expect(article?.author).toMatchObject({ '@type': 'Person', name: expect.any(String) });
    }
  });

  it('adds nothing to other pages', () => {
    expect(structuredDataFor(paths.about, origin)).toEqual([]);
    expect(structuredDataFor(paths.admin.quotes, origin)).toEqual([]);
  });
});
