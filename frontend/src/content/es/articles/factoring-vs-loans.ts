import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'Tarde o temprano, toda compañía de transporte que crece necesita más efectivo del que tiene a la mano. Un cliente nuevo paga a 60 días, sale a la venta un segundo camión, o el diésel se dispara justo cuando usted está tomando más cargas. Las dos respuestas más comunes son el factoring de facturas y un préstamo bancario, y cada uno resuelve un problema distinto.',
    'Nuestro equipo de crédito analiza esta pregunta con transportistas cada semana. A continuación le explicamos qué es cada opción, cómo funciona en la práctica, en qué se diferencian y cuándo a un transportista le conviene más una, la otra o las dos.',
  ],
  sections: [
    {
      heading: '¿Qué es el factoring de facturas?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El factoring de facturas (en México se le llama factoraje) es la venta de sus facturas por cobrar a una compañía de factoring con un pequeño descuento. Usted no está pidiendo dinero prestado: le están pagando antes por un trabajo que ya hizo. La compañía de factoring le adelanta de inmediato la mayor parte del valor de la factura, le cobra a su cliente y después le paga a usted el resto, menos su comisión.',
        },
        {
          kind: 'paragraph',
          text: 'Como la compañía de factoring está comprando una factura, lo que más importa es si su cliente, el broker (el intermediario de carga) o el shipper (el dueño de la mercancía), paga sus cuentas. Su propio puntaje de crédito y el tiempo que lleva en el negocio importan mucho menos, y por eso el factoring está al alcance de transportistas con autoridad nueva y de dueños-operadores (owner-operators) a los que les costaría conseguir un préstamo bancario.',
        },
        {
          kind: 'paragraph',
          text: 'En los contratos de factoring va a encontrar dos términos. Con el factoring con recurso (recourse), usted recompra la factura que su cliente no paga; con el factoring sin recurso (non-recourse), la compañía de factoring absorbe la pérdida si un cliente quiebra. El factoring sin recurso suele costar un poco más. En cualquier caso, lea lo que dice el contrato sobre cuánto tiempo tiene un cliente para pagar antes de que la factura regrese a usted.',
        },
      ],
    },
    {
      heading: '¿Qué es un préstamo bancario?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un préstamo bancario es dinero prestado que usted devuelve con intereses en un plazo acordado. Para las compañías de transporte suele tomar una de tres formas: un préstamo a plazo por una suma global, un préstamo para equipo garantizado con el camión o el tráiler que se compra con él, o una línea de crédito comercial de la que usted dispone y que va pagando según lo necesite.',
        },
        {
          kind: 'paragraph',
          text: 'El banco le presta con base en la capacidad de su negocio para pagar, así que revisa con lupa su historial de crédito, sus estados financieros, el tiempo que lleva en el negocio y los bienes que puede dar en garantía. Un préstamo agrega deuda a su balance general, y los pagos vencen le hayan pagado o no sus clientes.',
        },
      ],
    },
    {
      heading: 'Cómo funciona el factoring',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Usted entrega una carga y envía la factura con la rate confirmation (la confirmación de tarifa) y el BOL firmado (el bill of lading o conocimiento de embarque), por el portal de clientes o la aplicación móvil.',
            'Verificamos la factura con su cliente y le adelantamos del 90 al 95% de su valor a su cuenta bancaria, normalmente dentro de las 24 horas.',
            'Su cliente nos paga la factura completa en sus plazos normales, ya sean 30, 45 o 90 días.',
            'Le liberamos el saldo restante, la reserva, menos nuestra comisión. Nuestras tarifas empiezan en el 1.5%.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tome una factura de $4,000 a un broker con plazo de 30 días. Con un anticipo del 95%, usted recibe $3,800 al día siguiente. Con una comisión del 2%, cuando el broker paga recibe los $200 restantes menos $80, o sea $120: $3,920 en total, sin esperar un mes por la mayor parte. Muchas compañías de factoring además se encargan de la cobranza y revisan el crédito de los clientes nuevos, un trabajo que de otro modo un transportista pequeño haría solo.',
        },
      ],
    },
    {
      heading: 'Cómo funciona un préstamo bancario',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Usted presenta su solicitud con dos o tres años de declaraciones de impuestos, estados de cuenta bancarios recientes, un estado de resultados, un balance general y los datos de los bienes que daría en garantía.',
            'El banco analiza la solicitud, revisa su crédito comercial y personal, y muchas veces pide una garantía personal de los dueños.',
            'Si lo aprueban, recibe los fondos en una sola suma o como un límite de crédito del que puede disponer.',
            'Paga capital e intereses según un calendario fijo, normalmente cada mes, durante todo el plazo.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'De la solicitud al desembolso, el proceso suele tardar varias semanas y puede tardar meses. A cambio, un préstamo a un negocio bien establecido puede ser una fuente de capital barata, sobre todo para una compra grande que se hace una sola vez.',
        },
      ],
    },
    {
      heading: 'El factoring y el préstamo bancario, lado a lado',
      blocks: [
        {
          kind: 'table',
          caption:
            'Cómo se comparan el factoring de facturas y un préstamo bancario para una compañía de transporte',
          columns: ['Criterio', 'Factoring de facturas', 'Préstamo bancario'],
          rows: [
            [
              'Rapidez',
              'Fondos en 24 a 48 horas; abrir la cuenta la primera vez toma unos días',
              'Semanas o meses desde la solicitud hasta el desembolso',
            ],
            [
              'Base de la aprobación',
              'El historial de pago de sus clientes y las facturas mismas',
              'Su puntaje de crédito, sus estados financieros, el tiempo en el negocio y sus garantías',
            ],
            [
              'Cómo se paga',
              'No hay nada que devolver: su cliente paga la factura y la comisión sale de la reserva',
              'Pagos mensuales fijos de capital e intereses, le hayan pagado o no sus clientes',
            ],
            [
              'Flexibilidad',
              'Crece con sus ingresos; sin contrato a largo plazo ni volumen mínimo, factorice tanto o tan poco como necesite',
              'Una cantidad fija o un límite de crédito; más dinero significa una nueva solicitud',
            ],
            [
              'Efecto en su crédito',
              'No agrega deuda a su balance general ni requiere un crédito personal sólido',
              'Agrega deuda, normalmente exige una garantía personal, y los pagos atrasados dañan su crédito',
            ],
            [
              'Mejor uso',
              'Cubrir la espera de 30 a 90 días por el pago y financiar el crecimiento en cargas',
              'Compras grandes de una sola vez, como camiones, tráileres o una terminal',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'En costo, es difícil compararlos directamente. Un préstamo cobra intereses sobre el monto prestado durante todo el plazo; la comisión de factoring se cobra por factura y solo por los días que la factura está pendiente de pago. Para capital de trabajo a corto plazo, el factoring muchas veces cuesta menos de lo que parece a primera vista, porque usted solo paga por lo que usa.',
        },
      ],
    },
    {
      heading: 'Cuándo elegir el factoring',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El factoring funciona mejor cuando su problema es de tiempos: usted está ganando dinero, pero le llega semanas después de que lo gasta. Suele ser la opción correcta cuando:',
        },
        {
          kind: 'list',
          items: [
            'Sus clientes pagan en 30 a 90 días y usted necesita efectivo ahora para el diésel, la nómina y las reparaciones.',
            'Tiene una autoridad nueva o es un dueño-operador sin los dos o más años de estados financieros que pide un banco.',
            'Sus ingresos van creciendo o son de temporada, y necesita un financiamiento que crezca con sus cargas, no una suma fija.',
            'Prefiere dejar la cobranza y la revisión de crédito de sus clientes en manos de un equipo que hace ese trabajo todos los días.',
            'Quiere evitar las garantías personales y mantener la deuda fuera de su balance general.',
          ],
        },
      ],
    },
    {
      heading: 'Cuándo elegir un préstamo bancario',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un préstamo bancario suele ser la mejor herramienta cuando la necesidad es grande, de una sola vez y de larga duración, y su negocio puede mostrarle a un prestamista el historial que quiere ver. Funciona mejor cuando:',
        },
        {
          kind: 'list',
          items: [
            'Está haciendo una inversión grande de una sola vez, como agregar camiones o comprar un patio para su flotilla, que se pagará sola en varios años.',
            'Su negocio tiene varios años de estados financieros en orden, buen crédito y bienes que ofrecer en garantía.',
            'Puede esperar semanas por una decisión, y su flujo de efectivo aguanta pagos mensuales fijos durante los meses flojos.',
            'Sus clientes ya pagan rápido, así que la brecha entre la entrega y el pago no es su problema principal.',
          ],
        },
      ],
    },
    {
      heading: 'Cómo usar los dos a la vez',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El factoring y los préstamos bancarios no son rivales: muchos de nuestros clientes usan los dos. Lo más común es financiar el equipo con un préstamo, para que un activo de larga vida quede respaldado por deuda a largo plazo, y factorizar las facturas para cubrir la brecha del día a día entre la entrega y el pago. Con anticipos de factoring constantes, es mucho más fácil hacer a tiempo el pago del préstamo cada mes.',
        },
        {
          kind: 'paragraph',
          text: 'El factoring también puede ser un puente hacia el banco. Un transportista joven que factoriza durante sus primeros dos o tres años construye el historial de ingresos, la contabilidad en orden y el récord de pagos puntuales que los prestamistas quieren ver. Como no tenemos contratos a largo plazo, usted puede reducir o dejar el factoring en cuanto una opción más barata tenga sentido para su negocio.',
        },
        {
          kind: 'callout',
          title: 'Algo que debe revisar antes de combinarlos',
          text: 'Algunos préstamos bancarios y líneas de crédito ponen un gravamen (lien) sobre todos los activos del negocio, incluidas las cuentas por cobrar, y eso puede chocar con el factoring. Avísele desde el principio a cada uno de sus financiadores sobre el otro acuerdo; con gusto trabajamos con su banco para que cada uno sepa en qué activos se apoya.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Descubra lo que el factoring puede hacer por usted',
    text: 'Solicite una cotización gratis y le respondemos en 1 hora o menos en horario de oficina. Una vez que su cuenta esté abierta, le adelantamos hasta el 95% de sus facturas dentro de las 24 horas, con tarifas desde el 1.5%, sin contratos a largo plazo y sin volumen mínimo.',
    secondaryLink: 'how-factoring-works',
  },
};
