import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import type * as English from '@/content/resources';
import type { SpanishTwinOf, Translation } from '@/config/translation';

export type { ExternalNewsLink, ToolCardCopy, ToolId } from '@/content/resources';

export const resourcesHero: Translation<typeof English.resourcesHero> = {
  eyebrow: 'Recursos',
  heading: 'Recursos y herramientas',
  lede: 'Haga las cuentas de sus facturas, obtenga al instante un estimado de su tarifa, llene una solicitud para imprimir y lea guías prácticas sobre flujo de efectivo, cumplimiento de normas y operación, escritas para negocios de transporte de carga.',
  primaryAction: { label: 'Solicite una cotización gratis', to: paths.getQuote },
};

export const resourcesTools: Translation<typeof English.resourcesTools> = {
  eyebrow: 'Herramientas gratis',
  title: 'Herramientas y calculadoras',
  intro:
    'Abra una de las herramientas de abajo para usarla aquí mismo, en esta página. Nada de lo que usted escriba en las calculadoras o en la solicitud sale de su navegador.',
  loadErrorText:
    'Esta herramienta no se pudo cargar. Revise su conexión y vuelva a cargar la página para intentarlo de nuevo.',
  openLabel: 'Abrir',
  closeLabel: 'Cerrar',
  tools: [
    {
      id: 'factoring-calculator',
      icon: 'cash',
      title: 'Calculadora de factoring',
      description: 'Vea el anticipo, la comisión, la reserva y el pago final de cualquier factura.',
      panelIntro:
        'Con el factoring, usted cobra hoy sus facturas en vez de esperar a que su cliente le pague. Escriba el monto de la factura, el porcentaje de anticipo, la tarifa de factoring y el plazo de pago de su cliente, y oprima Calcular para ver cuánto recibe hoy y cuándo se libera la reserva (el saldo restante).',
      loadingText: 'Cargando la calculadora de factoring…',
    },
    {
      id: 'rate-quote-tool',
      icon: 'percent',
      title: 'Cotizador de tarifas',
      description:
        'Calcule en segundos su tarifa de factoring y cuánto efectivo tendría disponible cada semana.',
      panelIntro:
        'Cuéntenos su volumen mensual, su crédito, cuánto tiempo lleva en el negocio y qué carga transporta, y obtenga un rango estimado de tarifa. Para una tarifa firme, solicite una cotización gratis: le respondemos en menos de 1 hora en horario de oficina.',
      loadingText: 'Cargando el cotizador de tarifas…',
    },
    {
      id: 'factoring-application',
      icon: 'document',
      title: 'Formulario de solicitud',
      description: 'Llene a su propio ritmo una solicitud de factoring lista para imprimir.',
      panelIntro: `Llene aquí la solicitud e imprímala o guárdela como PDF. Se prepara en su navegador y nunca se envía a ${brand.shortName} ni se guarda; mándesela a su gerente de cuenta cuando esté listo.`,
      loadingText: 'Cargando el formulario de solicitud…',
    },
    {
      id: 'video-tutorials',
      icon: 'laptop',
      title: 'Tutoriales en video',
      description:
        'Recorridos cortos por el portal de clientes, la aplicación móvil y las tarjetas de combustible.',
      panelIntro:
        'Videos paso a paso para los clientes actuales: cómo cobrar más rápido con el portal de clientes, la aplicación móvil y la tarjeta de combustible para flotillas.',
      loadingText: 'Cargando los tutoriales en video…',
    },
  ],
};

/** Category keys, not copy: what the chips filter on. Their Spanish labels are the catalog's `articleCategoryLabels`. */
export const articleChipCategories: typeof English.articleChipCategories = [
  'Finance',
  'Factoring',
  'Operations',
  'Compliance',
];

export const resourcesArticles: Translation<typeof English.resourcesArticles> = {
  eyebrow: 'Artículos y guías',
  title: 'Aprenda de quienes financian el transporte de carga',
  intro:
    'Guías prácticas de nuestros equipos de crédito, combustible y cumplimiento para que el dinero siga entrando y sus camiones sigan rodando.',
  filterLabel: 'Filtrar los artículos por categoría',
  allLabel: 'Todos',
  byline: (author: string) => `Por ${author}`,
  readTime: (minutes: number) => `${minutes} min de lectura`,
  resultsSummary: (count: number, category: string | null) =>
    category === null
      ? `Se muestran los ${count} artículos.`
      : `Se ${count === 1 ? 'muestra' : 'muestran'} ${count} ${count === 1 ? 'artículo' : 'artículos'} de la categoría ${category}.`,
  featuredLabel: 'Destacado',
};

export const resourcesNews: Translation<typeof English.resourcesNews> = {
  eyebrow: 'Noticias de la industria',
  title: 'Lo que está moviendo el mercado de carga',
  intro: 'Nuestro propio análisis del mercado, más las fuentes del gobierno que leemos cada semana.',
  newTabNote: '(se abre en una pestaña nueva)',
  externalLinks: [
    {
      source: 'FMCSA, Departamento de Transporte de EE. UU.',
      title: 'Sala de prensa de la FMCSA (en inglés)',
      description:
        'Cambios de reglas, avisos de seguridad y fechas límite de cumplimiento de la Administración Federal de Seguridad de Autotransportes (FMCSA).',
      href: 'https://www.fmcsa.dot.gov/newsroom',
    },
    {
      source: 'Administración de Información Energética de EE. UU. (EIA)',
      title: 'Precios semanales del diésel (en inglés)',
      description:
        'El precio nacional y regional del diésel en carretera, actualizado cada lunes, para planear su presupuesto de combustible y sus recargos por combustible.',
      href: 'https://www.eia.gov/petroleum/gasdiesel/',
    },
  ],
};

export const resourcesCallToAction: Translation<typeof English.resourcesCallToAction> = {
  title: '¿Listo para convertir sus facturas en efectivo?',
  text: 'Solicite una cotización gratis y sin compromiso. Le respondemos en menos de 1 hora en horario de oficina, con fondos dentro de las 24 horas una vez que su cuenta esté abierta.',
  primaryAction: { label: 'Solicite una cotización gratis', to: paths.getQuote },
  secondaryAction: { label: 'Cómo funciona', to: paths.howFactoringWorks },
};

export type Twin = SpanishTwinOf<typeof import('./resources'), typeof English>;
