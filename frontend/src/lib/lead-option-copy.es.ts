import type { SpanishTwinOf, Translation } from '@/config/translation';
import type * as English from './lead-option-copy';

/*
 * The lead forms' choices on the Spanish site, by the same option values: only the words change,
 * the values sent to the server (and the English labels of its emails and CSV) stay as they are.
 */
export const leadOptionLabels: Translation<typeof English.leadOptionLabels> = {
  monthlyRevenue: {
    'under-25k': 'Menos de $25,000',
    '25k-50k': 'De $25,000 a $50,000',
    '50k-100k': 'De $50,000 a $100,000',
    '100k-250k': 'De $100,000 a $250,000',
    '250k-500k': 'De $250,000 a $500,000',
    'over-500k': 'Más de $500,000',
  },
  businessType: {
    'owner-operator': 'Dueño-operador (owner-operator)',
    'small-fleet': 'Flotilla pequeña (de 2 a 10 camiones)',
    'medium-fleet': 'Flotilla mediana (de 11 a 50 camiones)',
    'large-fleet': 'Flotilla grande (50 camiones o más)',
    'freight-broker': 'Broker (intermediario de carga)',
    logistics: 'Compañía de logística',
  },
  yearsInBusiness: {
    startup: 'Negocio nuevo (menos de 1 año)',
    '1-2': 'De 1 a 2 años',
    '3-5': 'De 3 a 5 años',
    '6-10': 'De 6 a 10 años',
    'over-10': 'Más de 10 años',
  },
  servicesInterested: {
    factoring: 'Factoring de facturas',
    'line-of-credit': 'Línea de crédito',
    'fuel-cards': 'Tarjetas de combustible',
    'factoring-credit': 'Factoring + línea de crédito',
    'all-services': 'Todos los servicios',
    'fuel-card-fleet': 'Programa de tarjeta de combustible para flotillas',
  },
  // "Para flotillas" in a sentence (lead-field-copy.es.ts): the program's name in the choice.
  fuelCardTier: { fleet: 'Flotillas' },
  monthlyFuelSpend: {
    'under-1k': 'Menos de $1,000',
    '1k-3k': 'De $1,000 a $3,000',
    '3k-5k': 'De $3,000 a $5,000',
    '5k-10k': 'De $5,000 a $10,000',
    '10k-20k': 'De $10,000 a $20,000',
    'over-20k': 'Más de $20,000',
  },
};

export type Twin = SpanishTwinOf<typeof import('./lead-option-copy.es'), typeof English>;
