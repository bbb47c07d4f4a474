import type * as English from '@/content/lead-outbox';
import type { SpanishTwinOf, Translation } from '@/config/translation';

/*
 * What the Spanish lead forms say about a submission kept on this device when the server did not
 * answer (content/lead-outbox.ts).
 */

export const quoteOutboxCopy: Translation<typeof English.quoteOutboxCopy> = {
  saved: {
    title: 'Solicitud guardada en este dispositivo',
    description:
      'No pudimos comunicarnos con nuestro servidor, así que su solicitud de cotización quedó guardada en este dispositivo. Se enviará sola en cuanto vuelva la conexión, incluso si cierra esta página y vuelve a visitarnos dentro de las próximas 24 horas. No hace falta enviarla dos veces.',
  },
  sent: {
    title: 'Ya se envió su solicitud de cotización guardada',
    description:
      'Nos comunicaremos con usted en menos de 1 hora en horario de oficina. Código de referencia: ',
  },
  refused: {
    title: 'No se aceptó su solicitud de cotización guardada',
    description:
      'No pudimos aceptar la solicitud de cotización que estaba guardada en este dispositivo, así que la borramos. Llene el formulario de nuevo o llámenos por teléfono.',
  },
  expired: {
    title: 'No se envió su solicitud de cotización guardada',
    description:
      'La solicitud de cotización que estaba guardada en este dispositivo no se pudo enviar en 24 horas, así que la borramos. Llene el formulario de nuevo o llámenos por teléfono.',
  },
};

export const fuelCardOutboxCopy: Translation<typeof English.fuelCardOutboxCopy> = {
  saved: {
    title: 'Solicitud de tarjeta guardada en este dispositivo',
    description:
      'No pudimos comunicarnos con nuestro servidor, así que su solicitud de tarjeta de combustible quedó guardada en este dispositivo. Se enviará sola en cuanto vuelva la conexión, incluso si cierra esta página y vuelve a visitarnos dentro de las próximas 24 horas. No hace falta enviarla dos veces.',
  },
  sent: {
    title: 'Ya se envió su solicitud de tarjeta de combustible guardada',
    description:
      'Nos comunicaremos con usted en menos de 1 hora en horario de oficina. Código de referencia: ',
  },
  refused: {
    title: 'No se aceptó su solicitud de tarjeta de combustible guardada',
    description:
      'No pudimos aceptar la solicitud de tarjeta de combustible que estaba guardada en este dispositivo, así que la borramos. Llene el formulario de nuevo o llámenos por teléfono.',
  },
  expired: {
    title: 'No se envió su solicitud de tarjeta de combustible guardada',
    description:
      'La solicitud de tarjeta de combustible que estaba guardada en este dispositivo no se pudo enviar en 24 horas, así que la borramos. Llene el formulario de nuevo o llámenos por teléfono.',
  },
};

export type Twin = SpanishTwinOf<typeof import('./lead-outbox'), typeof English>;
