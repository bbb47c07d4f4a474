import type { FuelCardTier } from '@trucking-finance/contracts';
import type * as English from '@/content/industries';
import { brand } from '@/content/brand';
import { paths } from '@/config/paths';
import type { SpanishTwinOf, Translation } from '@/config/translation';

const fleetTier: FuelCardTier = 'fleet';

export const industriesHero: Translation<typeof English.industriesHero> = {
  eyebrow: 'A quién atendemos',
  heading: 'Sectores que atendemos',
  lede: 'Desde un solo dueño-operador hasta una flotilla de 50 camiones, brokers (intermediarios de carga) y compañías de logística: factoring (la venta de sus facturas por cobrar) pensado para la manera en que cobra cada parte del transporte.',
  action: { label: 'Pida una cotización gratis', to: paths.getQuote },
};

export const industrySegments: Translation<typeof English.industrySegments> = {
  eyebrow: 'Para cada parte del transporte de carga',
  title: 'Financiamiento que se adapta a su operación',
  segments: [
    {
      icon: 'truck',
      title: 'Dueños-operadores',
      description:
        'Usted maneja, despacha y lleva las cuentas. Nosotros le quitamos la espera para cobrar, y usted se enfoca en la siguiente carga.',
      points: [
        'Su dinero en menos de 24 horas después de la entrega',
        'Sin volumen mínimo: factorice una sola carga',
        'Envíe sus papeles desde la aplicación móvil',
        'Ahorro en combustible con la tarjeta de combustible para flotillas',
      ],
    },
    {
      icon: 'users',
      title: 'Flotillas pequeñas y medianas',
      description:
        'Las flotillas de 2 a 50 camiones necesitan efectivo predecible para la nómina, el mantenimiento y el crecimiento. El factoring crece con cada camión que usted suma.',
      points: [
        'Financiamiento que crece con su volumen',
        'Un gerente de cuenta dedicado que conoce su flotilla',
        'Revisión del crédito de los clientes nuevos antes de llevarles carga',
        'Tarjetas de combustible para cada chofer',
      ],
    },
    {
      icon: 'route',
      title: 'Brokers de carga',
      description:
        'Pague rápido a sus transportistas sin esperar a los shippers (los dueños de la mercancía). Conserve a los buenos transportistas y acepte más carga.',
      points: [
        'Efectivo para pagarles a los transportistas antes de que los shippers le paguen a usted',
        'Revisión del crédito de los shippers antes de reservar la carga',
        'Cobranza manejada de forma profesional',
        'El estado de sus facturas en línea, a cualquier hora',
      ],
    },
    {
      icon: 'warehouse',
      title: 'Compañías de logística',
      description:
        'El almacenaje, el despacho y la logística por contrato trabajan con plazos de pago largos. Convierta sus cuentas por cobrar en capital de trabajo.',
      points: [
        'Capital de trabajo para contratos más grandes',
        'Líneas de crédito además del factoring',
        'Condiciones flexibles para clientes que pagan de 30 a 90 días',
        'Cada factura con su seguimiento en el portal en línea',
      ],
    },
  ],
};

export const freightTypes: Translation<typeof English.freightTypes> = {
  eyebrow: 'Cargas que financiamos',
  title: 'Todo tipo de carga que usted transporte',
  intro: 'Si se mueve en camión y su cliente le paga a plazo, podemos factorizar la factura.',
  types: [
    'Caja seca (dry van)',
    'Refrigerada (reefer)',
    'Plataforma (flatbed)',
    'Plataforma baja (step deck)',
    'Carga pesada (heavy haul)',
    'Transporte de autos',
    'Carga consolidada (LTL)',
    'Carga urgente (expedited)',
    'Transporte intermodal',
    'Pipa (tanker)',
    'Construcción',
    'Agrícola',
  ],
};

export const qualification: Translation<typeof English.qualification> = {
  eyebrow: 'Requisitos',
  title: 'Requisitos sencillos para calificar',
  intro: `En ${brand.shortName} nos fijamos más en el crédito de sus clientes que en el suyo. Esto es lo que le pedimos.`,
  requirements: [
    { icon: 'clock', text: 'Por lo menos 3 meses en operación (también consideramos a empresas nuevas)' },
    { icon: 'truck', text: 'Dueños-operadores (owner-operators) y flotillas de 2 a 50 camiones' },
    {
      icon: 'document',
      text: 'Autoridad de operación activa, con sus números DOT y MC (los registros federales que le permiten transportar carga)',
    },
    { icon: 'shield', text: 'Seguro vigente de responsabilidad civil y de carga' },
    { icon: 'user-check', text: 'Clientes con buen crédito en sus facturas' },
  ],
};

export const fuelCardPromo: Translation<typeof English.fuelCardPromo> = {
  eyebrow: 'Tarjeta de combustible para flotillas',
  title: 'Gaste menos en combustible cada vez que llena el tanque',
  text: 'La tarjeta de combustible para flotillas le ahorra hasta 15 centavos por galón en las estaciones de la red, y hasta 3 centavos en todas las demás, en una red de 4,000 a más de 12,000 estaciones.',
  points: [
    'Sin cuotas mensuales y sin contratos',
    'Envío gratis al día siguiente en su primer pedido de tarjetas',
    'Soporte 24/7 en la carretera',
  ],
  action: { label: 'Solicítela ahora', to: `${paths.fuelCardApplication}?tier=${fleetTier}` },
  image: { src: '/images/industries/fuel-card.svg', width: 360, height: 228, alt: '' },
};

export const industriesCallToAction: Translation<typeof English.industriesCallToAction> = {
  title: '¿No sabe en qué grupo encaja?',
  text: 'Díganos qué transporta y para quién. Respondemos las solicitudes de cotización en menos de 1 hora en horario de oficina.',
  action: { label: 'Pida su cotización gratis', to: paths.getQuote },
};

export type Twin = SpanishTwinOf<typeof import('./industries'), typeof English>;
