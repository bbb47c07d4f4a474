import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import type * as English from '@/content/client-portal';
import type { SpanishTwinOf, Translation } from '@/config/translation';

/**
 * Copy the client portal's pages share (docs/product.md#client-portal): its navigation, the state
 * before the browser has read the session, 'Please log in', and the submit page's placeholder.
 */
export const clientPortalCopy: Translation<typeof English.clientPortalCopy> = {
  navigation: {
    label: 'Portal de clientes',
    links: [
      { label: 'Panel', to: paths.client.dashboard },
      { label: 'Enviar factura', to: paths.client.submitInvoice },
      { label: 'Revisar brokers', to: paths.client.brokers },
    ],
  },
  checking: {
    headings: {
      [paths.client.dashboard]: 'Panel del cliente',
      [paths.client.submitInvoice]: 'Enviar una factura',
      [paths.client.brokers]: 'Revisar un broker',
    },
    lede: 'Cargando su cuenta…',
    loadingPage: 'Cargando la página…',
  },
  signedOut: {
    heading: 'Por favor, inicie sesión',
    lede: 'Inicie sesión para ver el resumen de su cuenta. Si ya había iniciado sesión, es posible que su sesión haya terminado en este dispositivo.',
    sessionEnded:
      'Su sesión terminó. Por favor, vuelva a iniciar sesión: le mandaremos por correo un enlace nuevo.',
    action: { label: 'Ir al acceso de clientes', to: paths.client.login },
  },
  submitInvoice: {
    heading: 'Enviar una factura',
    lede: 'Mándenos una carga entregada con sus documentos y reciba su anticipo.',
    notYet: 'El envío de cargas desde este portal llega con nuestra próxima actualización.',
    meanwhile: `Mientras tanto, mande su factura con la rate confirmation (la confirmación de tarifa) y el bill of lading (el conocimiento de embarque) firmado a su gerente de cuenta o a ${brand.supportEmail}, y se la financiaremos como siempre.`,
    back: { label: 'Volver a su panel', to: paths.client.dashboard },
  },
};

export type Twin = SpanishTwinOf<typeof import('./client-portal'), typeof English>;
