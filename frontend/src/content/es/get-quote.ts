import { brand } from '@/content/brand';
import type * as English from '@/content/get-quote';
import type { SpanishTwinOf, Translation } from '@/config/translation';
import { quoteOutboxCopy } from './lead-outbox';

export const getQuoteHero: Translation<typeof English.getQuoteHero> = {
  eyebrow: 'Cotización gratis, sin compromiso',
  heading: 'Pida su cotización gratis',
  lede: 'Cuéntenos sobre su negocio de transporte y un especialista en financiamiento le dará su cotización en menos de 1 hora, en horario de oficina. Anticipos de hasta el 95%, tarifas desde el 1.5% y sin contratos a largo plazo.',
};

export const getQuoteSidebar: Translation<typeof English.getQuoteSidebar> = {
  label: 'Hable con nosotros',
  call: {
    heading: '¿Prefiere hablar por teléfono?',
    text: 'Llame directamente a un especialista en financiamiento. Le atendemos en español.',
    hours: 'De lunes a viernes, de 7 a. m. a 3 p. m. (hora de la montaña, MST)',
  },
  holidayNotice: {
    heading: 'Aviso sobre los días feriados federales',
    text: 'En los días feriados federales no se envían, reciben ni procesan fondos. Las transacciones que se pidan en un día feriado pasan al siguiente día hábil.',
  },
  cards: [
    {
      icon: 'clock',
      title: 'Respuesta rápida',
      text: 'Contestamos cada solicitud de cotización en menos de 1 hora, en horario de oficina.',
    },
    {
      icon: 'bolt',
      title: 'Fondos rápidos',
      text: 'Una vez aprobado, reciba sus fondos en menos de 24 horas, con un anticipo de hasta el 95% del valor de su factura.',
    },
  ],
};

/** The quote form's own words on the Spanish site (content/get-quote.ts). */
export const quoteFormCopy: Translation<typeof English.quoteFormCopy> = {
  heading: 'Solicite su cotización',
  intro:
    'Todos los campos son obligatorios. Le toma unos dos minutos, y una cotización nunca es un compromiso.',
  terms: `Acepto recibir comunicaciones de ${brand.name} y entiendo que solicitar una cotización no me compromete a factorizar mis facturas.`,
  termsReminder: 'Marque la casilla de aceptación de arriba para enviar su solicitud.',
  termsHint: { text: 'Cómo usamos sus datos:', privacyLink: 'Política de privacidad' },
  submit: {
    idle: 'Pedir mi cotización gratis',
    submitting: 'Enviando...',
    submitted: '¡Cotización enviada!',
  },
  success: {
    title: '¡Solicitud de cotización enviada!',
    description:
      'Nos comunicaremos con usted en menos de 1 hora en horario de oficina. Código de referencia: ',
  },
  confirmation: {
    heading: 'Recibimos su solicitud de cotización',
    nextSteps: [
      'Un especialista en financiamiento lee su solicitud y calcula su tarifa.',
      'Le llamamos al número que nos dio para revisar su cotización con usted y contestar sus preguntas.',
      'Si decide seguir adelante, abrimos su cuenta y puede recibir sus fondos en menos de 24 horas después de la aprobación.',
    ],
    startOver: 'Empezar una nueva solicitud de cotización',
  },
  failure: {
    title: 'Algo salió mal',
    description: 'Hubo un problema al enviar su solicitud. Inténtelo de nuevo.',
  },
  outbox: quoteOutboxCopy,
};

export type Twin = SpanishTwinOf<typeof import('./get-quote'), typeof English>;
