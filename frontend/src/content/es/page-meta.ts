import { paths, type AppPath } from '@/config/paths';
import { brand } from '@/content/brand';
import type * as English from '@/content/page-meta';
import { pageMetaWriters, routeMetaOf, type PageMeta, type RouteMeta } from '@/lib/page-meta';
import type { SpanishTwinOf, Translation } from '@/config/translation';

export type { PageMeta, RouteMeta } from '@/lib/page-meta';

const { publicPage, privatePage } = pageMetaWriters(brand.name);

/**
 * The Spanish title and description of every route, in the English module's order. Paths are the
 * unprefixed ones: the Spanish build serves them under `/es` through the router's basename.
 */
const metaByPath = {
  [paths.home]: {
    title: `${brand.name} | Factoring de facturas y tarjetas de combustible para transportistas`,
    description:
      'Factoring de facturas, líneas de crédito y tarjeta de combustible para dueños-operadores, flotillas y brokers. Fondos en 24 horas, sin contratos largos.',
    indexable: true,
  },
  [paths.howFactoringWorks]: publicPage(
    'Cómo funciona el factoring',
    'Usted nos envía una factura, nosotros la verificamos y aprobamos, y usted recibe su dinero: hasta el 95% del valor de la factura, por lo general en 24 horas.',
  ),
  [paths.industries]: publicPage(
    'Industrias que atendemos',
    'Factoring para dueños-operadores, flotillas pequeñas y medianas, brokers de carga y compañías de logística que mueven caja seca, reefer, flatbed y más.',
  ),
  [paths.whyUs]: publicPage(
    `Por qué elegir ${brand.shortName}`,
    `Tarifas desde el 1.5%, sin contratos largos, soporte 24/7 y un gerente de cuenta dedicado. Compare ${brand.name} con otras compañías de factoring.`,
  ),
  [paths.getQuote]: publicPage(
    'Pida una cotización gratis',
    'Pida una cotización de factoring gratis. Le respondemos en 1 hora en horario de oficina: de lunes a viernes, de 7 a. m. a 3 p. m. (hora de la montaña, MST).',
  ),
  [paths.fuelCardApplication]: publicPage(
    'Solicitud de tarjeta de combustible para flotillas',
    'Tarjeta de combustible para flotillas: ahorre hasta 15 centavos por galón en la red. Sin cuotas mensuales ni contratos; su primer pedido llega gratis al día siguiente.',
  ),
  [paths.assetBasedLending]: publicPage(
    'Financiamiento respaldado por activos',
    'Financiamiento respaldado por activos (asset based lending) para transportistas: sus cuentas por cobrar, su flotilla y equipo, y su inventario como garantía.',
  ),
  [paths.about]: publicPage(
    'Quiénes somos',
    `Desde Utah, ${brand.name} financia a compañías de transporte desde 2018: más de 750 clientes y un 99.5% de satisfacción. Conozca a nuestro equipo.`,
  ),
  [paths.resources]: publicPage(
    'Recursos y herramientas',
    'Calculadora de factoring, cotizador de tarifas, formulario de solicitud y artículos sobre flujo de efectivo, cumplimiento y operación para transportistas.',
  ),
  [paths.articles.fuelManagement]: publicPage(
    'Control del combustible para dueños-operadores',
    'Formas prácticas en que un dueño-operador gasta menos en combustible: planear la ruta, usar tarjetas de combustible y manejar con hábitos que ahorran en cada milla.',
  ),
  [paths.articles.dotCompliance]: publicPage(
    'Guía de cumplimiento con el DOT',
    'Lo que necesita una compañía de transporte para cumplir con el DOT: la autoridad, los registros, las inspecciones y los errores que terminan en multas.',
  ),
  [paths.articles.equipmentFinancing]: publicPage(
    'Financiamiento de equipo para transportistas',
    'Cómo financiar camiones y tráileres: préstamos, arrendamientos y cómo escoger la opción que mejor se ajuste a su flujo de efectivo.',
  ),
  [paths.articles.loadBoardStrategies]: publicPage(
    'Estrategias para los load boards',
    'Cómo encontrar cargas mejor pagadas en los load boards, negociar tarifas y mantener sus camiones en movimiento.',
  ),
  [paths.articles.cashFlowManagement]: publicPage(
    'Manejo del flujo de efectivo para transportistas',
    'Cierre la brecha del flujo de efectivo: factoring estratégico, pronósticos semanales, tarjetas de combustible, un fondo de reserva y facturación rápida.',
  ),
  [paths.articles.factoringVsLoans]: publicPage(
    'Factoring o préstamo bancario',
    'El factoring y los préstamos bancarios comparados en rapidez, aprobación, forma de pago, flexibilidad y efecto en el crédito, y cuándo conviene usar cada uno.',
  ),
  [paths.articles.marketOutlook]: publicPage(
    'Panorama del mercado de carga',
    'La demanda de carga, los vientos en contra de la economía, la capacidad y las tarifas del año que viene, y estrategias para las compañías de transporte.',
  ),
  [paths.legal.privacyPolicy]: publicPage(
    'Política de privacidad',
    `Cómo ${brand.name} recopila, usa y protege la información que usted comparte con nosotros.`,
  ),
  [paths.legal.termsOfUse]: publicPage(
    'Términos de uso',
    `Los términos que se aplican cuando usted usa el sitio web y los servicios de ${brand.name}.`,
  ),
  [paths.legal.security]: publicPage(
    'Seguridad',
    `Cómo ${brand.name} protege sus datos con cifrado AES-256 y un contacto de seguridad disponible 24/7.`,
  ),
  [paths.legal.accessibility]: publicPage(
    'Accesibilidad',
    `${brand.name} busca cumplir con WCAG 2.1 AA. Avísenos de cualquier barrera que encuentre y le respondemos en 24 horas.`,
  ),
  [paths.applicationStatus]: publicPage(
    'Estado de su solicitud',
    'Escriba su número de referencia y su correo electrónico para ver en qué va su solicitud de cotización o de tarjeta de combustible.',
  ),
  [paths.client.login]: publicPage(
    'Acceso de clientes',
    'Inicie sesión en el portal de clientes con un enlace que le mandamos por correo: no necesita contraseña.',
  ),
  [paths.client.dashboard]: privatePage(
    'Panel del cliente',
    'Su compañía, sus condiciones y sus saldos de un vistazo.',
  ),
  [paths.client.submitInvoice]: privatePage(
    'Enviar una factura',
    'Mándenos una carga entregada con sus documentos para recibir su anticipo.',
  ),
  [paths.client.brokers]: privatePage(
    'Revisar un broker',
    'Vea si compramos las facturas de un broker antes de aceptar la carga.',
  ),
  [paths.client.externalLogin]: publicPage(
    'Acceso con sistema externo',
    'Conecte su software de contabilidad o de transporte a su cuenta de cliente.',
  ),
  [paths.admin.login]: privatePage('Acceso de administración', 'Inicio de sesión del administrador.'),
  [paths.admin.quotes]: privatePage(
    'Panel de administración',
    'Solicitudes de cotización y solicitudes de tarjeta de combustible.',
  ),
  [paths.admin.team]: privatePage(
    'Administración del equipo',
    'Administre el equipo directivo que aparece en la página Quiénes somos.',
  ),
  [paths.admin.staff]: privatePage(
    'Personal',
    'Agregue, cambie de nombre y elimine las cuentas del personal que atiende a los prospectos.',
  ),
  [paths.admin.deliveries]: privatePage(
    'Envíos',
    'Correos y webhooks de los prospectos: lo que se envió, lo que está en espera y lo que falló.',
  ),
  [paths.admin.audit]: privatePage(
    'Registro de auditoría',
    'Quién cambió qué en la administración, cuándo y desde dónde.',
  ),
} satisfies Record<AppPath, PageMeta>;

export const routeMeta: Translation<typeof English.routeMeta> = routeMetaOf(metaByPath);

export const notFoundMeta: Translation<typeof English.notFoundMeta> = privatePage(
  'Página no encontrada',
  'La página que busca no existe.',
);

export function findRouteMeta(pathname: string): RouteMeta | undefined {
  return routeMeta.find((meta) => meta.path === pathname);
}

export type Twin = SpanishTwinOf<typeof import('./page-meta'), typeof English>;
