import type * as English from '@/content/home';
import { brand } from '@/content/brand';
import { paths } from '@/config/paths';
import type { SpanishTwinOf, Translation } from '@/config/translation';

export const homeHero: Translation<typeof English.homeHero> = {
  eyebrow: 'Factoring de facturas para el transporte de carga',
  heading: 'Crecimiento constante y un flujo de efectivo sólido para su compañía de transporte',
  lede: `Con el factoring (la venta de sus facturas por cobrar), ${brand.name} convierte sus facturas de flete en efectivo en menos de 24 horas, con un anticipo de hasta el 95%, tarifas desde el 1.5% y sin contratos a largo plazo.`,
  primaryAction: { label: 'Pida una cotización gratis', to: paths.getQuote },
  secondaryAction: { label: 'Cómo funciona', to: paths.howFactoringWorks },
  image: {
    src: '/images/home/hero-truck.svg',
    width: 560,
    height: 440,
    alt: 'Un camión cargado en la carretera, al pie de la cumbre de una montaña, junto a la confirmación de una factura ya pagada',
  },
};

export const homeTrustStats: Translation<typeof English.homeTrustStats> = {
  label: `Por qué las compañías de transporte confían en ${brand.shortName}`,
  stats: [
    { value: '8+', label: 'Años en el negocio' },
    { icon: 'award', label: 'Miembro de la International Factoring Association' },
    { icon: 'shield', label: 'Miembro de la Utah Trucking Association' },
    { value: '750+', label: 'Clientes satisfechos' },
  ],
};

export const homeBenefits: Translation<typeof English.homeBenefits> = {
  eyebrow: `¿Por qué factorizar con ${brand.shortName}?`,
  title: 'Todo lo que su compañía de transporte necesita para seguir rodando',
  intro:
    'Dinero rápido por las cargas que ya entregó y las herramientas para planear las que vienen, de un solo socio que conoce el transporte de carga.',
  benefits: [
    {
      icon: 'bolt',
      title: 'Financiamiento rápido',
      description:
        'Envíe una factura hoy y tenga hasta el 95% de su valor en su cuenta en menos de 24 horas, muchas veces el mismo día.',
    },
    {
      icon: 'unlock',
      title: 'Sin contratos a largo plazo',
      description:
        'Factorice las facturas que usted elija, cuando usted lo decida. Sin compromisos a largo plazo y sin volumen mínimo.',
    },
    {
      icon: 'percent',
      title: 'Tarifas competitivas',
      description:
        'Tarifas desde el 1.5%, cotizadas por adelantado. Usted sabe cuánto le cuesta cada factura antes de enviarla.',
    },
    {
      icon: 'headset',
      title: 'Atención al cliente 24/7',
      description:
        'Los camiones ruedan de día y de noche, y nosotros también. Hable con una persona de verdad a cualquier hora, en inglés o en español.',
    },
    {
      icon: 'laptop',
      title: 'Portal en línea fácil de usar',
      description:
        'Suba sus facturas, siga sus pagos y consulte su reserva (el saldo restante de cada factura) en el portal en línea o en la aplicación móvil.',
    },
    {
      icon: 'trend',
      title: 'Haga crecer su negocio',
      description:
        'Con efectivo constante puede aceptar clientes nuevos, sumar camiones y decirles que sí a las cargas mejor pagadas.',
    },
    {
      icon: 'fuel',
      title: 'Programa de tarjeta de combustible',
      description:
        'Ahorre hasta 15 centavos por galón en las estaciones de la red, sin cuotas mensuales y sin contratos.',
    },
    {
      icon: 'bank',
      title: 'Líneas de crédito',
      description:
        'Una línea de crédito para pequeños negocios, para reparaciones, seguros y temporadas flojas, lista para cuando la necesite.',
    },
  ],
};

export const homeTestimonials: Translation<typeof English.homeTestimonials> = {
  eyebrow: 'Historias de clientes',
  title: 'Transportistas, flotillas y brokers confían en nosotros',
  intro: `Más de 750 compañías de transporte cuentan con ${brand.shortName} para que su efectivo siga fluyendo.`,
  testimonials: [
    {
      quote:
        'Antes esperaba 45 días a que el broker (el intermediario de carga) me pagara. Ahora mando los papeles desde la parada de camiones y a la mañana siguiente ya tengo el dinero. Por fin manejo mi negocio en vez de andar correteándolo.',
      name: 'Marcus Johnson',
      title: 'Dueño-operador, MJ Freight Lines',
      image: '/images/testimonials/marcus-johnson.svg',
      rating: 5,
    },
    {
      quote:
        'Pasamos de cuatro camiones a once en dos años. Tener a nuestro gerente de cuenta a una llamada de distancia, y poder hablar en español con el equipo, nos facilitó cada paso.',
      name: 'Maria Gonzalez',
      title: 'Presidenta, Gonzalez Transport',
      image: '/images/testimonials/maria-gonzalez.svg',
      rating: 5,
    },
    {
      quote:
        'Pagarles rápido a los transportistas es como conservamos a los buenos. Factorizar con ellos nos permite pagarles pronto a nuestros transportistas sin amarrar nuestro propio capital de trabajo.',
      name: 'Dave Thompson',
      title: 'Dueño, Thompson Freight Brokerage',
      image: '/images/testimonials/dave-thompson.svg',
      rating: 5,
    },
  ],
};

export const homeClosing: Translation<typeof English.homeClosing> = {
  title: '¿Quiere cobrar más rápido?',
  text: 'Cuéntenos sobre su negocio y reciba una cotización gratis. Le respondemos en menos de 1 hora en horario de oficina.',
  action: { label: 'Empiece su cotización gratis', to: paths.getQuote },
};

export type Twin = SpanishTwinOf<typeof import('./home'), typeof English>;
