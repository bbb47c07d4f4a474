import { brand } from '@/content/brand';
import type * as English from '@/content/fuel-card-application';
import type { SpanishTwinOf, Translation } from '@/config/translation';
import { fuelCardOutboxCopy } from './lead-outbox';

export const fuelCardHero: Translation<typeof English.fuelCardHero> = {
  eyebrow: 'Programa de tarjeta de combustible para flotillas',
  heading: 'Solicitud de tarjeta de combustible para flotillas',
  lede: 'Ahorre hasta 15 centavos por galón en las estaciones de la red y hasta 3 centavos en todas las demás, sin cuotas mensuales y sin contratos. Haga su solicitud en unos minutos.',
};

export const fuelCardShowcase: Translation<typeof English.fuelCardShowcase> = {
  heading: 'El programa de tarjeta de combustible para flotillas',
  text: `Una tarjeta para cada camión de su flotilla, con el respaldo del mismo equipo que financia sus facturas. ${brand.name} le abre la cuenta, le envía sus tarjetas y le contesta el teléfono día y noche.`,
  highlights: [
    { value: 'Hasta 15 centavos', label: 'de descuento por galón en las estaciones de la red' },
    { value: 'Hasta 3 centavos', label: 'de descuento por galón en todas las demás' },
    { value: '4,000-12,000+', label: 'estaciones de combustible en todo el país' },
  ],
  features: [
    'Sin cuotas mensuales',
    'Sin contratos',
    'Envío gratis al día siguiente en su primer pedido de tarjetas',
    'Soporte 24/7',
  ],
  applyLabel: 'Solicite su tarjeta',
};

export const fuelCardBenefits: Translation<typeof English.fuelCardBenefits> = {
  heading: 'Por qué las flotillas eligen nuestra tarjeta',
  items: [
    {
      title: 'Ahorro de verdad en la bomba',
      text: 'Hasta 15 centavos menos por galón en la red y hasta 3 centavos en todas las demás estaciones: se nota en cada carga.',
    },
    {
      title: 'Combustible por donde usted anda',
      text: 'De 4,000 a más de 12,000 estaciones de combustible, para que sus choferes nunca estén lejos de un descuento.',
    },
    {
      title: 'Nada que lo amarre',
      text: 'Sin cuotas mensuales y sin contratos. Usted se queda con la tarjeta porque le ahorra dinero.',
    },
    {
      title: 'Sus tarjetas llegan rápido',
      text: 'Su primer pedido de tarjetas se envía gratis al día siguiente.',
    },
    {
      title: 'Ayuda a cualquier hora',
      text: 'Soporte 24/7 y un gerente de cuenta dedicado que conoce su flotilla. Hablamos español.',
    },
  ],
};

/** The application form's own words on the Spanish site (content/fuel-card-application.ts). */
export const fuelCardFormCopy: Translation<typeof English.fuelCardFormCopy> = {
  heading: 'Solicite la tarjeta de combustible para flotillas',
  intro: 'Cuéntenos sobre su flotilla y le abrimos su cuenta. Solo los comentarios son opcionales.',
  terms: `Acepto recibir comunicaciones de ${brand.name} sobre mi solicitud de tarjeta de combustible y acepto los Términos de uso.`,
  termsReminder:
    'Llene todos los campos obligatorios y marque la casilla de aceptación para enviar su solicitud.',
  termsHint: {
    before: 'Lea los',
    termsLink: 'Términos de uso',
    between: 'y nuestra',
    privacyLink: 'Política de privacidad',
  },
  submit: {
    idle: 'Enviar solicitud',
    submitting: 'Enviando solicitud...',
    submitted: '¡Solicitud enviada!',
  },
  success: {
    title: '¡Solicitud de tarjeta de combustible enviada!',
    description:
      'Nos comunicaremos con usted en menos de 1 hora en horario de oficina. Código de referencia: ',
  },
  confirmation: {
    heading: 'Recibimos su solicitud de tarjeta de combustible',
    nextSteps: [
      'Nuestro equipo de tarjetas de combustible revisa su solicitud y los datos de su flotilla.',
      'Le llamamos al número que nos dio para confirmar su programa y los límites de sus tarjetas.',
      'Una vez aprobada la solicitud, le enviamos sus tarjetas con las instrucciones para activarlas.',
    ],
    startOver: 'Empezar una nueva solicitud',
  },
  failure: {
    title: 'Algo salió mal',
    description: 'No se pudo enviar la solicitud. Inténtelo de nuevo.',
  },
  outbox: fuelCardOutboxCopy,
};

export const fuelCardContact: Translation<typeof English.fuelCardContact> = {
  heading: '¿Tiene preguntas antes de hacer su solicitud?',
  text: 'Nuestro equipo de tarjetas de combustible le atiende 24/7. Hablamos español.',
};

export type Twin = SpanishTwinOf<typeof import('./fuel-card-application'), typeof English>;
