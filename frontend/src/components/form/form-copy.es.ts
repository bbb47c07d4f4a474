import type { SpanishTwinOf, Translation } from '@/config/translation';
import type * as English from './form-copy';

/** The shared form parts' own words on the Spanish site (form-copy.ts). */
export const fieldCopy: Translation<typeof English.fieldCopy> = {
  selectPlaceholder: 'Seleccione una opción',
  optionalLabel: (label: string): string => `${label} (opcional)`,
};

/** "a. m." and "p. m." with a space, as docs/spanish-style.md writes them, whatever the browser's Intl prints. */
const clock = (time: string): string => time.replace(/([ap])\.\s?m\./g, '$1.\u00a0m.');
/** "a la 1:30 p. m.", "a las 10:42 a. m.". */
const theHour = (time: string): string => `${/^1\D/.test(time) ? 'la' : 'las'} ${clock(time)}`;
/** "lunes, 1 de diciembre" as a sentence says it: "el lunes 1 de diciembre". */
const theDay = (day: string): string => `el ${day.replace(',', '')}`;

export const leadConfirmationCopy: Translation<typeof English.leadConfirmationCopy> = {
  locale: 'es-US',
  reference: 'Código de referencia:',
  nextStepsHeading: 'Lo que sigue',
  questions: '¿Tiene preguntas mientras tanto?',
  // "Llame al (801) 555-0199".
  call: 'Llame al',
  today: 'hoy',
  onDay: theDay,
  callBy: (time: string, when: string): string => `Le llamaremos ${when} a más tardar a ${theHour(time)}.`,
  callNextMorning: (day: string, from: string, by: string): string =>
    `En este momento nuestra oficina está cerrada (el horario de oficina es de lunes a viernes, de 7 a. m. a 3 p. m.). Le llamaremos el siguiente día hábil por la mañana, ${theDay(day)}, entre ${theHour(from)} y ${theHour(by)}.`,
};

export type Twin = SpanishTwinOf<typeof import('./form-copy.es'), typeof English>;
