import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'La mayoría de las compañías de transporte que quiebran no pierden dinero en sus cargas. Se quedan sin efectivo mientras esperan a que se las paguen. El combustible, el sueldo de los choferes, los pagos del camión y el seguro se pagan cada semana, pero los brokers y los shippers (los intermediarios de carga y los dueños de la mercancía) suelen pagar en 30 a 90 días. Y una ganancia en papel no paga la cuenta del diésel.',
    'Trabajamos con dueños-operadores (owner-operators) y flotillas desde 2018, y los transportistas que crecen de forma constante comparten unos cuantos hábitos. Aquí tiene siete, con los números que respaldan cada uno.',
  ],
  sections: [
    {
      heading: 'Entienda la brecha de flujo de efectivo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La brecha de flujo de efectivo es el dinero que usted tiene que gastar para mantener sus camiones trabajando antes de que sus clientes le paguen las cargas que esos camiones mueven. Para ver qué tan grande puede llegar a ser, tome una flotilla de tres camiones: el dueño maneja uno y dos choferes contratados manejan los otros. Cada camión factura unos $5,500 por semana, así que la flotilla factura unos $16,500 por semana. Sus costos semanales se ven así:',
        },
        {
          kind: 'list',
          items: [
            'Combustible: unos $4,300',
            'Sueldo de los dos choferes contratados: unos $3,000',
            'Pagos del camión y del tráiler: unos $1,700',
            'Seguro: unos $1,100',
            'Mantenimiento y llantas: unos $900',
            'Peajes, permisos, suscripciones del ELD (el registro electrónico de horas) y todo lo demás: unos $600',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Son aproximadamente $11,600 que salen cada semana, sin importar cuándo entre el dinero. Mientras más tarden sus clientes en pagar, más semanas de esas tiene que financiar usted mismo:',
        },
        {
          kind: 'table',
          caption:
            'La brecha de flujo de efectivo de una flotilla de tres camiones que factura $16,500 y gasta $11,600 por semana',
          columns: [
            'Plazo de pago del cliente',
            'Facturas sin cobrar en todo momento',
            'Costos que usted financia antes del primer pago',
          ],
          rows: [
            ['30 días', 'unos $71,000', 'unos $50,000'],
            ['45 días', 'unos $106,000', 'unos $75,000'],
            ['90 días', 'unos $212,000', 'unos $150,000'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'La flotilla de este ejemplo es rentable y, aun así, con plazos de 45 días necesita unos $75,000 de capital de trabajo solo para sostenerse. Si agrega un cuarto camión, la brecha vuelve a crecer. Conocer su propia cifra es el primer paso, porque cada uno de los demás hábitos de esta lista es una forma de reducirla o de financiarla.',
        },
      ],
    },
    {
      heading: 'Use el factoring de forma estratégica',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El factoring de facturas cierra la brecha directamente: usted vende una factura y recibe la mayor parte de su valor de inmediato, en lugar de esperar semanas a que le pague su cliente. Con nosotros, eso significa un anticipo del 90 al 95% de la factura, normalmente dentro de las 24 horas, y el resto, menos nuestra comisión, cuando su cliente paga.',
        },
        {
          kind: 'paragraph',
          text: 'Así funciona con una carga. Usted entrega una carga de $3,000 a un broker que paga a 45 días. Con un anticipo del 90%, recibe $2,700 al día siguiente. Con una comisión del 2% por cada 30 días, la comisión por 45 días es de $90. Cuando el broker paga, usted recibe los $300 restantes menos la comisión, o sea $210. En total cobra $2,910 y no pasa ni uno de esos 45 días esperando.',
        },
        {
          kind: 'paragraph',
          text: 'Estratégico quiere decir que usted decide cómo encaja el factoring en su negocio. Algunos transportistas factorizan todas sus facturas. Otros solo factorizan las de los clientes que pagan lento y esperan a los que pagan rápido. Como no tenemos contratos a largo plazo ni volumen mínimo, puede factorizar mucho mientras crece y reducirlo cuando su fondo de reserva pueda cubrir una parte mayor de la brecha. Compare la comisión con lo que ese dinero le deja: si un anticipo mantiene un camión trabajando en lugar de parado, se paga solo.',
        },
      ],
    },
    {
      heading: 'Separe las finanzas del negocio de las personales',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Muchos dueños-operadores empiezan pagando el diésel y el mandado con la misma cuenta. Funciona hasta que deja de funcionar: usted no sabe si el negocio está ganando dinero, la temporada de impuestos se convierte en una caja de zapatos llena de recibos, y un prestamista o una compañía de factoring que revisa sus estados de cuenta ve puro desorden en lugar de un negocio.',
        },
        {
          kind: 'list',
          items: [
            'Abra una cuenta de cheques de negocio y haga que ahí se depositen todos los pagos de sus clientes y todos los anticipos de factoring.',
            'Pague todos los gastos del negocio desde esa cuenta o con una tarjeta de negocio, nunca con dinero personal.',
            'Páguese a usted mismo una cantidad fija cada semana o cada dos semanas, siempre la misma, y ajústela cada trimestre si los números lo permiten.',
            'Mantenga una cuenta de ahorros separada para los impuestos y guarde en ella un porcentaje fijo de cada pago.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Una cuenta de negocio en orden también hace posible el siguiente hábito, porque no se puede pronosticar el dinero que no se ve.',
        },
      ],
    },
    {
      heading: 'Pronostique su efectivo cada semana',
      blocks: [
        {
          kind: 'paragraph',
          text: 'En el transporte el dinero se mueve por semana, así que planéelo por semana. Una hoja de cálculo sencilla que mire ocho semanas hacia adelante, actualizada cada lunes, toma unos 20 minutos y elimina la mayoría de las sorpresas.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Empiece con el efectivo que tiene hoy.',
            'Sume el dinero que espera recibir cada semana: anticipos de factoring, reservas que le liberan y pagos de los clientes que no factoriza, en las fechas en que de verdad es probable que lleguen.',
            'Reste los costos que ya conoce: combustible, nómina, pagos del camión, seguro y una cantidad para mantenimiento basada en su propio historial.',
            'Incluya también los gastos grandes y esporádicos que toman por sorpresa a los transportistas: los pagos trimestrales de IFTA (el impuesto al combustible que se reparte entre los estados), el impuesto anual sobre el uso de vehículos pesados, las placas y los permisos, las renovaciones del seguro y las llantas.',
            'Busque cualquier semana en que el saldo baje de su fondo de reserva y actúe desde ahora: factorice más facturas, cambie de fecha una reparación o hable con nosotros antes de que se vuelva una emergencia.',
          ],
        },
      ],
    },
    {
      heading: 'Pague el combustible con una tarjeta de combustible',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El combustible suele ser el costo semanal más grande, y una tarjeta de combustible para flotillas lo convierte de un gasto disperso en uno que usted controla. Nuestra tarjeta de combustible ahorra hasta 15 centavos por galón en las estaciones de la red y hasta 3 centavos por galón en cualquier otro lugar, sin cuotas mensuales y sin contrato.',
        },
        {
          kind: 'paragraph',
          text: 'Para nuestra flotilla de tres camiones, que quema unos 1,150 galones por semana, comprar el 80% dentro de la red con el descuento completo y el resto en otros lugares le ahorraría unos $145 por semana, o aproximadamente $7,500 al año. Los controles importan igual: límites de gasto por tarjeta, compras solo de combustible y reportes por camión y por chofer le muestran adónde se fue cada galón y facilitan mucho la declaración de IFTA.',
        },
      ],
    },
    {
      heading: 'Forme un fondo de reserva de 1 a 2 semanas de costos de operación',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Aunque reciba su dinero rápido, el transporte siempre trae sorpresas: un turbo que truena, un camión fuera de servicio una semana, un mes flojo en el mercado spot (las cargas que se pactan viaje por viaje, sin contrato). Mantenga un fondo de reserva equivalente a una o dos semanas de costos de operación en una cuenta aparte que no toque para los gastos de todos los días.',
        },
        {
          kind: 'paragraph',
          text: 'Para la flotilla de tres camiones, eso es de $11,600 a $23,200. Si aparta el 5% de los $16,500 que factura cada semana, unos $825, llega a una semana de costos en unas 14 semanas y a dos semanas de costos en unas 28. Cuando use el fondo, vuelva a llenarlo antes de comprometerse a gastos nuevos.',
        },
        {
          kind: 'callout',
          title: 'Por qué el factoring y un fondo de reserva funcionan juntos',
          text: 'El factoring cubre la brecha previsible entre la entrega y el pago. El fondo de reserva cubre lo imprevisto. Con los dos, una descompostura es un gasto, no una crisis.',
        },
      ],
    },
    {
      heading: 'Facture rápido, siempre',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El plazo de pago empieza cuando su cliente recibe una factura correcta, no cuando usted entrega la carga. Cada día que tarda en facturar le suma un día a la brecha: para la flotilla del ejemplo, un día de retraso en la facturación deja detenidos unos $2,400 más.',
        },
        {
          kind: 'list',
          items: [
            'Facture el mismo día que entrega, desde la carretera si hace falta. Con nuestra aplicación móvil usted le toma foto a los papeles y envía la factura desde la cabina.',
            'Mande el paquete completo: la factura, la rate confirmation firmada (la confirmación de tarifa del broker) y un BOL legible (el bill of lading o conocimiento de embarque) o el comprobante de entrega.',
            'Revise los detalles que causan rechazos: números de carga, tarifas, cargos adicionales (accessorials) como el detention (el pago por tiempo de espera) y lo que se pagó a los lumpers (los cargadores que descargan el tráiler), y la dirección de facturación del cliente.',
            'Revise cada semana las facturas pendientes de pago y dé seguimiento en cuanto un pago se atrase. Cuando factoriza con nosotros, nuestro equipo se encarga de ese seguimiento por usted.',
          ],
        },
      ],
    },
  ],
  closing: {
    heading: '¿Quiere mejorar su flujo de efectivo?',
    text: 'Cuéntenos de su flotilla y de sus clientes, y le mostraremos cuánto valen hoy sus facturas. Solicite una cotización gratis y le respondemos en 1 hora o menos en horario de oficina, con fondos dentro de las 24 horas una vez que su cuenta esté abierta, tarifas desde el 1.5%, sin contratos a largo plazo y sin volumen mínimo.',
    secondaryLink: 'how-factoring-works',
  },
};
