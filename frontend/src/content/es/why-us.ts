import type * as English from '@/content/why-us';
import { brand } from '@/content/brand';
import { paths } from '@/config/paths';
import type { SpanishTwinOf, Translation } from '@/config/translation';

export const whyUsHero: Translation<typeof English.whyUsHero> = {
  eyebrow: `¿Por qué ${brand.shortName}?`,
  heading: `Por qué las compañías de transporte eligen a ${brand.shortName}`,
  lede: `Desde ${brand.foundedYear}, ${brand.name} ha financiado a más de 750 transportistas, flotillas y brokers (intermediarios de carga) desde nuestra casa en Utah: dinero más rápido, tarifas justas y gente que contesta el teléfono.`,
  action: { label: 'Pida una cotización gratis', to: paths.getQuote },
};

export const whyUsStats: Translation<typeof English.whyUsStats> = {
  label: `${brand.shortName} en cifras`,
  stats: [
    { value: '750+', label: 'Clientes satisfechos' },
    { value: '99.5%', label: 'Satisfacción de los clientes' },
    { value: '8+', label: 'Años financiando el transporte' },
  ],
};

export const whyUsAdvantages: Translation<typeof English.whyUsAdvantages> = {
  eyebrow: 'La diferencia',
  title: 'Lo que obtiene con nosotros',
  intro:
    'Todo lo que una compañía de transporte necesita de su compañía de factoring (la que le compra sus facturas por cobrar), y nada que le estorbe.',
  advantages: [
    {
      icon: 'bolt',
      title: 'Su dinero en menos de 24 horas',
      description:
        'Las facturas verificadas se pagan en menos de 24 horas, muchas veces el mismo día, para que el combustible y la nómina nunca se atrasen.',
    },
    {
      icon: 'percent',
      title: 'Tarifas desde el 1.5%',
      description:
        'Precios claros y competitivos, cotizados por adelantado. Sin cuotas mensuales y sin cargos sorpresa en su estado de cuenta.',
    },
    {
      icon: 'unlock',
      title: 'Sin contratos a largo plazo',
      description:
        'Quédese porque el servicio es bueno, no porque un contrato lo diga. Tampoco hay volumen mínimo.',
    },
    {
      icon: 'user-check',
      title: 'Gerente de cuenta dedicado',
      description:
        'Una persona que conoce su negocio, a sus clientes y sus rutas, y que le devuelve la llamada el mismo día.',
    },
    {
      icon: 'chat',
      title: 'Atención 24/7, hablamos español',
      description: 'Ayuda a cualquier hora del día o de la noche, de un equipo que habla inglés y español.',
    },
    {
      icon: 'mobile',
      title: 'Portal en línea y aplicación móvil',
      description:
        'Envíe facturas, revise sus pagos y siga su reserva (el saldo restante de cada factura) desde la oficina o desde la cabina.',
    },
  ],
};

export const whyUsTestimonials: Translation<typeof English.whyUsTestimonials> = {
  eyebrow: 'Opiniones de clientes',
  title: 'Lo que dicen nuestros clientes',
  testimonials: [
    {
      quote:
        'Nos cambiamos porque nuestra compañía de factoring anterior tardaba una semana en pagarnos. Ahora las facturas que mandamos en la mañana se pagan al día siguiente, y la tarifa también es más baja.',
      name: 'Jennifer Walsh',
      title: 'Directora de operaciones, Walsh Logistics Group',
      location: 'Boise, Idaho',
      image: '/images/testimonials/jennifer-walsh.svg',
      rating: 5,
    },
    {
      quote:
        'Sin contrato, sin mínimos, sin trucos. Cuando un broker se tardó en pagar, mi gerente de cuenta se encargó mientras yo seguía manejando.',
      name: 'Ray Nakamura',
      title: 'Dueño-operador, Nakamura Trucking',
      location: 'Reno, Nevada',
      image: '/images/testimonials/ray-nakamura.svg',
      rating: 5,
    },
    {
      quote:
        'Nuestros choferes mandan los papeles desde la aplicación y yo veo cada pago en el portal. Como hay soporte en español, todo mi equipo puede llamar.',
      name: 'Luis Herrera',
      title: 'Dueño de flotilla, Herrera Brothers Transport',
      location: 'Phoenix, Arizona',
      image: '/images/testimonials/luis-herrera.svg',
      rating: 5,
    },
  ],
};

export const whyUsComparison: Translation<typeof English.whyUsComparison> = {
  eyebrow: 'Frente a frente',
  title: `Cómo se compara ${brand.shortName}`,
  caption: `${brand.name} comparada con otras compañías de factoring`,
  featureHeader: 'Lo que usted obtiene',
  columns: [`Con ${brand.shortName}`, 'Con otras compañías'],
  rows: [
    { feature: 'Rapidez del financiamiento', values: ['De 24 a 48 horas', 'De 3 a 5 días hábiles'] },
    { feature: 'Contratos', values: ['Sin contratos a largo plazo', 'Contratos anuales con volumen mínimo'] },
    {
      feature: 'Atención al cliente',
      values: [
        '24/7, con un gerente de cuenta dedicado',
        'En horario de oficina, con un centro de llamadas compartido',
      ],
    },
    {
      feature: 'Portal en línea',
      values: ['Portal en línea y aplicación móvil', 'Limitado, o solo por correo electrónico'],
    },
    { feature: 'Rango de tarifas', values: ['Del 1.5% al 4.5%', 'Del 2.0% al 6.0%'] },
  ],
};

export const whyUsCallToAction: Translation<typeof English.whyUsCallToAction> = {
  title: 'Vea cuánto podría ahorrar',
  text: 'Pida una cotización gratis y sin compromiso. Le respondemos en menos de 1 hora en horario de oficina.',
  quoteAction: { label: 'Pida su cotización gratis', to: paths.getQuote },
  learnAction: { label: 'Cómo funciona el factoring', to: paths.howFactoringWorks },
};

export type Twin = SpanishTwinOf<typeof import('./why-us'), typeof English>;
