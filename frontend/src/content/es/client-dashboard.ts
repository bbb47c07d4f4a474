import type { ClientTerms } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import type * as English from '@/content/client-dashboard';
import type { SpanishTwinOf, Translation } from '@/config/translation';
import { shortPercent } from '@/lib/short-percent';

/** Copy of the signed-in client dashboard (docs/product.md#client-dashboard). */
export const clientDashboardCopy: Translation<typeof English.clientDashboardCopy> = {
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
  company: {
    heading: 'Su compañía y sus condiciones',
    dotNumber: 'Número USDOT',
    mcNumber: 'Número MC',
    status: 'Cuenta',
    statuses: {
      active: 'Activa',
      suspended:
        'Suspendida: puede iniciar sesión y ver su cuenta, pero no enviar facturas. Por favor, llame a su gerente de cuenta.',
    },
    terms: ({ advanceRatePercent, feePercentPer30Days }: ClientTerms) =>
      `Le adelantamos el ${shortPercent(advanceRatePercent)} de cada factura el mismo día en que la aprobamos; nuestra comisión es del ${shortPercent(feePercentPer30Days)} por cada 30 días hasta que su broker (el intermediario de carga) pague.`,
    recourse: ({ recourseDays }: ClientTerms) =>
      `Si un broker no ha pagado ${recourseDays} días después de que financiamos una factura, esa factura vuelve a su cargo (factoring con recurso, o recourse): el anticipo y la comisión acumulada se descuentan de sus próximos anticipos.`,
  },
  money: {
    heading: 'Su dinero de un vistazo',
    intro:
      'Lo que le hemos adelantado, lo que le guardamos y lo que usted nos debe, en dólares estadounidenses.',
    figures: {
      advancedOutstandingCents: {
        label: 'Adelantado, en espera de los brokers',
        explanation: 'Los anticipos que le pagamos por facturas que sus brokers todavía no pagan.',
      },
      reserveHeldCents: {
        label: 'Reserva que le guardamos',
        explanation:
          'El saldo restante de cada factura financiada, que guardamos hasta que el broker paga; se lo devolvemos menos nuestra comisión.',
      },
      owedCents: {
        label: 'Lo que nos debe',
        explanation:
          'Facturas que se le regresaron (charge-backs) y comisiones que aún no se cubren; las descontamos de su próximo anticipo.',
      },
      fundedThisMonthCents: {
        label: 'Financiado este mes',
        explanation: 'Los anticipos que le enviamos desde el primer día de este mes.',
      },
      feesThisMonthCents: {
        label: 'Comisiones de este mes',
        explanation:
          'Nuestras comisiones cobradas este mes, cuando un broker pagó o cuando una factura se le regresó a usted.',
      },
    },
    nothingYet:
      'Todavía no hemos financiado ninguna factura: estas cifras se llenan en cuanto financiemos la primera.',
  },
  loading: 'Cargando su compañía, sus condiciones y sus saldos…',
  failed:
    'No pudimos cargar su compañía y sus saldos en este momento. Por favor, vuelva a cargar la página en un minuto.',
  quickActions: {
    heading: 'Acciones rápidas',
    submitInvoice: { label: 'Enviar una factura', to: paths.client.submitInvoice },
    viewBalance: 'Ver el saldo de la cuenta',
    checkBroker: { label: 'Revisar un broker', to: paths.client.brokers },
  },
  logout: 'Cerrar sesión',
  loggingOut: 'Cerrando sesión...',
};

export type Twin = SpanishTwinOf<typeof import('./client-dashboard'), typeof English>;
