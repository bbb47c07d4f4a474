import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'Un camión es lo más caro que la mayoría de los dueños-operadores (owner-operators) van a comprar en su vida. Un tractor nuevo Clase 8 con camarote puede costar $170,000 o más en 2025, y un buen tractor de tres a cinco años de uso todavía cuesta de $55,000 a $100,000. Muy pocos transportistas pagan de contado, y no tendrían por qué hacerlo: el financiamiento correcto permite que el camión se pague solo con la carga que mueve.',
    'El financiamiento equivocado hace lo contrario. Un pago demasiado alto, un pago global al final (balloon) que no tenía previsto o un enganche que le vacía el fondo de reserva pueden hundir un negocio que por lo demás está sano. Nuestro equipo de crédito revisa las finanzas de compañías de transporte todos los días. Esta guía cubre las tres formas principales de financiar equipo, lo que buscan los prestamistas y cómo escoger el momento de la compra para que sus pagos nunca se adelanten a lo que le deben sus clientes.',
  ],
  sections: [
    {
      heading: 'Empiece por lo que el camión tiene que ganar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Antes de hablar con un prestamista, calcule el pago que su carga puede sostener. Tome un camión usado de $120,000 con un 20% de enganche, lo que deja $96,000 por financiar. Al 9.5% a 60 meses, el pago es de unos $2,016 al mes. Al 18%, la tasa que le podrían ofrecer con un historial de crédito más débil, es de unos $2,438, y paga aproximadamente $50,000 de intereses en lugar de $25,000.',
        },
        {
          kind: 'paragraph',
          text: 'Ahora conviértalo en costo por milla. Con 10,000 millas al mes, un pago de $2,016 le suma unos 20 centavos a cada milla que recorre. Agregue el seguro, el combustible, el mantenimiento y su propio sueldo, y compare el total con las tarifas que de verdad gana en sus rutas, no con la mejor semana que tuvo el año pasado. Si los números solo salen en un buen mes, el camión es demasiado caro o las condiciones no son las correctas.',
        },
      ],
    },
    {
      heading: 'Préstamo, arrendamiento o arrendamiento con opción a compra: cómo se comparan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Hay tres formas comunes de poner un camión a su nombre, o por lo menos bajo su control. Cada una reparte de manera diferente el efectivo inicial, el costo mensual y el riesgo.',
        },
        {
          kind: 'table',
          caption: 'Préstamo para equipo, arrendamiento y arrendamiento con opción a compra, comparados',
          columns: [
            'Lo que importa',
            'Préstamo para equipo',
            'Arrendamiento (lease)',
            'Arrendamiento con opción a compra (lease-purchase)',
          ],
          rows: [
            [
              'Quién es dueño del camión',
              'Usted, con un gravamen del prestamista hasta que termine de pagarlo',
              'La compañía arrendadora',
              'La compañía de transporte o el arrendador, hasta el último pago',
            ],
            [
              'Efectivo inicial',
              'Normalmente del 10 al 25% de enganche, más para autoridades nuevas',
              'El primer pago y un depósito',
              'Poco o nada',
            ],
            [
              'Costo mensual',
              'Capital e intereses',
              'Muchas veces menor que un préstamo por el mismo camión',
              'Muchas veces alto, y se descuenta de sus liquidaciones',
            ],
            [
              'Crédito necesario',
              'De moderado a sólido',
              'Moderado; los arrendamientos de servicio completo piden crédito sólido',
              'Poco; la aprobación es fácil',
            ],
            [
              'Al final del plazo',
              'El camión es totalmente suyo',
              'Lo devuelve, renueva el contrato o lo compra al valor residual acordado',
              'Es suyo solo si hizo todos los pagos',
            ],
            [
              'Impuestos',
              'La depreciación y los intereses normalmente son deducibles',
              'Los pagos normalmente son deducibles como gasto del negocio',
              'Depende de cómo esté redactado el contrato',
            ],
            [
              'Riesgo principal',
              'Las reparaciones y el valor de reventa corren por su cuenta',
              'Límites de millaje y cargos por el estado en que lo devuelve',
              'Perder cada dólar pagado si sale del programa',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'El tratamiento fiscal depende de cómo esté redactado cada contrato y de las reglas del año en que compra. La Sección 179 y la depreciación adicional (bonus depreciation) pueden permitirle deducir gran parte de un camión comprado en el primer año, y esos límites han cambiado varias veces. Revise cualquier trato con su asesor de impuestos antes de firmar.',
        },
      ],
    },
    {
      heading: 'Préstamos para equipo: el camino para ser dueño',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un préstamo es la vía más directa: el camión es suyo desde el primer día y usted gana patrimonio con cada pago. Los plazos normalmente van de 36 a 72 meses. Los prestamistas acortan el plazo en camiones más viejos o con muchas millas, y muchos no financian un tractor de más de unos diez años o que pase de 700,000 a 800,000 millas.',
        },
        {
          kind: 'paragraph',
          text: 'Cuidado con los pagos globales al final (balloon). Un préstamo que parece barato cada mes puede dejarle $20,000 o más por pagar al final. Si toma uno, planee cómo lo va a pagar: con dinero apartado cada mes, con un refinanciamiento o entregando el camión a cuenta de otro. Revise también si hay penalidades por pago anticipado, si piensa liquidar el préstamo antes de tiempo.',
        },
        {
          kind: 'paragraph',
          text: '¿Va a comprar usado? Pague a un mecánico calificado para que haga una inspección antes de la compra y pida el reporte de la computadora del motor (ECM), que muestra el tiempo en idle (con el motor prendido y el camión parado), los códigos de falla y qué tan duro se ha trabajado el camión. Una inspección de $500 que descubre un sistema EGR fallando o unos inyectores gastados le puede ahorrar una reparación más cara que su enganche.',
        },
      ],
    },
    {
      heading: 'Arrendamientos: pagos más bajos, menos compromiso',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un arrendamiento (lease) deja más efectivo en el negocio al principio. Un arrendamiento a valor justo de mercado (fair market value lease) da el pago más bajo y le permite devolver el camión al final. Un arrendamiento TRAC fija un valor residual, muchas veces del 10 al 20% del precio, que usted puede pagar para quedarse con el camión. Los arrendamientos de servicio completo incluyen el mantenimiento y a veces un camión de reemplazo, a cambio de un pago más alto.',
        },
        {
          kind: 'paragraph',
          text: 'Lea con cuidado las condiciones de devolución. Los topes de millaje, los estándares de desgaste de llantas y frenos y los cargos por daños pueden sumar miles de dólares al momento de entregar el camión.',
        },
      ],
    },
    {
      heading: 'Programas de arrendamiento con opción a compra: lea cada renglón',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Los programas de lease-purchase de las compañías de transporte prometen que usted será dueño sin revisión de crédito y sin enganche, y algunos choferes sí terminan con un camión. Muchos no. Los pagos y el escrow (el fondo de garantía que le retienen) se descuentan de sus liquidaciones, y muchas veces la compañía controla la carga con la que usted los paga. Si la carga se acaba o usted se va, puede perder el camión y todo lo que pagó. Antes de firmar, consiga respuestas claras a estas preguntas:',
        },
        {
          kind: 'list',
          items: [
            '¿Cuánto suman todos los pagos más la compra final, y cómo se compara eso con el valor de mercado del camión?',
            '¿Quién paga las reparaciones mayores, y qué pasa con sus pagos mientras el camión está en el taller?',
            '¿Cuántas millas o cargas le garantizan cada semana?',
            '¿Qué pasa con su patrimonio y su escrow si usted se va antes de tiempo o si la compañía termina el contrato?',
            '¿Puede mover carga para otras compañías o para brokers (intermediarios de carga) durante el plazo?',
          ],
        },
      ],
    },
    {
      heading: 'Lo que buscan los prestamistas',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cada prestamista mide el riesgo a su manera, pero los mismos factores deciden su tasa y su enganche:',
        },
        {
          kind: 'list',
          items: [
            'Puntaje de crédito: muchos prestamistas piden 600 o más, y las mejores tasas normalmente son para puntajes arriba de 700.',
            'Tiempo en el negocio: dos años con su propia autoridad le abren mejores condiciones; menos de un año normalmente significa un enganche más grande.',
            'Experiencia de manejo: tener una licencia comercial (CDL) desde hace dos años o más ayuda a que aprueben a una autoridad nueva.',
            'Flujo de efectivo: de tres a seis meses de estados de cuenta bancarios con depósitos constantes y sin sobregiros.',
            'El camión mismo: antigüedad, millaje, marca y un precio justo comparado con el mercado.',
            'Enganche: mientras más ponga, menor es el riesgo del prestamista y menor su tasa.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Si su autoridad tiene menos de un año, cuente con poner del 20 al 30% de enganche o con conseguir un cofirmante (co-signer). Otra opción es arrendar, o trabajar un camión más viejo que ya esté pagado, durante un año mientras construye un historial limpio de pagos e ingresos, y luego financiar el camión que de verdad quiere en mejores condiciones.',
        },
        {
          kind: 'paragraph',
          text: 'Aquí ayudan los estados de cuenta de un factoring constante (la venta de sus facturas para cobrarlas de inmediato). Le muestran a un prestamista cuentas por cobrar estables y documentadas, y clientes que pagan, que es justo lo que un analista de crédito quiere ver.',
        },
      ],
    },
    {
      heading: 'Escoja el momento de la compra para que los pagos nunca se adelanten a sus cobros',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El primer pago normalmente vence unos 30 días después de que se financia el camión. Las primeras cargas que mueva pueden tardar de 30 a 45 días en pagarse después de la entrega. Esa brecha agarra desprevenidos a muchos dueños nuevos: el segundo pago puede vencer antes de que le paguen la primera factura.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Mantenga el enganche separado de su fondo de reserva. Después de la compra todavía debería tener de dos a tres meses de pagos en el banco.',
            'Aparte de 15 a 20 centavos por milla para el mantenimiento de un camión usado desde la primera carga.',
            'Compre antes de su temporada fuerte, para que los primeros pagos caigan cuando la carga está pagando bien.',
            'Pídale al prestamista que ponga la fecha de pago unos días después del día en que normalmente recibe sus fondos.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'El factoring elimina la espera por completo. Le adelantamos hasta el 95% de cada factura, normalmente dentro de las 24 horas siguientes a la entrega, así que el camión empieza a generar efectivo la misma semana en que empieza a trabajar. Las tarifas empiezan en el 1.5%, sin contrato a largo plazo, y puede factorizar solo las cargas que necesite.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Haga que su próximo camión se pague solo',
    text: 'Un flujo de efectivo constante hace más fácil cada pago y hace que cualquier prestamista esté más dispuesto a decirle que sí. Pida una cotización gratis para ver cómo el factoring de sus facturas podría cubrir los pagos de su camión, o conozca cómo funciona nuestro factoring desde la primera factura hasta el depósito.',
    secondaryLink: 'how-factoring-works',
  },
};
