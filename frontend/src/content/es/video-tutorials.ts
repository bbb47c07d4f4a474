import { paths } from '@/config/paths';
import type * as English from '@/content/video-tutorials';
import type { VideoThumbnail, VideoTutorial } from '@/content/video-tutorials';
import type { SpanishTwinOf, Translation } from '@/config/translation';

export type { VideoThumbnail, VideoTutorial } from '@/content/video-tutorials';

// The English module's stand-in thumbnails (docs/product.md#video-tutorials), unchanged.
const featuredThumbnail: VideoThumbnail = { src: '/api/placeholder/640/360', width: 640, height: 360 };
const thumbnail: VideoThumbnail = { src: '/api/placeholder/400/225', width: 400, height: 225 };

export const videoTutorialsCopy: Translation<typeof English.videoTutorialsCopy> = {
  title: 'Tutoriales en video',
  audienceLabel: 'Solo para clientes actuales',
  durationLabel: 'Duración',
  watchLabel: 'Ver',
  clientsOnly: {
    text: (title: string) =>
      `“${title}” es solo para clientes actuales. Inicie sesión en el portal de clientes para verlo.`,
    loginLink: { label: 'Acceso para clientes', to: paths.client.login },
    quoteText: '¿Todavía no es cliente?',
    quoteLink: { label: 'Solicite una cotización gratis', to: paths.getQuote },
  },
  inPortal: {
    text: (title: string) =>
      `Este tutorial se reproduce en el portal de clientes, no en esta página: abra su panel de cliente para ver “${title}”.`,
    dashboardLink: { label: 'Ir a mi panel de cliente', to: paths.client.dashboard },
  },
};

export const videoTutorials: readonly VideoTutorial[] = [
  {
    id: 'first-invoice',
    title: 'Cómo enviar su primera factura en el portal de clientes',
    description:
      'Suba una factura con su rate confirmation (la confirmación de tarifa) y el BOL (el bill of lading o conocimiento de embarque) firmado, revise el anticipo y siga la factura hasta que le llegue el dinero.',
    duration: '6:30',
    featured: true,
    thumbnail: featuredThumbnail,
  },
  {
    id: 'mobile-app-uploads',
    title: 'Cómo subir rate confirmations y BOLs con la aplicación móvil',
    description:
      'Escanee los papeles desde la cabina con la cámara de su teléfono, para que sus facturas entren el mismo día que entrega la carga.',
    duration: '4:45',
    featured: true,
    thumbnail: featuredThumbnail,
  },
  {
    id: 'funding-reserve-report',
    title: 'Cómo leer su reporte de fondos y reservas',
    description:
      'Qué significa cada columna: los anticipos pagados, las comisiones, las reservas retenidas y liberadas, y las facturas que siguen abiertas.',
    duration: '7:15',
    featured: false,
    thumbnail,
  },
  {
    id: 'customer-credit-approval',
    title: 'Cómo agregar un cliente nuevo para la aprobación de crédito',
    description:
      'Mande a revisar el crédito de un broker (el intermediario de carga) o de un shipper (el dueño de la mercancía) antes de mover la carga, y vea en el portal su límite y su aprobación.',
    duration: '5:20',
    featured: false,
    thumbnail,
  },
  {
    id: 'fuel-card-activation',
    title: 'Cómo activar y administrar las tarjetas de combustible de su flotilla',
    description:
      'Active tarjetas nuevas, asígnelas a sus choferes y camiones, configure los números PIN y reemplace en minutos una tarjeta perdida.',
    duration: '9:10',
    featured: false,
    thumbnail,
  },
  {
    id: 'fuel-card-controls',
    title: 'Cómo configurar los controles de compra de las tarjetas de combustible',
    description:
      'Limite cada tarjeta por tipo de combustible, galones, monto en dólares y hora del día, para que cada galón vaya a dar a sus camiones.',
    duration: '8:05',
    featured: false,
    thumbnail,
  },
];

export type Twin = SpanishTwinOf<typeof import('./video-tutorials'), typeof English>;
