import { MC_NUMBER_MAX_DIGITS } from '@trucking-finance/contracts';
import type * as English from '@/content/client-brokers';
import type { SpanishTwinOf, Translation } from '@/config/translation';

/** Copy of the broker check (docs/product.md#broker-check). */
export const clientBrokersCopy: Translation<typeof English.clientBrokersCopy> = {
  heading: 'Revisar un broker',
  lede: 'Antes de aceptar una carga, vea si compramos las facturas de ese broker (el intermediario de carga), si la Administración Federal de Seguridad de Autotransportes (FMCSA) le permite operar y qué tan rápido suele pagar.',
  form: {
    heading: 'Busque un broker',
    label: 'Número MC del broker',
    hint: 'Solo dígitos, como aparece en la rate confirmation (la confirmación de tarifa), por ejemplo 123456.',
    required: 'Por favor, escriba el número MC del broker',
    invalid: `Un número MC tiene de 1 a ${MC_NUMBER_MAX_DIGITS} dígitos, por ejemplo 123456.`,
    submit: 'Revisar broker',
    checking: 'Revisando...',
  },
  result: {
    heading: (mcNumber: string) => `Broker con número MC ${mcNumber}`,
    name: 'Nombre',
    nameUnknown: 'La FMCSA no tiene ningún nombre registrado para este número MC.',
    decision: '¿Compramos las facturas de este broker?',
    decisions: {
      approved: 'Compramos las facturas de este broker.',
      review: 'Estamos revisando a este broker: envíe su factura y le confirmaremos antes de financiarla.',
      declined: 'No podemos comprar las facturas de este broker.',
    },
    authority: 'Autorizado para operar',
    authorityYes: 'Sí: la FMCSA le permite operar a este broker.',
    authorityNo: 'No: por ahora la FMCSA no le permite operar a este broker.',
    authorityUnknown: 'No pudimos revisar este dato con la FMCSA.',
    daysToPay: 'Promedio de días para pagar',
    days: (days: number) => (days === 1 ? '1 día' : `${days} días`),
    daysUnknown: 'Todavía no hay suficiente historial',
  },
  failures: {
    invalid: 'No se aceptó ese número MC. Por favor, revíselo e inténtelo de nuevo.',
    unavailable:
      'La FMCSA no responde en este momento, así que no pudimos revisar a este broker. Por favor, inténtelo de nuevo en unos minutos.',
    rateLimited: 'Demasiadas consultas. Por favor, espere un minuto e inténtelo de nuevo.',
    failed: 'No pudimos revisar a este broker en este momento. Por favor, inténtelo de nuevo en un momento.',
  },
};

export type Twin = SpanishTwinOf<typeof import('./client-brokers'), typeof English>;
