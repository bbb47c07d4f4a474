import type { FeeEstimate } from '@trucking-finance/contracts';
import type * as English from '@/content/quote-estimate';
import type { SpanishTwinOf, Translation } from '@/config/translation';

/** "1.6%": decimal point, as US Spanish writes it (docs/spanish-style.md). */
const percent = (value: number): string => `${value.toFixed(1)}%`;

/** The instant estimate on the Spanish site (content/quote-estimate.ts). */
export const quoteEstimateCopy: Translation<typeof English.quoteEstimateCopy> = {
  heading: 'Su estimación al instante',
  reference: 'Código de referencia',
  feeLabel: 'Comisión estimada por factura',
  range: (estimate: FeeEstimate): string =>
    estimate.low === estimate.high
      ? `${percent(estimate.low)} por cada 30 días`
      : `Del ${percent(estimate.low)} al ${percent(estimate.high)} por cada 30 días`,
  caveat:
    'Esta es una estimación calculada con sus respuestas, no una oferta. Su tarifa final depende del crédito de los brokers (los intermediarios de carga) y de los shippers (los dueños de la mercancía) para los que usted trabaja, de su tipo de carga, su volumen y sus plazos de pago, y de nuestra revisión de su solicitud.',
  exampleHeading: 'Lo que eso significa en una carga de $5,000',
  statusLead: 'Guarde su código de referencia: puede',
  statusLink: 'consultar cómo va su solicitud',
  statusTail: 'en cualquier momento.',
};

export type Twin = SpanishTwinOf<typeof import('./quote-estimate'), typeof English>;
