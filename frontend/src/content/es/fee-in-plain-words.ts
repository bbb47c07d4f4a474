import { formatPercent, formatUsd, type FeeInPlainWords } from '@trucking-finance/contracts';
import type * as English from '@/content/fee-in-plain-words';
import type { SpanishTwinOf } from '@/config/translation';

/*
 * "El broker" goes without its gloss here: the sentence always sits under copy that explains it
 * (the instant estimate's caveat, the Resources page). formatUsd and formatPercent already write
 * the US-Spanish convention of docs/spanish-style.md ($4,500.00, 27.04%), the same as Intl's
 * es-US, which the parity test holds them to.
 */

const daysText = (days: number): string => `${days} ${days === 1 ? 'día' : 'días'}`;

/**
 * The fee on one load in plain words (docs/product.md#the-fee-in-plain-words): what arrives today,
 * what arrives when the broker pays, the fee in dollars, and the fee as a yearly rate beside a loan's APR.
 */
export function feeInPlainWordsText(words: FeeInPlainWords): string {
  const today = words.today > 0 ? `hoy le llegan ${formatUsd(words.today)}` : 'hoy no le llega nada';
  const when = words.paymentTerms > 0 ? `, en ${daysText(words.paymentTerms)}` : '';
  const arrivals = `Sobre una factura de ${formatUsd(words.invoice)}, ${today} y ${formatUsd(words.later)} cuando el broker le pague${when}.`;
  const apr = 'la APR (la tasa de porcentaje anual) de un préstamo';
  if (words.today <= 0) {
    return `${arrivals} La comisión es de ${formatUsd(words.fee)}. Con estas cifras no se le adelanta nada, así que no hay una tasa anual que comparar con ${apr}.`;
  }
  if (words.yearlyRate === null) {
    return `${arrivals} La comisión es de ${formatUsd(words.fee)}. Con un plazo de pago de 0 días no hay espera que pagar, así que la comisión no tiene una tasa anual que comparar con ${apr}.`;
  }
  return `${arrivals} La comisión es de ${formatUsd(words.fee)}, lo que equivale al ${formatPercent(words.yearlyRate)} al año sobre el dinero adelantado: esa cifra, y no la tarifa de factoring, es la que debe comparar con ${apr}.`;
}

export type Twin = SpanishTwinOf<typeof import('./fee-in-plain-words'), typeof English>;
