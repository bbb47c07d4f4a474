import type { LegalDate } from '@/components/legal-document';
import { legalLastUpdated as englishLastUpdated } from '@/content/legal/legal-document';

/**
 * The Spanish documents are translations of the English ones, so they carry the English revision
 * date, written the Spanish way (day, month in lower case, year). A test holds the two in step.
 */
export const legalLastUpdated: LegalDate = { iso: englishLastUpdated.iso, display: '4 de agosto de 2025' };

/**
 * The last sentence of the summary of the Spanish terms of use and privacy policy. The translation
 * is a courtesy and the English text is the one that binds, as is usual for a US company that
 * publishes translated terms; saying so up front keeps a wording difference from becoming a dispute.
 */
export const englishVersionControls =
  'Esta versión en español se ofrece solo para su comodidad; en caso de conflicto o diferencia entre esta versión y la versión en inglés, prevalece la versión en inglés.';
