import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import type * as English from '@/content/client-login';
import type { SpanishTwinOf, Translation } from '@/config/translation';

/** Copy of the client login page (docs/product.md#client-login). */
export const clientLoginCopy: Translation<typeof English.clientLoginCopy> = {
  eyebrow: 'Portal de clientes',
  heading: 'Acceso de clientes',
  lede: 'Inicie sesión en su portal seguro de clientes para enviar facturas, dar seguimiento a sus pagos y descargar sus estados de cuenta.',
  form: {
    heading: 'Inicie sesión en su cuenta',
    intro:
      'Escriba el correo electrónico registrado en su cuenta. El portal seguro se abre en una pestaña nueva para que termine de iniciar sesión.',
    emailLabel: 'Correo electrónico',
    emailRequired: 'Por favor, escriba su correo electrónico',
    emailInvalid: 'Por favor, escriba un correo electrónico válido, por ejemplo nombre@empresa.com',
    submit: 'Continuar al portal seguro',
    newTab: '(se abre en una pestaña nueva)',
  },
  forgotPassword: '¿Olvidó su contraseña?',
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
