import type { SpanishTwinOf, Translation } from '@/config/translation';
import type * as English from './legal-document-copy';

export const legalDocumentCopy: Translation<typeof English.legalDocumentCopy> = {
  lastUpdated: 'Última actualización:',
  onThisPage: 'En esta página',
};

export type Twin = SpanishTwinOf<typeof import('./legal-document-copy.es'), typeof English>;
