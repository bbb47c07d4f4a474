import { brand as englishBrand } from '@/content/brand';
import type * as English from '@/content/brand';
import type { SpanishTwinOf, Translation } from '@/config/translation';

/**
 * The brand in Spanish: the same name, contact details, office and years as the English module
 * (they are data, not copy), with the tagline and the designer credit translated.
 */
export const brand: Translation<typeof English.brand> = {
  ...englishBrand,
  tagline: 'Crecimiento constante y un flujo de efectivo sólido para las compañías de transporte',
  designerCredit: `Sitio web diseñado y desarrollado por el equipo digital de ${englishBrand.name}`,
};

export type Twin = SpanishTwinOf<typeof import('./brand'), typeof English>;
