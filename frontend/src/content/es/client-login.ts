import { CLIENT_SIGN_IN_LINK_MINUTES } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import type * as English from '@/content/client-login';
import type { SpanishTwinOf, Translation } from '@/config/translation';

/** Copy of the client login page (docs/product.md#client-login): sign-in by emailed link, no password. */
export const clientLoginCopy: Translation<typeof English.clientLoginCopy> = {
  eyebrow: 'Portal de clientes',
  heading: 'Acceso de clientes',
  lede: 'Inicie sesión en su portal de clientes para revisar a un broker (el intermediario de carga) antes de aceptar una carga y para ver su cuenta de un vistazo.',
  form: {
    heading: 'Inicie sesión en su cuenta',
    intro:
      'Escriba el correo electrónico registrado en su cuenta. Le mandaremos por correo un enlace para iniciar sesión: no necesita contraseña.',
    emailLabel: 'Correo electrónico',
    emailRequired: 'Por favor, escriba su correo electrónico',
    emailInvalid: 'Por favor, escriba un correo electrónico válido, por ejemplo nombre@empresa.com',
    submit: 'Enviarme un enlace de acceso',
    sending: 'Enviando...',
  },
  linkSent: {
    heading: 'Revise su correo',
    text: (email: string) =>
      `Si ${email} pertenece a una cuenta de cliente, ya va en camino un enlace de acceso. Funciona una sola vez, durante ${CLIENT_SIGN_IN_LINK_MINUTES} minutos. Si no le llega en unos minutos, revise su carpeta de correo no deseado (spam).`,
    again: 'Enviar otro enlace',
  },
  landing: {
    verifying: 'Iniciando su sesión...',
    refused: `Este enlace de acceso ya no funciona: cada enlace sirve una sola vez, durante ${CLIENT_SIGN_IN_LINK_MINUTES} minutos. Pida uno nuevo aquí abajo.`,
    failed:
      'No pudimos iniciar su sesión en este momento porque falló la conexión. Por favor, inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
  },
  failures: {
    rateLimited: 'Demasiadas solicitudes. Por favor, espere un minuto e inténtelo de nuevo.',
    failed:
      'No pudimos enviar su enlace en este momento. Por favor, revise su conexión e inténtelo de nuevo.',
  },
  forgotPassword: {
    question: '¿Olvidó su contraseña?',
    answer: `No hay ninguna contraseña que olvidar. Cada vez que inicia sesión, le mandamos por correo un enlace nuevo: escriba arriba su correo electrónico y abra el enlace antes de que pasen ${CLIENT_SIGN_IN_LINK_MINUTES} minutos.`,
  },
  newClient: { text: `¿Todavía no es cliente de ${brand.name}?`, label: 'Empiece aquí', to: paths.getQuote },
  applicationStatus: {
    text: '¿Ya nos envió una solicitud?',
    label: 'Consulte el estado de su solicitud',
    to: paths.applicationStatus,
  },
  backHome: { label: 'Volver al inicio', to: paths.home },
  support: {
    heading: '¿Necesita ayuda para iniciar sesión?',
    textLead: 'Mándenos un mensaje de texto al',
    emailLead: 'o escríbanos a',
    closing: 'y su gerente de cuenta le ayudará a entrar.',
  },
};

export type Twin = SpanishTwinOf<typeof import('./client-login'), typeof English>;
