import { calculateFactoring, factoringDefaults, formatUsd } from '@trucking-finance/contracts';
import type * as English from '@/content/how-factoring-works';
import { brand } from '@/content/brand';
import { paths } from '@/config/paths';
import type { SpanishTwinOf, Translation } from '@/config/translation';

export const factoringHero: Translation<typeof English.factoringHero> = {
  eyebrow: 'Factoring de facturas',
  heading: 'Cómo funciona el factoring',
  lede: 'Convierta sus facturas de flete pendientes de cobro en capital de trabajo en tres pasos sencillos: sin deudas, sin contratos a largo plazo y con el dinero en su cuenta en menos de 24 horas.',
  action: { label: 'Pida una cotización gratis', to: paths.getQuote },
};

export const factoringSteps: Translation<typeof English.factoringSteps> = {
  eyebrow: 'Tres pasos sencillos',
  title: 'De la carga entregada al dinero en el banco',
  steps: [
    {
      icon: 'document',
      title: 'Envíe su factura',
      description:
        'Entregue la carga y luego suba la factura y el BOL (el bill of lading o conocimiento de embarque) firmado desde el portal en línea o la aplicación móvil. Le toma un par de minutos desde la cabina.',
    },
    {
      icon: 'search',
      title: 'Verificamos y aprobamos',
      description:
        'Confirmamos la entrega con su cliente y revisamos el crédito de ese cliente. La aprobación depende de cómo paga él, así que el crédito de usted no es lo que decide.',
    },
    {
      icon: 'cash',
      title: 'Reciba su dinero',
      description:
        'Hasta el 95% del valor de la factura llega a su cuenta bancaria en menos de 24 horas. El resto, menos nuestra comisión, le llega en cuanto su cliente paga.',
    },
  ],
};

const example = calculateFactoring(factoringDefaults);
const wholeDollars = new Intl.NumberFormat('es-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const factoringExplained: Translation<typeof English.factoringExplained> = {
  eyebrow: 'Lo básico',
  title: '¿Qué es el factoring de facturas?',
  paragraphs: [
    'El factoring consiste en venderle sus facturas pendientes de cobro a una compañía de factoring con un pequeño descuento. No es un préstamo: no hay deuda que pagar, ni pagos mensuales, ni nada nuevo en su balance. Nosotros compramos la factura y después le cobramos a su cliente.',
    'Los shippers (los dueños de la mercancía) y los brokers (los intermediarios de carga) suelen pagar en un plazo de 30 a 90 días, pero el combustible, el seguro, las reparaciones y la nómina no pueden esperar tanto. El factoring cierra esa brecha para que el dinero que usted ya ganó trabaje para usted hoy mismo.',
  ],
  image: {
    src: '/images/how-factoring-works/invoice-to-cash.svg',
    width: 480,
    height: 300,
    alt: `Una factura pasa por ${brand.shortName} y sale convertida en efectivo`,
  },
  moneyFlowTitle: 'Cómo se mueve el dinero',
  moneyFlow: [
    {
      term: 'El anticipo',
      detail: 'Hasta el 95% del valor de la factura, pagado en cuanto la factura queda verificada.',
    },
    {
      term: 'La reserva',
      detail:
        'El saldo restante de la factura, que se retiene hasta que su cliente paga y entonces se le entrega a usted.',
    },
    {
      term: 'La comisión',
      detail:
        'Un pequeño porcentaje de la factura, desde el 1.5%, que se descuenta de la reserva. Sin cuotas mensuales y sin cargos ocultos.',
    },
  ],
  exampleTitle: `Ejemplo: una factura de ${wholeDollars.format(factoringDefaults.invoiceAmount)}`,
  example: [
    {
      term: `Anticipo del ${factoringDefaults.advanceRate}%, en menos de 24 horas`,
      detail: formatUsd(example.advance),
    },
    {
      term: `Comisión del ${factoringDefaults.factoringRate}% por cada 30 días, si su cliente paga en ${factoringDefaults.paymentTerms} días`,
      detail: formatUsd(example.fee),
    },
    { term: 'Reserva que se le entrega cuando su cliente paga', detail: formatUsd(example.finalPayout) },
    { term: 'Total que usted recibe', detail: formatUsd(example.totalReceived) },
  ],
  calculatorLink: {
    label: 'Haga sus propias cuentas con la calculadora de factoring',
    to: `${paths.resources}#factoring-calculator`,
  },
};

export const factoringRequirements: Translation<typeof English.factoringRequirements> = {
  eyebrow: 'Para empezar',
  title: 'Lo que necesita para empezar',
  intro:
    'Abrir una cuenta es rápido. Tenga esto a la mano y la mayoría de los transportistas ya están cobrando su primera factura en cuestión de días.',
  items: [
    'Autoridad de operación activa, con sus números DOT y MC (los registros federales que le permiten transportar carga)',
    'Un certificado de seguro que muestre una cobertura vigente de responsabilidad civil y de carga',
    'Facturas a shippers o brokers con buen crédito',
    'Una factura reciente con su BOL firmado y su rate confirmation (la confirmación de tarifa)',
    'Los datos de la cuenta bancaria de su negocio para los depósitos',
  ],
  applicationLink: {
    label: 'Descargue la solicitud de factoring para imprimir',
    to: `${paths.resources}#factoring-application`,
  },
};

export const factoringFaq: Translation<typeof English.factoringFaq> = {
  eyebrow: 'Preguntas',
  title: 'Respuestas a sus preguntas sobre el factoring',
  items: [
    {
      question: '¿El factoring es un préstamo?',
      answer:
        'No. Usted nos vende sus facturas, así que no hay deuda que pagar ni pagos mensuales. Su cliente nos paga la factura a nosotros, y nosotros le entregamos a usted la reserva.',
    },
    {
      question: '¿Qué tan rápido me pagan?',
      answer:
        'Una vez verificada la factura, el anticipo llega a su cuenta en menos de 24 horas, muchas veces el mismo día. Los fondos no se procesan en días feriados federales.',
    },
    {
      question: '¿Cuánto cuesta el factoring?',
      answer:
        'Las tarifas empiezan en el 1.5% y dependen de su volumen, del crédito de sus clientes y de qué tan rápido pagan ellos. No hay cuotas mensuales, y su cotización le muestra el costo total desde el principio.',
    },
    {
      question: '¿Tengo que factorizar todas mis facturas?',
      answer:
        'No. No hay contratos a largo plazo ni volumen mínimo. Factorice una carga, o todas, según lo que necesite su negocio.',
    },
    {
      question: '¿Puede calificar una compañía de transporte nueva?',
      answer:
        'Sí. Buscamos por lo menos 3 meses en operación, y también consideramos a las empresas que apenas empiezan, porque la aprobación depende sobre todo del crédito de los clientes para los que usted transporta.',
    },
  ],
};

export const factoringCallToAction: Translation<typeof English.factoringCallToAction> = {
  title: '¿Quiere convertir sus facturas en efectivo?',
  text: 'Pida una cotización gratis y le respondemos en menos de 1 hora en horario de oficina, o llámenos de lunes a viernes, de 7 a. m. a 3 p. m. (hora de la montaña, MST).',
  quoteAction: { label: 'Pida su cotización gratis', to: paths.getQuote },
  callLabel: 'Llame al',
};

export type Twin = SpanishTwinOf<typeof import('./how-factoring-works'), typeof English>;
