import { formatPercent, formatUsd, WEEKS_PER_MONTH } from '@trucking-finance/contracts';
import type { SpanishTwinOf, Translation } from '@/config/translation';
import type * as English from './rate-quote-copy';

/*
 * Amounts and rates use formatUsd and formatPercent: they already write the US-Spanish convention
 * of docs/spanish-style.md ($10,392.61, 2.00%), the same as es-US. The stored option values stay
 * the contract's English ones; only what the selects and results show is Spanish.
 */

export const rateToolLabels: Translation<typeof English.rateToolLabels> = {
  submit: 'Calcular mi tarifa',
  resultsHeading: 'Su estimado de tarifa',
};

export const rateFieldCopy: Translation<typeof English.rateFieldCopy> = {
  monthlyVolume: {
    label: 'Facturación mensual ($)',
    hint: 'Lo que usted factura en un mes normal. No pedimos un volumen mínimo.',
  },
  creditRating: {
    label: 'Calificación de crédito',
    hint: 'El crédito de su negocio, según lo que usted sepa. Nos fijamos sobre todo en el crédito de sus clientes.',
  },
  yearsInBusiness: {
    label: 'Años en el negocio',
    hint: 'Escriba 0 si empezó hace menos de un año: consideramos negocios nuevos desde los 3 meses.',
  },
  industry: {
    label: 'Tipo de carga',
    hint: 'La carga que usted transporta más seguido.',
  },
  advanceRate: {
    label: 'Anticipo deseado (%)',
    hint: 'Qué parte de cada factura quiere recibir por adelantado, del 70 al 95%.',
  },
};

export const creditRatingLabels: Translation<typeof English.creditRatingLabels> = {
  Excellent: 'Excelente',
  Good: 'Bueno',
  Fair: 'Regular',
  Poor: 'Malo',
};

export const industryLabels: Translation<typeof English.industryLabels> = {
  'General Freight': 'Carga general',
  'Dry Van': 'Caja seca (dry van)',
  Refrigerated: 'Caja refrigerada (reefer)',
  Flatbed: 'Plataforma (flatbed)',
  'Hot Shot': 'Hot shot (pickup con plataforma)',
  'Auto Transport': 'Transporte de autos',
  'Heavy Haul': 'Carga pesada (heavy haul)',
  LTL: 'Carga parcial (LTL)',
};

export const riskLabelText: Translation<typeof English.riskLabelText> = {
  'Low Risk': 'Riesgo bajo',
  'Standard Risk': 'Riesgo estándar',
  'Moderate Risk': 'Riesgo moderado',
  'Higher Risk': 'Riesgo más alto',
};

export const rateFieldMessages: Translation<typeof English.rateFieldMessages> = {
  monthlyVolume: 'la facturación mensual',
  creditRating: 'Elija una calificación de crédito.',
  yearsInBusiness: 'los años en el negocio',
  industry: 'Elija un tipo de carga.',
  advanceRate: 'el anticipo deseado',
};

export const rateEstimateRows: Translation<typeof English.rateEstimateRows> = [
  { label: 'Tarifa estimada', value: (estimate) => formatPercent(estimate.rate), featured: true },
  {
    label: 'Rango probable',
    value: (estimate) => `del ${formatPercent(estimate.rangeLow)} al ${formatPercent(estimate.rangeHigh)}`,
  },
  { label: 'Perfil de riesgo', value: (estimate) => riskLabelText[estimate.riskLabel] },
  {
    label: 'Efectivo disponible por semana',
    value: (estimate) => formatUsd(estimate.weeklyCashAccess),
    featured: true,
  },
];

export const weeklyCashNote = `El efectivo disponible por semana es su facturación mensual repartida en ${WEEKS_PER_MONTH} semanas, con el porcentaje de anticipo que usted eligió.`;

export const illustrativeNote =
  'Estos estimados son solo ilustrativos: se calculan únicamente con lo que usted escribe aquí. Su tarifa real depende del crédito de sus clientes y de una breve revisión de su negocio.';
export const firmQuoteLinkText = 'Pida una cotización gratis';
export const firmQuoteAfterLink =
  ' para obtener una tarifa firme: le respondemos en menos de 1 hora en horario de oficina.';

export const staleEstimateNote =
  'Usted cambió un dato. Oprima Calcular mi tarifa para ver un estimado con las cifras nuevas.';

export type Twin = SpanishTwinOf<typeof import('./rate-quote-copy.es'), typeof English>;
