import { structuredDataWriter } from '@/lib/structured-data';
import { articleCatalog, articleCategoryLabels } from './articles/catalog';
import { brand } from './brand';

/** The English site's JSON-LD (lib/structured-data.ts). */
export const structuredDataFor = structuredDataWriter({
  brand,
  description:
    'Invoice factoring, lines of credit and a fleet fuel card for owner-operators, fleets and freight brokers.',
  locale: 'en',
  inLanguage: 'en-US',
  articles: articleCatalog.map((article) => ({
    ...article,
    section: articleCategoryLabels[article.category],
  })),
});
