import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'Los load boards (las bolsas de carga en línea) son donde la mayoría de los dueños-operadores (owner-operators) y de las flotillas pequeñas encuentran carga, y donde muchos pierden dinero sin darse cuenta. El problema no es el board. El problema es tomar la primera carga que le cuadra, a la tarifa publicada, con un broker (el intermediario que publica la carga) al que nunca investigó.',
    'Trabajamos con cientos de transportistas que se mueven cada semana en el mercado spot (las cargas que se pactan viaje por viaje, sin contrato). A los que les va bien usan el board como el lugar donde empieza una negociación, no como un menú. Este es el método que les mantiene los camiones llenos y la tarifa por milla arriba.',
  ],
  sections: [
    {
      heading: 'Escoja los boards que van con su tipo de carga',
      blocks: [
        {
          kind: 'paragraph',
          text: 'DAT y Truckstop tienen el mayor volumen de carga de brokers; 123Loadboard y otros son más baratos y funcionan bien en algunas regiones. Las suscripciones de paga van de unos $40 a unos cuantos cientos de dólares al mes, según el nivel. Los niveles que incluyen el historial de tarifas por ruta y los datos de crédito de los brokers normalmente se pagan solos con una sola carga mejor negociada al mes.',
        },
        {
          kind: 'paragraph',
          text: 'Los boards gratuitos y los grupos de redes sociales también tienen cargas, pero son los que más fraude atraen. Si los usa, someta cada carga a las mismas revisiones que aplicaría en cualquier otro lado.',
        },
      ],
    },
    {
      heading: 'Conozca sus números antes de ofertar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Toda decisión de tarifa empieza con su costo por milla. Sume sus costos fijos (pago del camión, seguro, permisos, registro electrónico de horas o ELD, y suscripciones a los boards) y sus costos variables (combustible, mantenimiento, llantas, peajes), y luego divida entre las millas que realmente recorre. Muchos transportistas pequeños quedan entre $1.70 y $2.10 por milla, todo incluido. Si no conoce el suyo, está adivinando en cada oferta.',
        },
        {
          kind: 'paragraph',
          text: 'Después, juzgue las cargas por las millas que de verdad le cuestan. Una carga de 500 millas que paga $1,200 parece de $2.40 por milla. Si maneja 100 millas vacío para recogerla, en realidad paga $2.00 por milla sobre 600 millas. Divida siempre entre las millas cargado más las millas en vacío (deadhead).',
        },
        {
          kind: 'callout',
          title: 'Revise las horas, no solo las millas',
          text: 'Antes de aceptar una carga, asegúrese de que las ventanas de recolección y de entrega le cuadren con sus horas de servicio: 11 horas de manejo dentro de una ventana de 14 horas, un descanso de 30 minutos después de 8 horas de manejo, y su límite de 60 o 70 horas. Su ELD no se va a doblar por una cita apretada, y una entrega perdida cuesta más de lo que pagaba la carga.',
        },
      ],
    },
    {
      heading: 'Investigue a cada broker antes de mover su carga',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El double brokering (cuando alguien revende la carga a otro transportista sin autorización) y el robo de identidad se han vuelto comunes en los boards. Unos minutos de revisión lo protegen de mover una carga que nunca le van a pagar:',
        },
        {
          kind: 'list',
          items: [
            'Busque el número MC del broker en los sitios SAFER y Licensing and Insurance de la FMCSA. Confirme que tenga autoridad de broker activa y la fianza (surety bond) o el fideicomiso de $75,000 que exige la ley.',
            'Revise en su load board el puntaje de crédito y el promedio de días que tarda en pagar, y lea las reseñas recientes de otros transportistas.',
            'Llame al broker al número de teléfono que aparece en el registro de la FMCSA, no al del anuncio, y asegúrese de que el dominio del correo electrónico coincida con el de la compañía.',
            'Desconfíe de una autoridad otorgada en los últimos meses, de tarifas muy por encima del promedio de la ruta y de cualquier petición de llevar la carga a un lugar distinto del que dice la rate confirmation (la confirmación de tarifa).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Si factoriza sus facturas, es decir, si se las vende a una compañía de factoring para cobrar de inmediato, su compañía de factoring ve cómo pagan de verdad los brokers a muchos transportistas. Pregunte antes de aceptar; vale la pena dejar pasar a un broker que paga lento o que disputa facturas, aunque la tarifa sea buena.',
        },
      ],
    },
    {
      heading: 'Negocie cada carga',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La tarifa publicada es una oferta inicial. Los brokers esperan una contraoferta, y el transportista que llama primero con una cifra clara muchas veces se queda con la carga.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Revise el historial de tarifas de la ruta antes de llamar. Conozca el promedio de esa ruta esta semana, no el del mes pasado.',
            'Pregunte por la carga: peso, tipo de mercancía, horarios de cita, si es drop and hook (deja un tráiler y engancha otro) o live load (lo cargan mientras usted espera), y quién paga a los lumpers (los cargadores que descargan el tráiler).',
            'Haga una contraoferta entre un 10 y un 15% arriba de la tarifa publicada y explique por qué: una recolección apretada, un mercado débil para su carga de regreso, una carga pesada.',
            'Acuerde antes de aceptar el pago por detention (tiempo de espera para cargar o descargar), por layover (cuando lo hacen esperar hasta otro día) y por truck order not used (cuando cancelan la carga después de que usted mandó el camión). El detention se paga comúnmente de $40 a $75 por hora después de dos horas libres.',
            'Ponga todo en la rate confirmation. Si no está por escrito, no se lo van a pagar.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Esté dispuesto a decir que no. Un camión que espera dos horas por la carga correcta muchas veces gana más que uno que sale de inmediato con una carga barata.',
        },
      ],
    },
    {
      heading: 'Reduzca las millas en vacío',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Las millas en vacío son el asesino de ganancias más silencioso del board. Algunas de las rutas de ida que mejor pagan terminan en mercados con poca carga de salida, así que la carga que paga bien a la ida lo puede dejar manejando vacío de regreso.',
        },
        {
          kind: 'list',
          items: [
            'Busque la carga de regreso antes de aceptar la de ida. Compare cuántas cargas salen del mercado de entrega con cuántos camiones hay publicados ahí.',
            'Planee rutas en triángulo: tres tramos que terminan cerca de casa muchas veces le ganan a dos tramos con un largo recorrido vacío entre ellos.',
            'Publique su camión, además de buscar carga. Los brokers que tengan una carga cerca de su punto de entrega le van a llamar.',
            'Convierta a los buenos brokers del board en rutas fijas, y acérquese a los shippers (los dueños de la mercancía) que atiende seguido para conseguir carga directa.',
          ],
        },
      ],
    },
    {
      heading: 'Cobre tan rápido como entrega',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La mayoría de los brokers pagan en 30 a 45 días, y algunos tardan más. Existe el quick pay (el pago rápido que ofrece el broker), pero las comisiones del 2 al 5% por cada pago se van sumando, y cada broker tiene sus propias reglas.',
        },
        {
          kind: 'paragraph',
          text: 'El factoring le da un solo proceso para todos los brokers. Mándenos la rate confirmation, el BOL (el bill of lading o conocimiento de embarque) y el comprobante de entrega por nuestro portal en línea o la aplicación móvil, y le adelantamos hasta el 95% de la factura, normalmente dentro de las 24 horas. Las tarifas empiezan en el 1.5%, sin contrato a largo plazo y sin volumen mínimo, así que puede factorizar las cargas que usted elija y mantener el tanque lleno para la siguiente.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Tome mejores cargas y cobre más rápido',
    text: 'Conseguir buena carga es solo la mitad del trabajo; la otra mitad es convertir una carga entregada en efectivo. Pida una cotización gratis y le mostraremos cómo se verían los fondos dentro de las 24 horas sobre las facturas de sus brokers.',
    secondaryLink: 'how-factoring-works',
  },
};
