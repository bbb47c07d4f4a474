import { formatPercent, formatUsd } from '@trucking-finance/contracts';
import { limitFormats } from '@/components/tool-form/parse-bounded-number';
import type { SpanishTwinOf, Translation } from '@/config/translation';
import type * as English from './factoring-calculator-copy';

/*
 * Amounts and rates use formatUsd and formatPercent: they already write the US-Spanish convention
 * of docs/spanish-style.md ($4,850.00, 3.00%), the same as es-US.
 */

export const factoringCalculatorLabels: Translation<typeof English.factoringCalculatorLabels> = {
  submit: 'Calcular',
  resultsHeading: 'Su estimado de factoring',
};

// The English type itself (its copy is already `string`), so each `key` stays a calculator input.
export const factoringInputs: typeof English.factoringInputs = [
  {
    key: 'invoiceAmount',
    label: 'Monto de la factura ($)',
    hint: 'El valor total de la factura que usted factorizaría.',
    noun: 'el monto de la factura',
    formatLimit: limitFormats.dollars,
  },
  {
    key: 'advanceRate',
    label: 'Porcentaje de anticipo (%)',
    hint: 'La parte de la factura que le pagamos por adelantado. Anticipamos hasta el 95%.',
    noun: 'el porcentaje de anticipo',
    formatLimit: limitFormats.percent,
  },
  {
    key: 'factoringRate',
    label: 'Tarifa de factoring (%)',
    hint: 'La comisión por cada 30 días hasta que su cliente pague. Nuestras tarifas empiezan desde el 1.5%.',
    noun: 'la tarifa de factoring',
    formatLimit: limitFormats.percent,
  },
  {
    key: 'paymentTerms',
    label: 'Plazo de pago (días)',
    hint: 'Cuánto tarda su cliente en pagar la factura, por ejemplo 30, 45 o 60 días.',
    noun: 'el plazo de pago',
    formatLimit: limitFormats.days,
  },
];

export const factoringResultRows: Translation<typeof English.factoringResultRows> = [
  { label: 'Monto del anticipo', value: (result) => formatUsd(result.advance) },
  { label: 'Comisión de factoring', value: (result) => formatUsd(result.fee) },
  { label: 'Monto de la reserva', value: (result) => formatUsd(result.reserve) },
  { label: 'Pago final', value: (result) => formatUsd(result.finalPayout) },
  { label: 'Total recibido', value: (result) => formatUsd(result.totalReceived), featured: true },
  { label: 'Tarifa efectiva', value: (result) => formatPercent(result.effectiveRate) },
];

export const annualRateLabel = 'Comisión como tasa anual';
export const annualRateNotApplicable = 'No aplica';

export const payoutTimingNote =
  'El anticipo le llega dentro de las 24 horas siguientes a la aprobación; el pago final, que es su reserva menos la comisión, le llega cuando su cliente paga la factura.';

export const staleResultsNote =
  'Usted cambió un dato. Oprima Calcular para ver los resultados con las cifras nuevas.';

export type Twin = SpanishTwinOf<typeof import('./factoring-calculator-copy.es'), typeof English>;
