import type { SpanishTwinOf, Translation } from '@/config/translation';
import type * as English from './article-copy';

export const articleCopy: Translation<typeof English.articleCopy> = {
  dateLocale: 'es-US',
  byline: (name: string, role: string) => `Por ${name}, ${role}`,
  readTime: (minutes: number) => `${minutes} min de lectura`,
  backToResources: 'Volver a Recursos',
  tableScrollHint: 'Deslice la tabla hacia un lado para ver todas las columnas.',
  getQuoteLabel: 'Solicite una cotización gratis',
  secondaryLinkLabels: {
    'how-factoring-works': 'Conozca cómo funciona el factoring',
    about: 'Conozca quiénes somos',
  },
};

export type Twin = SpanishTwinOf<typeof import('./article-copy.es'), typeof English>;
