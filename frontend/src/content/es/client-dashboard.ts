import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import type * as English from '@/content/client-dashboard';
import type { SpanishTwinOf, Translation } from '@/config/translation';

/** Copy of the client dashboard stub (docs/product.md#client-dashboard, 'Please log in'). */
export const clientDashboardCopy: Translation<typeof English.clientDashboardCopy> = {
  checking: {
    heading: 'Panel del cliente',
    lede: 'Cargando su cuenta…',
  },
  signedOut: {
    heading: 'Por favor, inicie sesión',
    lede: 'Inicie sesión para ver el resumen de su cuenta. Si ya había iniciado sesión, es posible que su sesión haya terminado en este dispositivo.',
    action: { label: 'Ir al acceso de clientes', to: paths.client.login },
  },
  // "Le damos la bienvenida" rather than "Bienvenido": the same words greet a man or a woman.
  welcome: (name: string) =>
    name ? `Le damos la bienvenida de nuevo, ${name}` : 'Le damos la bienvenida de nuevo',
  lede: `Su cuenta de ${brand.name} de un vistazo.`,
  account: {
    heading: 'Datos de la cuenta',
    name: 'Nombre',
    email: 'Correo electrónico',
    company: 'Compañía',
    notProvided: 'No lo proporcionó',
  },
  quickActions: {
    heading: 'Acciones rápidas',
    submitInvoice: 'Enviar una factura',
    viewBalance: 'Ver el saldo de la cuenta',
    submitInvoiceMessage: `El envío de facturas se abre en el portal completo de clientes, que estamos preparando para su cuenta. Hasta que esté listo, mande sus facturas a su gerente de cuenta o a ${brand.supportEmail} y se las financiaremos como siempre.`,
    viewBalanceMessage: `El saldo de su cuenta aparecerá en el portal completo de clientes, que estamos preparando para su cuenta. Hasta que esté listo, mándenos un mensaje de texto al ${brand.textNumber} o escríbanos a ${brand.supportEmail} y su gerente de cuenta se lo enviará.`,
    portalLink: { label: 'Ir al acceso de clientes', to: paths.client.login },
  },
  portalNotice: {
    heading: 'Estamos preparando su portal completo de clientes',
    text: `Estamos preparando su portal seguro para que envíe facturas, dé seguimiento a sus pagos y descargue sus estados de cuenta. Le mandaremos un correo en cuanto esté listo. ¿Tiene preguntas mientras tanto? Mándenos un mensaje de texto al ${brand.textNumber} o escríbanos a ${brand.supportEmail}.`,
  },
  logout: 'Cerrar sesión',
};

export type Twin = SpanishTwinOf<typeof import('./client-dashboard'), typeof English>;
