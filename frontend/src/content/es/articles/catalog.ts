import { paths } from '@/config/paths';
import type { ArticleAuthor, ArticleCategory, ArticleSummary } from '@/components/article/article';

const authors = {
  rachelMorgan: { name: 'Rachel Morgan', role: 'Vicepresidenta de finanzas de clientes' },
  davidChen: { name: 'David Chen', role: 'Analista sénior de crédito' },
  marcusReed: { name: 'Marcus Reed', role: 'Gerente del programa de combustible' },
  angelaTorres: { name: 'Angela Torres', role: 'Especialista en cumplimiento normativo' },
  tylerJensen: { name: 'Tyler Jensen', role: 'Gerente sénior de cuentas' },
  brianCaldwell: { name: 'Brian Caldwell', role: 'Fundador y director general' },
} as const satisfies Record<string, ArticleAuthor>;

/**
 * The Spanish card data of every article, in the English catalog's order. Paths and categories
 * are the English ones: paths because the router adds the `/es` prefix, categories because they
 * are keys the filters match on; what a reader sees of a category is `articleCategoryLabels`.
 */
export const articleCatalog = [
  {
    path: paths.articles.cashFlowManagement,
    title: 'Cómo manejar el flujo de efectivo en una compañía de transporte',
    excerpt:
      'Siete hábitos que cierran la brecha entre entregar una carga y cobrarla, desde usar el factoring de forma estratégica hasta formar un fondo de reserva que cubra de una a dos semanas de costos.',
    category: 'Finance',
    author: authors.rachelMorgan,
    readMinutes: 6,
    publishedOn: '2025-06-10',
    featured: true,
  },
  {
    path: paths.articles.factoringVsLoans,
    title: 'Factoring o préstamo bancario: ¿qué le conviene a su compañía de transporte?',
    excerpt:
      'En qué se diferencian el factoring de facturas y los préstamos bancarios en rapidez, aprobación, forma de pago, flexibilidad y efecto en su crédito, y cuándo conviene usar los dos.',
    category: 'Factoring',
    author: authors.davidChen,
    readMinutes: 7,
    publishedOn: '2025-05-20',
    featured: true,
  },
  {
    path: paths.articles.fuelManagement,
    title: 'Consejos para controlar el gasto de combustible de los dueños-operadores',
    excerpt:
      'El combustible es la cuenta más grande que paga un dueño-operador. Formas prácticas de comprarlo más barato, quemar menos y llevar el control de cada galón.',
    category: 'Operations',
    author: authors.marcusReed,
    readMinutes: 4,
    publishedOn: '2025-07-08',
    featured: false,
  },
  {
    path: paths.articles.dotCompliance,
    title: 'Cumplimiento con el DOT: guía práctica para flotillas pequeñas',
    excerpt:
      'La autoridad, los expedientes de los choferes, las horas de servicio, las inspecciones y los registros que mantienen limpios sus puntajes de CSA y sus camiones en la carretera.',
    category: 'Compliance',
    author: authors.angelaTorres,
    readMinutes: 6,
    publishedOn: '2025-04-15',
    featured: false,
  },
  {
    path: paths.articles.equipmentFinancing,
    title: 'Financiamiento de equipo: cómo comprar su próximo camión sin quedarse sin efectivo',
    excerpt:
      'Préstamos, arrendamientos y arrendamientos con opción a compra, comparados; lo que buscan los prestamistas, y cómo escoger el momento de la compra para que los pagos nunca se adelanten a sus cobros.',
    category: 'Finance',
    author: authors.davidChen,
    readMinutes: 8,
    publishedOn: '2025-03-25',
    featured: false,
  },
  {
    path: paths.articles.loadBoardStrategies,
    title: 'Estrategias en los load boards para mantener sus camiones llenos',
    excerpt:
      'Cómo encontrar carga mejor pagada en los load boards, investigar a los brokers, negociar tarifas y reducir las millas en vacío.',
    category: 'Operations',
    author: authors.tylerJensen,
    readMinutes: 5,
    publishedOn: '2025-02-18',
    featured: false,
  },
  {
    path: paths.articles.marketOutlook,
    title: 'Panorama del mercado de carga 2025: lo que deben esperar los transportistas',
    excerpt:
      'La demanda de carga, los vientos en contra de la economía, la capacidad y las tarifas para 2025, hacia dónde lleva la tecnología a la industria, y cómo planear para cada escenario.',
    category: 'Market Analysis',
    author: authors.brianCaldwell,
    readMinutes: 8,
    publishedOn: '2025-01-14',
    featured: false,
  },
] as const satisfies readonly ArticleSummary[];

/** What the category chips and the article cards show for each category key. */
export const articleCategoryLabels = {
  Finance: 'Finanzas',
  Factoring: 'Factoring',
  Operations: 'Operaciones',
  Compliance: 'Cumplimiento',
  'Market Analysis': 'Análisis de mercado',
} as const satisfies Record<ArticleCategory, string>;

/** The six articles of the Resources list (the market outlook sits in the news section). */
export const listedArticles: readonly ArticleSummary[] = articleCatalog.filter(
  (article) => article.path !== paths.articles.marketOutlook,
);

export function articleSummary(path: ArticleSummary['path']): ArticleSummary {
  const summary = articleCatalog.find((article) => article.path === path);
  if (!summary) throw new Error(`No article at ${path}`);
  return summary;
}
