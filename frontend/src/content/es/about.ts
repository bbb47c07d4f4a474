import type * as English from '@/content/about';
import { brand } from '@/content/brand';
import { paths } from '@/config/paths';
import type { SpanishTwinOf, Translation } from '@/config/translation';

/** Copy of the About page (docs/product.md#about): story, mission, office, values, team and numbers. */

export const aboutHero: Translation<typeof English.aboutHero> = {
  eyebrow: `Acerca de ${brand.name}`,
  heading:
    'Una empresa creada por gente que sabe lo que un pago atrasado le hace a una compañía de transporte',
  lede: `Desde ${brand.foundedYear} ayudamos a dueños-operadores (owner-operators), flotillas y brokers (intermediarios de carga) a convertir sus facturas en efectivo para trabajar, desde nuestra base en Utah.`,
  primaryAction: { label: 'Pida una cotización gratis', to: paths.getQuote },
  secondaryAction: { label: 'Cómo funciona', to: paths.howFactoringWorks },
};

export const aboutStory: Translation<typeof English.aboutStory> = {
  heading: 'Nuestra historia',
  paragraphs: [
    `${brand.name} nació en ${brand.foundedYear} en Utah, fundada por un pequeño grupo de personas que llevaban años entre camiones, escritorios de despacho de carga y expedientes de préstamos. Veíamos lo mismo una y otra vez: transportistas que movían buena carga para buenos clientes y luego esperaban de 30 a 90 días para cobrar, mientras el combustible, el seguro, las reparaciones y la nómina se vencían cada semana.`,
    'Los bancos tardaban en ayudar a un transportista nuevo, y muchas compañías de factoring (las que compran facturas por cobrar) respondían con contratos largos, volúmenes mínimos y comisiones escondidas en la letra chiquita. Fundamos la compañía para ofrecer lo contrario: financiamiento rápido, tarifas sencillas y transparentes, y nada de contratos a largo plazo.',
    'Hoy más de 750 compañías de transporte nos confían sus facturas. Seguimos trabajando como en nuestro primer año: contestamos el teléfono, conocemos a nuestros clientes por su nombre y financiamos las facturas aprobadas en menos de 24 horas.',
  ],
};

export const aboutMission: Translation<typeof English.aboutMission> = {
  heading: 'Nuestra misión',
  statement:
    'Darle a cada compañía de transporte, desde un solo dueño-operador hasta una flotilla de 50 camiones, un acceso rápido, justo y transparente al dinero que ya ganó.',
  detail:
    'Anticipamos hasta el 95% de una factura, con tarifas desde el 1.5%, sin volumen mínimo y sin contratos a largo plazo, para que el flujo de efectivo nunca decida qué cargas puede aceptar usted.',
};

export const aboutOffice: Translation<typeof English.aboutOffice> = {
  heading: 'Visite nuestra oficina',
  text: `Todo nuestro equipo trabaja en una sola oficina en ${brand.office.city}, ${brand.office.region}. Su gerente de cuenta dedicado, nuestro equipo de verificación y nuestra mesa de financiamiento están a unos pasos unos de otros, y así es como llevamos una factura de recibida a pagada en menos de 24 horas. Pase a visitarnos cuando ande por la ciudad; con gusto le ponemos cara a un nombre.`,
  image: {
    src: '/images/about/office.svg',
    width: 1200,
    height: 675,
    alt: `Ilustración del edificio de oficinas de ${brand.name} en ${brand.office.city}, con los montes Wasatch detrás y un tractocamión estacionado enfrente`,
  },
  addressLabel: 'Dirección de la oficina',
};

export const aboutValues: Translation<typeof English.aboutValues> = {
  heading: 'Nuestros valores',
  intro: 'Cuatro valores guían cada llamada que atendemos y cada factura que financiamos.',
  items: [
    {
      title: 'Transparencia',
      description:
        'Una sola tarifa clara, explicada antes de que usted firme. Sin comisiones ocultas, sin cuotas mensuales y sin sorpresas en su liquidación.',
    },
    {
      title: 'Rapidez',
      description:
        'La carga no espera, y usted tampoco debería esperar. Las facturas aprobadas se financian en menos de 24 horas, muchas veces el mismo día.',
    },
    {
      title: 'Trabajo en equipo',
      description:
        'Cada cliente tiene un gerente de cuenta dedicado, atención a cualquier hora y un equipo que habla inglés y español.',
    },
    {
      title: 'Integridad',
      description:
        'Tratamos a sus clientes con el mismo cuidado con que lo tratamos a usted. Sin contratos a largo plazo: usted se queda porque el servicio se lo gana.',
    },
  ],
};

export const aboutTeam: Translation<typeof English.aboutTeam> = {
  heading: 'Nuestro equipo directivo',
  intro:
    'Las personas detrás de su financiamiento: décadas de experiencia en el transporte, la intermediación de carga y las finanzas, y un número de teléfono en el que siempre le contesta alguien.',
  loading: 'Cargando el equipo directivo',
  error:
    'No pudimos cargar a nuestro equipo directivo en este momento. Por favor, vuelva a cargar la página en unos momentos.',
  empty: 'Muy pronto le presentaremos aquí a nuestro equipo directivo.',
};

export const aboutNumbers: Translation<typeof English.aboutNumbers> = {
  heading: 'En cifras',
  items: [
    { value: '8+', label: 'Años en el negocio' },
    { value: '750+', label: 'Clientes del transporte atendidos' },
    { value: '99.5%', label: 'Satisfacción de los clientes' },
    { value: '24 horas', label: 'Para financiar las facturas aprobadas' },
    { value: 'Hasta el 95%', label: 'Del valor de la factura, por adelantado' },
    { value: '24/7', label: 'Atención al cliente' },
  ],
};

export const aboutClosing: Translation<typeof English.aboutClosing> = {
  heading: '¿Quiere cobrar más rápido?',
  text: 'Cuéntenos sobre su negocio y le enviaremos una cotización gratis en menos de 1 hora en horario de oficina.',
  action: { label: 'Pida una cotización gratis', to: paths.getQuote },
};

export type Twin = SpanishTwinOf<typeof import('./about'), typeof English>;
