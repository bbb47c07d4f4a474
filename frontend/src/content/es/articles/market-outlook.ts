import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'Después de más de dos años de tarifas flojas y márgenes apretados, la mayoría de los transportistas empiezan 2025 con la misma pregunta: ¿por fin se acabó la recesión de la carga? Nuestra respuesta honesta es que lo peor parece haber quedado atrás, pero la salida probablemente será gradual, dispareja y fácil de descarrilar.',
    'Así es como leemos el mercado al arrancar el año, con base en las facturas que financiamos, las conversaciones con nuestros clientes y los indicadores que sigue la industria, y esto es lo que les recomendamos hacer a los transportistas. Tómelo como una herramienta de planeación, no como una predicción: nadie pronostica la carga con precisión, y a los transportistas que mejor les va son los que están preparados para más de un resultado.',
  ],
  sections: [
    {
      heading: 'La demanda de carga en 2025',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El último ciclo lo movieron los bienes. El gasto en productos se disparó durante la pandemia, los minoristas pidieron de más, y a partir de 2022 la industria pasó dos años moviendo menos carga mientras los consumidores volvían a gastar en viajes, restaurantes y otros servicios, y las tiendas iban vaciando sus bodegas repletas. Al entrar a 2025, los inventarios se ven mucho más cerca de lo normal, lo que significa que los shippers (las empresas que mandan la mercancía) vuelven a hacer pedidos para cubrir la demanda y no solo para agotar existencias.',
        },
        {
          kind: 'paragraph',
          text: 'La demanda va a variar según el segmento:',
        },
        {
          kind: 'list',
          items: [
            'La caja seca (dry van) sigue al comercio minorista y al gasto de los consumidores, que ha aguantado mejor de lo que muchos esperaban. Esperamos volúmenes estables, aunque sin nada espectacular.',
            'El reefer (la caja refrigerada) se apoya en los alimentos y suele ser el segmento más estable, con los altibajos de siempre en la temporada de frutas y verduras y en las fiestas de fin de año.',
            'El flatbed (la plataforma) depende de la manufactura, la construcción y la energía. La actividad industrial ha estado débil durante buena parte de los últimos dos años, así que el flatbed es el que más puede ganar con una recuperación y el que más puede perder si esta se atora.',
            'La carga relacionada con la vivienda, como materiales de construcción, muebles y electrodomésticos, probablemente seguirá floja mientras las tasas hipotecarias sigan altas.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Una advertencia para los primeros meses del año: algunos importadores adelantaron mercancía a finales de 2024 para ganarles a posibles aranceles y a problemas laborales en los puertos. La carga que se mueve antes es carga que ya no se va a mover después, así que no nos sorprendería un bache a principios de 2025.',
        },
      ],
    },
    {
      heading: 'Vientos en contra de la economía',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Varias fuerzas podrían frenar la recuperación o apretar los márgenes aunque los volúmenes mejoren:',
        },
        {
          kind: 'list',
          items: [
            'Tasas de interés. La Reserva Federal empezó a bajar las tasas en el otoño de 2024, pero pedir prestado todavía cuesta mucho más que hace unos años. Financiar camiones, tráileres y capital de trabajo sigue siendo caro, y los recortes podrían ir más lento si la inflación no cede.',
            'Política comercial. Un nuevo gobierno ha dado señales de aranceles más altos. Según lo que se apruebe, los aranceles podrían subir el costo de los bienes, reducir los volúmenes de importación, mover las compras de un país a otro y causar cambios bruscos cuando los shippers se apresuren a mover carga antes de las fechas límite. Las rutas transfronterizas con México y Canadá son las más expuestas.',
            'Costos de operación. Las primas de seguro, las reparaciones, las refacciones, las llantas y los sueldos de los choferes subieron durante la caída del mercado, aunque las tarifas bajaron.',
            'Combustible. El diésel está muy por debajo de su pico de 2022, pero sigue siendo volátil, y los conflictos en el extranjero o los problemas en las refinerías lo pueden mover rápido.',
            'Fraude. El robo de identidad, el double brokering (revender la carga a otro transportista sin autorización) y el robo de carga han crecido junto con la caída del mercado. Una carga robada o un broker (intermediario de carga) que nunca paga puede acabarse la ganancia de un mes de una flotilla pequeña.',
            'Reglas para el equipo. Hay normas federales de emisiones más estrictas programadas para los camiones nuevos del modelo 2027, y se espera que suban los precios. Algunas flotillas podrían comprar antes, y las propias reglas podrían modificarse, así que los planes de equipo tienen más incertidumbre que de costumbre.',
          ],
        },
      ],
    },
    {
      heading: 'Capacidad y tarifas',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Las tarifas van a repuntar cuando la capacidad se apriete, y la capacidad ha ido saliendo del mercado más despacio que en otras caídas. Durante buena parte de los últimos dos años, más transportistas cerraron su autoridad de los que abrieron una nueva, pero muchos operadores pequeños aguantaron más de lo esperado recortando costos y gastándose los ahorros que juntaron durante el auge, y muchas flotillas grandes mantuvieron sus camiones trabajando. El resultado ha sido una larga temporada en la que las tarifas spot (las del mercado de cargas sueltas, sin contrato) estuvieron cerca, o por debajo, del costo de operar un camión.',
        },
        {
          kind: 'paragraph',
          text: 'Las recuperaciones suelen seguir el mismo orden. Primero suben las tarifas spot, cuando a los brokers les cuesta cubrir las cargas a los precios de antes. Luego los transportistas empiezan a rechazar carga de contrato para ir tras cargas spot que pagan mejor, y los shippers responden subiendo las tarifas de contrato en su siguiente licitación. Para finales de 2024, las tarifas spot se habían afirmado por momentos, sobre todo con las tormentas y el pico de las fiestas, lo que es una señal temprana pero alentadora.',
        },
        {
          kind: 'paragraph',
          text: 'Esperamos que las tarifas de contrato suban modestamente en 2025, con aumentos bajos de un solo dígito en la mayoría de las rutas y tipos de equipo, y que las tarifas spot suban de forma más dispareja, con picos por eventos de clima, días festivos y la temporada de frutas y verduras. La señal que hay que vigilar es qué tan seguido los transportistas rechazan cargas de contrato: cuando eso sube varias semanas seguidas, el mercado se está apretando.',
        },
      ],
    },
    {
      heading: 'Nuestro pronóstico para 2025',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Con todo esto, nuestro escenario base es una recuperación lenta. La primera mitad del año probablemente se va a sentir muy parecida a finales de 2024, igual o un poco mejor, y el mercado se irá afirmando en la segunda mitad conforme la capacidad siga bajando y haya que reponer inventarios. Como los costos siguen subiendo, los márgenes deberían mejorar solo un poco, incluso en este escenario.',
        },
        {
          kind: 'paragraph',
          text: 'Hay una posibilidad real de que las cosas salgan mejor si llegan juntos la reposición de inventarios, un repunte de la manufactura y la salida continua de capacidad: el mercado podría apretarse más rápido de lo esperado, y las tarifas spot podrían brincar muy por encima de las de contrato. También hay un riesgo real de que salgan peor. Una desaceleración provocada por los aranceles o una caída más amplia de la economía alargaría la recesión de la carga otro año. Le damos más peso al escenario base, pero animamos a cada cliente a planear para el peor caso. Los transportistas que pueden sobrevivir a un mal año son los que quedan en posición de ganar con el buen año que viene después.',
        },
      ],
    },
    {
      heading: 'Tendencias tecnológicas a largo plazo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Más allá de 2025, la tecnología va a seguir cambiando la forma en que se compra, se mueve y se paga la carga. Estas son las tendencias que creemos que más importan para los transportistas pequeños y medianos:',
        },
        {
          kind: 'list',
          items: [
            'Precios basados en datos. Los brokers y los shippers grandes cada vez más les ponen precio a las cargas con software entrenado con años de datos de rutas. Los transportistas que conocen su propio costo por milla, por camión y por ruta, negocian desde una posición de fuerza; los que adivinan salen apretados.',
            'Papeleo digital y pagos más rápidos. Los conocimientos de embarque (BOL) electrónicos, la facturación desde el celular y los pagos el mismo día se están volviendo la norma. Los días entre la entrega y el dinero se están acortando para los transportistas que mandan rápido sus papeles en orden, con herramientas como nuestro portal de clientes y nuestra aplicación móvil.',
            'Telemática y tecnología de seguridad. Los datos del ELD (el registro electrónico de horas) y del motor pueden predecir necesidades de mantenimiento y revelar combustible desperdiciado, y los sistemas de cámaras ayudan a defenderse de reclamos falsos. Las aseguradoras están empezando a premiar a las flotillas que los usan.',
            'Combustibles alternativos. Los camiones eléctricos de batería se están abriendo paso en el drayage (el acarreo corto entre puertos, patios y bodegas) y en rutas regionales cortas, donde la recarga es predecible. Lo más probable es que el diésel siga dominando las rutas largas el resto de esta década.',
            'Camiones autónomos. Se están probando camiones sin chofer en tramos largos de carretera, sobre todo en los estados del sur, con las primeras corridas comerciales ya planeadas. Espere que empiecen de centro a centro en rutas selectas, con choferes de carne y hueso encargándose de la recolección y la entrega. Es poco probable que cambien la economía de los transportistas pequeños en los próximos años.',
            'Prevención de fraude. La verificación de identidad, el alta digital de transportistas y los controles de pago se están extendiendo rápido, y los transportistas deben esperar más revisiones de parte de los brokers con los que trabajan.',
          ],
        },
      ],
    },
    {
      heading: 'Estrategias para cada escenario',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Como nadie puede estar seguro de qué versión de 2025 va a llegar, arme un plan que aguante en todas:',
        },
        {
          kind: 'table',
          caption:
            'Cómo pueden prepararse los transportistas para cada escenario del mercado de carga en 2025',
          columns: ['Escenario', 'Lo que significa', 'Qué hacer'],
          rows: [
            [
              'Recuperación lenta (nuestro escenario base)',
              'Volúmenes iguales o un poco más altos, tarifas que se afirman en la segunda mitad, costos que siguen subiendo',
              'Conozca su costo por milla, busque aumentos moderados al renovar contratos, mantenga un fondo de reserva de una a dos semanas de costos y use el factoring (venda sus facturas para cobrar ya) con los clientes que pagan lento',
            ],
            [
              'Repunte más rápido',
              'La capacidad se aprieta rápido y las tarifas spot brincan por encima de las de contrato',
              'Deje algo de capacidad libre para carga spot, evite amarrarse a tarifas de contrato bajas por plazos largos y financie el crecimiento con factoring en lugar de deuda nueva a largo plazo',
            ],
            [
              'Caída prolongada',
              'Otro año de tarifas cercanas al costo de operación',
              'Cuide el efectivo, reduzca las millas en vacío, posponga las compras de equipo que no sean indispensables, diversifique sus clientes y revise a cada broker antes de mover su carga',
            ],
            [
              'Golpe de costos',
              'El combustible, los aranceles o el seguro suben los costos más rápido que las tarifas',
              'Asegúrese de que sus contratos incluyan recargos por combustible, compre el diésel con una tarjeta de combustible, cotice su seguro con otras aseguradoras al renovar y revise qué tan rentables son sus rutas',
            ],
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'Planee su año con un socio que conoce el transporte',
    text: 'Hemos acompañado a compañías de transporte en los ciclos del mercado desde 2018. Traiga lo que traiga 2025, un flujo de efectivo constante le da margen para escoger su carga en lugar de aceptar lo que pague más rápido. Solicite una cotización gratis y le respondemos en 1 hora o menos en horario de oficina, con fondos dentro de las 24 horas, anticipos del 90 al 95% y sin contratos a largo plazo.',
    secondaryLink: 'about',
  },
};
