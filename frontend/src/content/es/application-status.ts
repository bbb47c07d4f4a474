import type * as English from '@/content/application-status';
import type { SpanishTwinOf, Translation } from '@/config/translation';

/** "28 de noviembre de 2025", as docs/spanish-style.md writes dates. */
// Made on first use, not while the page loads (docs/architecture.md#first-load).
let dateFormat: Intl.DateTimeFormat | undefined;
const longDate = (iso: string): string =>
  (dateFormat ??= new Intl.DateTimeFormat('es-US', { dateStyle: 'long' })).format(new Date(iso));

/** The application status page on the Spanish site (content/application-status.ts). */
export const applicationStatusCopy: Translation<typeof English.applicationStatusCopy> = {
  eyebrow: 'Su solicitud',
  heading: '¿Cómo va mi solicitud?',
  lede: 'Escriba el código de referencia que aparece en su confirmación y el correo electrónico que usó, y le diremos en qué etapa está su solicitud.',
  form: {
    heading: 'Consulte el estado de su solicitud',
    intro:
      'Los dos datos deben coincidir con la solicitud que nos envió. El código de referencia son los 8 caracteres que le mostramos cuando la envió.',
    referenceLabel: 'Código de referencia',
    referenceHint: 'Por ejemplo 3f2a9c1e',
    referenceRequired: 'Escriba su código de referencia',
    referenceInvalid: 'Un código de referencia tiene 8 letras y dígitos, por ejemplo 3f2a9c1e',
    emailLabel: 'Correo electrónico',
    emailRequired: 'Escriba su correo electrónico',
    emailInvalid: 'Escriba un correo electrónico válido, por ejemplo nombre@empresa.com',
    submit: 'Consultar el estado',
    submitting: 'Consultando...',
  },
  notFound:
    'No encontramos ninguna solicitud con ese código de referencia y ese correo electrónico. Revise los dos datos e inténtelo de nuevo.',
  rateLimited: 'Demasiados intentos. Espere un minuto e inténtelo de nuevo.',
  failed:
    'No pudimos consultar el estado de su solicitud en este momento. Inténtelo de nuevo en unos momentos.',
  resultHeading: 'Su solicitud',
  kindLabel: 'Tipo de solicitud',
  statusLabel: 'Estado',
  kinds: {
    quotes: 'Solicitud de cotización',
    'fuel-card-applications': 'Solicitud de tarjeta de combustible',
  },
  statuses: {
    received: { label: 'Recibida', detail: 'Ya tenemos su solicitud y nos comunicaremos con usted pronto.' },
    'in-review': { label: 'En revisión', detail: 'Nuestro equipo está revisando su solicitud.' },
    contacted: {
      label: 'Ya nos comunicamos',
      detail:
        'Ya nos pusimos en contacto con usted. Esté pendiente de su teléfono y de su correo para los siguientes pasos.',
    },
    closed: {
      label: 'Cerrada',
      detail: 'Esta solicitud está cerrada. Llámenos si tiene alguna pregunta.',
    },
  },
  submittedOn: (iso: string): string => `Enviada el ${longDate(iso)}`,
};

export type Twin = SpanishTwinOf<typeof import('./application-status'), typeof English>;
