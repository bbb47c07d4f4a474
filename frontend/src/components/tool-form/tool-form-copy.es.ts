import type { SpanishTwinOf, Translation } from '@/config/translation';
import type * as English from './tool-form-copy';

/*
 * The messages name the field after "Para" or as an object ("Escriba el monto de la factura…"),
 * never as the subject, so no adjective has to agree with it: the nouns carry their article
 * ("el monto de la factura", "la tarifa de anticipo").
 */
export const toolFormCopy: Translation<typeof English.toolFormCopy> = {
  resetLabel: 'Restablecer',
  numberMessages: {
    notANumber: (noun: string) => `Escriba ${noun} con números.`,
    outOfRange: (noun: string, min: string, max: string) =>
      `Para ${noun}, escriba un valor entre ${min} y ${max}.`,
    negative: (noun: string) => `Para ${noun}, escriba un valor que no sea negativo.`,
    belowMinimum: (noun: string, min: string) => `Para ${noun}, escriba ${min} o más.`,
  },
};

/** Limits as the tools print them, with the US-Spanish number format (1,000 y 1.5). */
export const limitFormats: Translation<typeof English.limitFormats> = {
  dollars: (limit: number): string => `$${limit.toLocaleString('es-US')}`,
  percent: (limit: number): string => `${limit}%`,
  days: (limit: number): string => `${limit} ${limit === 1 ? 'día' : 'días'}`,
  years: (limit: number): string => `${limit} ${limit === 1 ? 'año' : 'años'}`,
};

export type Twin = SpanishTwinOf<typeof import('./tool-form-copy.es'), typeof English>;
