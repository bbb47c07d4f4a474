import type { SpanishTwinOf } from '@/config/translation';
import { brand } from '@/content/brand';
import type * as English from '@/content/structured-data';
import { structuredDataWriter } from '@/lib/structured-data';
import { articleCatalog, articleCategoryLabels } from './articles/catalog';

/** The Spanish site's JSON-LD (lib/structured-data.ts): Spanish text, /es addresses. */
export const structuredDataFor = structuredDataWriter({
  brand,
  description:
    'Factoring de facturas, líneas de crédito y una tarjeta de combustible para dueños-operadores, flotillas y brokers de carga.',
  locale: 'es',
  inLanguage: 'es-US',
  articles: articleCatalog.map((article) => ({
    ...article,
    section: articleCategoryLabels[article.category],
  })),
});

export type Twin = SpanishTwinOf<typeof import('./structured-data'), typeof English>;
