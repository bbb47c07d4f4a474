import type { ExternalLoginPayload, FieldErrorCode } from '@trucking-finance/contracts';
import type * as English from '@/content/external-login';
import type { SpanishTwinOf, Translation } from '@/config/translation';

/** Copy of the external-system login tool (docs/product.md#external-login). */
export const externalLoginCopy: Translation<typeof English.externalLoginCopy> = {
  eyebrow: 'Herramientas para clientes',
  heading: 'Acceso con sistema externo',
  lede: 'Inicie sesión con el software de contabilidad o de transporte que ya usa, y comparta el enlace de acceso de clientes con su equipo o en su propio sitio web.',
  form: {
    heading: 'Inicie sesión con su sistema',
    intro:
      'Elija su sistema y escriba la dirección de inicio de sesión y las credenciales que usa ahí. Se las pasamos a su sistema una sola vez, por una conexión segura, y nunca guardamos su contraseña.',
    systemLabel: 'Sistema',
    // Product names stay as their makers write them; only the two generic choices are translated.
    systemTypeLabels: {
      quickbooks: 'QuickBooks',
      sage: 'Sage',
      xero: 'Xero',
      'trucking-software': 'Software de transporte',
      custom: 'Sistema propio',
    },
    externalUrlLabel: 'URL externa',
    externalUrlHint: 'La dirección de inicio de sesión de su sistema, que empieza con https://',
    usernameLabel: 'Nombre de usuario',
    passwordLabel: 'Contraseña',
    showPassword: 'Mostrar la contraseña',
    hidePassword: 'Ocultar la contraseña',
    submit: 'Entrar y redirigir',
    submitting: 'Conectando...',
    networkError: 'Error de red. Por favor, inténtelo de nuevo.',
    loginFailed: 'No se pudo iniciar sesión con el sistema externo',
  },
  share: {
    heading: 'Comparta el enlace de acceso de clientes',
    intro:
      'Mande este enlace a sus choferes y al personal de su oficina, o agréguelo a su propio sitio web, para que sus clientes siempre lleguen a la página correcta para iniciar sesión.',
    linkLabel: 'Enlace de acceso de clientes',
    copy: 'Copiar el enlace',
    copied: '¡Copiado!',
    copyFailed:
      'No pudimos copiar el enlace. Selecciónelo en el cuadro de arriba y cópielo con Ctrl+C (Cmd+C en una Mac).',
    examplesHeading: 'Ejemplos de integración',
    linkExampleHeading: 'Enlace HTML',
    buttonExampleHeading: 'Botón HTML',
    linkExample: (link: string) => `<a href="${link}" target="_blank" rel="noopener">Acceso de clientes</a>`,
    buttonExample: (link: string) =>
      `<button type="button" onclick="window.open('${link}', '_blank', 'noopener')">\n  Acceso de clientes\n</button>`,
  },
};

/**
 * What the login form says about a field, by the code of its problem, whether the browser found
 * it or the server did (`fields` of an error answer): the Spanish of the sentences the English
 * module takes from the contracts' `messages`.
 */
export function externalLoginFieldMessage(field: keyof ExternalLoginPayload, code: FieldErrorCode): string {
  switch (field) {
    case 'externalUrl':
      return code === 'required'
        ? 'Por favor, escriba una URL externa'
        : 'Por favor, escriba una URL válida, por ejemplo https://portal.example.com/login';
    case 'systemType':
      return 'Por favor, elija su sistema de la lista.';
    default:
      return 'Por favor, escriba su nombre de usuario y su contraseña';
  }
}

export type Twin = SpanishTwinOf<typeof import('./external-login'), typeof English>;
