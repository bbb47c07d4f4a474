import type { CarrierLookupResponse } from '@trucking-finance/contracts';
import type { SpanishTwinOf, Translation } from '@/config/translation';
import type * as English from './carrier-lookup-copy';

/**
 * The FMCSA by its Spanish name, then its acronym (docs/spanish-style.md): each message shows
 * alone, so each names it in full.
 */
const fmcsa = 'la Administración Federal de Seguridad de Autotransportes (FMCSA)';

/** "Buscar mi compañía" on the Spanish site (carrier-lookup-copy.ts). */
export const carrierLookupCopy: Translation<typeof English.carrierLookupCopy> = {
  button: 'Buscar mi compañía',
  searching: 'Buscando...',
  needDot: 'Primero escriba su número DOT (solo los dígitos) y luego oprima Buscar mi compañía.',
  found: (carrier: CarrierLookupResponse): string => {
    const where = [carrier.city, carrier.state].filter(Boolean).join(', ');
    return `Encontramos a ${carrier.legalName}${where ? ` (${where})` : ''} en los registros de ${fmcsa}. Llenamos lo que tienen registrado; revíselo y corrija lo que no esté bien.`;
  },
  notFound: (dotNumber: string): string =>
    `En los registros de ${fmcsa} no hay ningún transportista con el número DOT ${dotNumber}. Revise el número o llene usted mismo sus datos.`,
  unavailable: `El sistema de ${fmcsa} no responde en este momento. Llene usted mismo sus datos.`,
};

export type Twin = SpanishTwinOf<typeof import('./carrier-lookup-copy.es'), typeof English>;
