import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'Para la mayoría de los dueños-operadores (owner-operators), el combustible es la cuenta más grande de todas: muchas veces entre la cuarta y la tercera parte de cada dólar que entra. Un camión que recorre 120,000 millas al año a 6.5 millas por galón (mpg) quema unos 18,500 galones. A $3.65 el galón, son aproximadamente $67,000 al año.',
    'La buena noticia es que el combustible también es el costo que usted más controla. Si ese mismo camión llega a 7.0 mpg, necesita unos 1,300 galones menos, casi $4,800 que regresan a su bolsillo, antes de ahorrar un solo centavo en el precio. Así es como nuestro equipo del programa de combustible ve a los dueños-operadores bajar la cuenta: comprar mejor, quemar menos y llevar el control de cada galón.',
  ],
  sections: [
    {
      heading: 'Conozca su costo de combustible por milla',
      blocks: [
        {
          kind: 'paragraph',
          text: 'No se puede controlar lo que no se mide. Divida el precio que pagó entre sus millas por galón reales y tendrá su costo de combustible por milla: $3.65 a 6.5 mpg son unos 56 centavos por milla. Ponga esa cifra junto a cada tarifa que cotice, para que una carga que se ve bien en el load board (la bolsa de cargas en línea) se siga viendo bien después de pagar el combustible.',
        },
        {
          kind: 'paragraph',
          text: 'Calcúlelo con sus propias llenadas de tanque, no con lo que marca el tablero. Anote los galones y las lecturas del odómetro durante un mes completo y compare carga por carga. La carga pesada, las rutas de montaña y el diésel de invierno se van a notar, y usted sabrá qué rutas pagan de verdad.',
        },
      ],
    },
    {
      heading: 'Planee sus paradas de combustible, no solo sus rutas',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El diésel puede variar 50 centavos por galón o más de un estado a otro, y hasta de una salida de la autopista a la siguiente. Antes de arrancar, decida dónde va a cargar, usando la red de su tarjeta de combustible y una aplicación de precios en lugar de guiarse por la aguja del medidor. Cargar cuando el tanque ya va bajo en la parada que quede más cerca es el hábito más caro del transporte.',
        },
        {
          kind: 'paragraph',
          text: 'Cuando compare precios, recuerde cómo funciona IFTA (el acuerdo entre estados para el impuesto al combustible). Usted le debe impuesto al combustible a cada estado según las millas que maneja ahí, y el impuesto que pagó en la bomba se le acredita en su declaración trimestral. Un estado con impuesto bajo no reduce el total de impuestos que usted paga; lo que ahorra dinero es un precio más bajo antes de impuestos. Compare las paradas con ese criterio, o simplemente por su precio neto después del descuento de su tarjeta.',
        },
      ],
    },
    {
      heading: 'Haga que la tarjeta de combustible se pague sola',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Una tarjeta de combustible para flotillas convierte cada llenada en un descuento y en un registro en orden. Nuestro programa de tarjeta de combustible ahorra hasta 15 centavos por galón en las estaciones de la red y hasta 3 centavos por galón en cualquier otro lugar, sin cuotas mensuales y sin contrato.',
        },
        {
          kind: 'paragraph',
          text: 'Con 18,000 galones al año, comprar el 80% dentro de la red a 15 centavos y el resto a 3 centavos vale unos $2,270. Una buena tarjeta también le da:',
        },
        {
          kind: 'list',
          items: [
            'Controles de compra, para que la tarjeta de un chofer compre diésel, no botanas ni un segundo tanque para otra persona.',
            'Reportes de transacciones por camión, fecha, estado y galones, que hacen mucho más fácil la declaración de IFTA.',
            'Alertas de compras fuera de lo normal, que detectan a tiempo la clonación de tarjetas y el robo de combustible.',
          ],
        },
      ],
    },
    {
      heading: 'Maneje para rendir más el combustible',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El chofer es lo que más influye en el rendimiento de combustible. Los hábitos que más importan:',
        },
        {
          kind: 'list',
          items: [
            'Baje la velocidad. Arriba de unas 55 millas por hora (mph), cada milla por hora de más cuesta aproximadamente 0.1 mpg. Ir a 65 en lugar de 75 puede ahorrar casi una milla por galón completa.',
            'Reduzca el tiempo en idle (con el motor prendido y el camión parado). Un camión pesado quema unos 0.8 galones por hora en idle. Seis horas por noche durante 200 noches son 960 galones, unos $3,500 al año. Una APU (unidad de energía auxiliar) o un calentador para la litera gasta una fracción de eso, y varios estados limitan el idle a cinco minutos o menos.',
            'Haga los cambios de forma progresiva y use el control de crucero en terreno plano. Deje que el motor trabaje en su rango de torque en lugar de subirle las revoluciones.',
            'Mire lejos hacia adelante. Dejar que el camión ruede solo al acercarse a un semáforo en rojo o a un tráfico lento ahorra el combustible que un frenón desperdicia.',
          ],
        },
      ],
    },
    {
      heading: 'Mantenga el camión eficiente',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Un camión bien mantenido es un camión que ahorra combustible. Revise la presión de las llantas cada semana: andar con 10 psi de menos cuesta alrededor del 1% en rendimiento de combustible y gasta las llantas más rápido. Mantenga alineados los ejes de dirección y de tracción, cambie a tiempo los filtros de aire y de combustible, y arregle las fugas en las líneas de aire que mantienen trabajando al compresor.',
        },
        {
          kind: 'paragraph',
          text: 'El equipo también ayuda. Las llantas de baja resistencia al rodamiento, las faldas laterales del tráiler y una separación bien ajustada de la quinta rueda ahorran cada una unos cuantos puntos porcentuales a velocidad de carretera. El programa SmartWay de la EPA publica una lista de productos verificados, y los ahorros se juntan rápido en un camión que recorre 10,000 millas al mes.',
        },
      ],
    },
    {
      heading: 'Lleve el control de cada galón',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Los datos de combustible solo sirven si los revisa. Una vez por semana, compare los galones comprados con las millas recorridas de cada camión. Una caída repentina en las mpg apunta a una falla mecánica, a un hábito de manejo o a una tarjeta mal usada.',
        },
        {
          kind: 'callout',
          title: 'Guarde sus registros de IFTA',
          text: 'Las declaraciones de IFTA vencen el último día del mes siguiente a cada trimestre: 30 de abril, 31 de julio, 31 de octubre y 31 de enero. Guarde los recibos de combustible y los registros de viaje durante cuatro años, porque hasta ahí puede llegar una auditoría de IFTA.',
        },
        {
          kind: 'paragraph',
          text: 'Además, el combustible hay que pagarlo antes de que su cliente le pague a usted. Si esperar de 30 a 45 días a que pague un broker (el intermediario que le consiguió la carga) lo deja corto en la bomba, el factoring de facturas cierra la brecha: le compramos la factura y le adelantamos hasta el 95% de su valor, normalmente dentro de las 24 horas, para que el dinero del diésel esté en el banco cuando lo necesite.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Baje su cuenta de combustible y mantenga el dinero en movimiento',
    text: 'Junte los ahorros de la tarjeta de combustible con fondos rápidos sobre sus facturas y dejará de financiar a sus clientes con su presupuesto de combustible. Pida una cotización gratis y le mostraremos cómo se ve el factoring con tarifas desde el 1.5% para sus cargas, sin contrato a largo plazo.',
    secondaryLink: 'how-factoring-works',
  },
};
