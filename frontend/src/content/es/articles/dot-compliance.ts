import type { ArticleBody } from '@/components/article/article';

export const body: ArticleBody = {
  intro: [
    'Para una flotilla pequeña, cumplir con las normas no es papeleo por el gusto de hacerlo. Una sola orden de fuera de servicio puede costarle una carga, un cliente y una semana de ingresos, y un mal historial de seguridad sube las primas del seguro y hace que los brokers (los intermediarios que reparten la carga) lo piensen dos veces antes de darle un viaje.',
    'Las reglas de la Administración Federal de Seguridad de Autotransportes (FMCSA) son largas, pero para un transportista de carga general se reducen a unas cuantas áreas. Esta guía repasa cada una y termina con una lista de verificación que puede revisar una vez por trimestre. Es un resumen práctico, no asesoría legal: para su operación en particular, consulte los reglamentos mismos o hable con un profesional en cumplimiento.',
  ],
  sections: [
    {
      heading: 'Mantenga al día su autoridad y sus registros',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Los transportistas interestatales que operan vehículos de más de 10,000 libras necesitan un número USDOT, y los que mueven carga de otros a cambio de pago (for-hire) también necesitan autoridad de operación (un número MC). Sacarlos es solo el comienzo; mantenerlos activos es donde las flotillas pequeñas fallan.',
        },
        {
          kind: 'list',
          items: [
            'Actualice su MCS-150 cada dos años, aunque no haya cambiado nada. El mes lo fija el último dígito de su número USDOT, y el año, el penúltimo dígito (par o impar). Si no lo hace, le pueden desactivar el número USDOT.',
            'Tenga registrado un BOC-3 que nombre a un agente para recibir notificaciones legales (process agent) en cada estado donde opera.',
            'Mantenga al menos $750,000 de seguro de responsabilidad civil para carga general; la mayoría de los brokers y de los shippers (los dueños de la mercancía) piden 1 millón de dólares, además de cobertura de carga, muchas veces de $100,000.',
            'Regístrese cada año en el Registro Unificado de Transportistas (UCR).',
            'Lleve placas prorrateadas del IRP y calcomanías de IFTA (el acuerdo del impuesto al combustible entre estados) en los camiones de más de 26,000 libras que circulan en más de una jurisdicción, y presente la declaración de IFTA cada trimestre.',
            'Presente el Formulario 2290 del IRS por el impuesto sobre el uso de vehículos pesados (Heavy Vehicle Use Tax) de los camiones de 55,000 libras o más; la declaración del año que empieza el 1 de julio vence a más tardar el 31 de agosto.',
          ],
        },
        {
          kind: 'callout',
          title: 'Si su autoridad es nueva: prepárese para la auditoría de seguridad',
          text: 'Las autoridades nuevas pasan sus primeros 18 meses en el programa para nuevos transportistas de la FMCSA (New Entrant Safety Assurance Program), con una auditoría de seguridad dentro de los primeros 12 meses. No tener un programa de pruebas de drogas y alcohol, dejar que un chofer maneje sin una licencia comercial (CDL) o un certificado médico válidos, u operar sin el seguro obligatorio puede hacerle reprobar la auditoría por sí solo.',
        },
      ],
    },
    {
      heading: 'Arme un expediente de calificación completo para cada chofer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cada chofer necesita un expediente de calificación (driver qualification file), incluso un dueño-operador (owner-operator) que maneja con su propia autoridad. Los auditores piden estos expedientes primero, y los documentos faltantes están entre las infracciones más comunes que encuentran. Cada expediente debe contener:',
        },
        {
          kind: 'list',
          items: [
            'La solicitud de empleo, con los empleadores de los tres años anteriores, más hasta diez años de trabajos de manejo comercial en el caso de los choferes con CDL.',
            'Un historial de manejo (MVR) de cada estado donde el chofer tuvo licencia en los últimos tres años, obtenido al contratarlo, más un MVR anual y una revisión documentada del historial del chofer.',
            'El certificado de la prueba de manejo, o una copia de la CDL aceptada en su lugar.',
            'Un certificado médico vigente de un examinador inscrito en el Registro Nacional; los certificados duran hasta dos años, y muchos duran menos.',
            'El historial de desempeño en seguridad del chofer con sus empleadores de los tres años anteriores.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Anote en un calendario las fechas de vencimiento de las tarjetas médicas y de las CDL, con recordatorios 60 días antes. Un certificado médico vencido deja al chofer sin calificación el mismo día en que vence.',
        },
      ],
    },
    {
      heading: 'Tenga un programa de pruebas de drogas y alcohol',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Todo transportista con choferes con CDL necesita un programa de pruebas: una política por escrito, pruebas de drogas antes de la contratación, pruebas aleatorias y pruebas después de un accidente y por sospecha razonable. Para 2025, las tasas anuales mínimas de pruebas aleatorias son del 50% de los choferes para drogas y del 10% para alcohol. Los dueños-operadores no pueden hacerse las pruebas a sí mismos y deben unirse a un consorcio manejado por un administrador externo (third-party administrator).',
        },
        {
          kind: 'paragraph',
          text: 'Use el Drug and Alcohol Clearinghouse de la FMCSA (la base de datos federal de infracciones de drogas y alcohol): una consulta completa antes del primer viaje de un chofer y al menos una consulta al año por cada chofer. Desde noviembre de 2024, los estados les quitan los privilegios de manejo comercial a los choferes que aparecen como inhabilitados en el Clearinghouse, así que una consulta que se le pase puede poner a un chofer no calificado en su camión.',
        },
      ],
    },
    {
      heading: 'Respete las horas de servicio',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Las infracciones de horas de servicio (HOS) están entre los hallazgos más comunes de las inspecciones en carretera. Para los transportistas de carga, los límites básicos son: 11 horas de manejo después de 10 horas consecutivas fuera de turno, nada de manejo después de la hora 14 desde que entró de turno, un descanso de 30 minutos después de 8 horas acumuladas de manejo, y 60 horas en 7 días o 70 horas en 8 días, que se reinician con un restart de 34 horas.',
        },
        {
          kind: 'paragraph',
          text: 'La mayoría de los camiones deben registrar las horas en un dispositivo electrónico de registro (ELD) que aparezca en la lista de dispositivos registrados de la FMCSA. Si la FMCSA revoca el registro de su dispositivo, por lo general tiene 60 días para reemplazarlo. Guarde durante seis meses las bitácoras y los documentos de respaldo, como recibos de combustible, conocimientos de embarque (BOL) y comprobantes de peaje, y lleve hojas de bitácora de papel en la cabina por si falla el dispositivo. Los oficiales en carretera revisan si hay tiempo de manejo editado o sin asignar, así que revise cada semana las millas sin asignar.',
        },
      ],
    },
    {
      heading: 'Dé mantenimiento a cada vehículo e inspecciónelo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Los choferes deben inspeccionar el camión antes de cada viaje y llenar un reporte escrito después del viaje cada vez que encuentren un defecto; el defecto debe repararse, o certificarse que no necesita reparación, antes de que el camión vuelva a salir. Cada camión y cada tráiler necesitan una inspección periódica al menos una vez al año, y el reporte se guarda 14 meses. Guarde los registros de mantenimiento durante un año, y durante seis meses después de que un vehículo salga de su flotilla.',
        },
        {
          kind: 'paragraph',
          text: 'Los frenos, las luces y las llantas causan la mayoría de las órdenes de fuera de servicio, y son lo más barato de prevenir. Esté pendiente también del calendario de inspecciones: el International Roadcheck de la CVSA cada mayo y la Brake Safety Week (la semana de seguridad de frenos) a finales del verano ponen más oficiales en la carretera, y el Roadcheck de 2025 se enfocó en el aseguramiento de la carga y en la manipulación de los ELD.',
        },
      ],
    },
    {
      heading: 'Vigile sus puntajes de CSA',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El programa de Cumplimiento, Seguridad y Responsabilidad (CSA) de la FMCSA califica a los transportistas en siete categorías llamadas BASIC: manejo inseguro, indicador de choques, cumplimiento de horas de servicio, mantenimiento del vehículo, sustancias controladas y alcohol, cumplimiento con materiales peligrosos, y aptitud del chofer. Cuentan las infracciones de los últimos 24 meses, y las más recientes pesan más.',
        },
        {
          kind: 'paragraph',
          text: 'Revise sus datos en el Safety Measurement System (SMS) cada mes. Si un reporte de inspección está mal, dispútelo por DataQs con documentos que lo prueben. Las inspecciones limpias también ayudan: agregan a su historial inspecciones sin infracciones, y eso baja sus mediciones con el tiempo.',
        },
      ],
    },
    {
      heading: 'Su lista de verificación trimestral',
      blocks: [
        {
          kind: 'list',
          items: [
            'Número USDOT activo; fecha límite del MCS-150 anotada en el calendario.',
            'Certificados de seguro vigentes, con los límites correctos y registrados ante la FMCSA.',
            'UCR del año pagado; declaración de IFTA presentada y placas del IRP vigentes.',
            'Expediente completo de cada chofer: solicitud, MVR, prueba de manejo o CDL, certificado médico y verificación de empleadores anteriores.',
            'Certificados médicos y CDL revisados por si vencen en los próximos 60 días.',
            'Selecciones aleatorias de drogas y alcohol hechas y pruebas completadas a tiempo; consultas al Clearinghouse realizadas.',
            'Registros del ELD revisados para detectar manejo sin asignar y errores de forma; documentos de respaldo guardados seis meses.',
            'Reportes de defectos después del viaje cerrados, con las reparaciones documentadas.',
            'Reportes de la inspección anual vigentes para cada camión y cada tráiler.',
            'Puntajes de CSA revisados y disputas en DataQs presentadas por cualquier reporte de inspección equivocado.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tener un expediente en orden le toma una tarde cada trimestre. También lo mantiene asegurable, hace que los brokers le sigan dando cargas y protege el flujo de efectivo que un cierre de operaciones borraría.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Un socio financiero que conoce el transporte',
    text: 'Trabajamos con transportistas desde 2018, y sabemos que las flotillas que cumplen con las normas y están bien administradas son las que crecen. Cuando esté listo para financiar ese crecimiento, le ofrecemos factoring (le compramos sus facturas por cobrar) con fondos dentro de las 24 horas, sin contratos a largo plazo y con un gerente de cuenta dedicado que entiende su negocio.',
    secondaryLink: 'about',
  },
};
