import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import type { LegalDocumentContent } from '@/components/legal-document';
import { officeAddressLines } from '@/content/legal/legal-document';
import { englishVersionControls, legalLastUpdated } from './legal-document';

export const privacyPolicy: LegalDocumentContent = {
  title: 'Política de privacidad',
  summary: `Cómo ${brand.name} recopila, usa, comparte y protege la información que usted nos da cuando solicita una cotización, pide una tarjeta de combustible o trabaja con nosotros como cliente. ${englishVersionControls}`,
  lastUpdated: legalLastUpdated,
  showTableOfContents: true,
  sections: [
    {
      id: 'scope',
      heading: 'Quiénes somos y qué cubre esta política',
      blocks: [
        {
          kind: 'paragraph',
          text: `${brand.name} ("${brand.shortName}" o "nosotros") ofrece factoring de facturas (también llamado factoraje: la compra de facturas por cobrar), líneas de crédito y un programa de tarjetas de combustible para flotillas a empresas de transporte desde nuestra oficina en Salt Lake City, Utah. Esta política explica cómo manejamos la información personal que recopilamos a través de este sitio web, por mensaje de texto, por correo electrónico y por teléfono, y mientras le prestamos nuestros servicios.`,
        },
        {
          kind: 'paragraph',
          text: 'Nuestros clientes son empresas, así que la mayor parte de lo que manejamos es información de negocios. Sin embargo, una parte es personal: por ejemplo, el nombre, el correo electrónico y el número de celular de un dueño-operador (owner-operator), o los datos de las personas que son dueñas de una empresa o la dirigen. Esta política se aplica a esa información. Cuando usted se hace cliente, su contrato de factoring o de tarjeta de combustible puede incluir términos de privacidad adicionales, y esos términos prevalecen en todo lo que difieran de esta política.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Información que recopilamos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Recopilamos la información que usted decide darnos, la información que necesitamos para evaluar y atender a su negocio, y una cantidad limitada de información técnica.',
        },
        {
          kind: 'list',
          items: [
            'Solicitudes de cotización: el nombre de su empresa, el nombre de la persona de contacto, su correo electrónico, su número de teléfono, sus números MC y DOT (los números que la autoridad federal de transporte le asigna a su empresa) y datos del negocio como el tipo de negocio, los años en operación, el número de camiones, el rango de ingresos mensuales, los servicios que le interesan y cualquier comentario que agregue.',
            'Solicitudes de tarjeta de combustible: el nombre de su empresa, el nombre de la persona de contacto, su correo electrónico, su número de teléfono, sus números MC y DOT y datos del negocio como el programa de tarjeta, el gasto mensual en combustible, el tipo de negocio, los años en operación, el número de camiones, las rutas principales, las marcas de combustible que prefiere y cualquier comentario.',
            'Información para la evaluación de crédito (underwriting) y para la cuenta, si después trabaja con nosotros: datos de propiedad e identidad de los dueños del negocio, certificados de seguro, autoridad de operación, facturas, confirmaciones de tarifa (rate confirmations), conocimientos de embarque (bills of lading) y comprobantes de entrega, los nombres y el historial de pagos de los clientes a quienes usted factura, y los datos de la cuenta bancaria para sus pagos.',
            'Comunicaciones: los mensajes que nos envía por texto, por correo electrónico o a través del portal de clientes, y las notas que nuestro equipo toma de las llamadas telefónicas con usted.',
            'Información técnica: nuestros servidores registran la dirección IP, el tipo de navegador, la hora y la página de cada solicitud para que podamos mantener el sitio web seguro y funcionando. La información de analítica se recopila solo como se describe más abajo en "Analítica y cookies".',
          ],
        },
      ],
    },
    {
      id: 'factoring-application',
      heading: 'La solicitud de factoring imprimible se queda en su navegador',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El formulario de solicitud de factoring de nuestra página de Recursos pide datos delicados, como su número de identificación fiscal federal, su número de cuenta bancaria y su número de ruta bancaria (routing number). Ese formulario nunca sale de su navegador: nada de lo que escribe en él se nos envía ni se guarda en nuestros servidores. Su navegador arma la copia imprimible en su propio dispositivo, y la información desaparece cuando usted cierra la página.',
        },
        {
          kind: 'paragraph',
          text: 'Solo recibimos la solicitud cuando usted decide darnos la copia impresa o guardada, por ejemplo, al entregársela a su gerente de cuenta. A partir de ese momento la protegemos como se describe en esta política.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'Cómo usamos su información',
      blocks: [
        {
          kind: 'list',
          items: [
            'Para responderle. Contestamos las solicitudes de cotización y de tarjeta de combustible dentro de 1 hora en horario de oficina (de lunes a viernes, de 7 a. m. a 3 p. m., hora de la montaña, MST), por teléfono o por correo electrónico, usando los datos de contacto que usted nos dio.',
            'Para evaluar su cuenta. Verificamos su autoridad de operación y su seguro, revisamos la solvencia de los clientes cuyas facturas quiere factorizar y confirmamos la identidad del negocio y de sus dueños, para decidir si podemos trabajar con usted y en qué condiciones.',
            'Para prestarle nuestros servicios: adelantarle fondos sobre sus facturas, cobrarles a sus clientes, emitir las tarjetas de combustible y darles soporte, operar el portal de clientes y la aplicación móvil, y darle atención 24/7 a través de su gerente de cuenta y de nuestro equipo.',
            'Para mantener seguras las cuentas y el sitio web, lo que incluye detectar fraude, double brokering (la reventa de una carga sin autorización) y robo de identidad, e investigar actividad sospechosa.',
            'Para cumplir con nuestras obligaciones legales, como llevar registros, declarar impuestos y responder a requerimientos legales.',
            'Para mejorar nuestro sitio web y nuestros servicios, usando información agregada que no lo identifica a usted.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Enviamos noticias ocasionales sobre nuestros servicios solo a las personas que nos han preguntado por ellos o que ya son clientes, y cada correo electrónico y mensaje de texto promocional le permite darse de baja.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Cómo compartimos la información',
      blocks: [
        {
          kind: 'paragraph',
          text: 'No vendemos su información personal ni la compartimos para publicidad conductual de contexto cruzado (cross-context behavioral advertising). Solo la compartimos en estas situaciones:',
        },
        {
          kind: 'list',
          items: [
            'Proveedores de servicios que trabajan en nuestro nombre, como los de hospedaje del sitio web y de la base de datos, envío de correos electrónicos y mensajes de texto, verificación de crédito e identidad, los bancos que mueven sus fondos, y el emisor y la red de la tarjeta de combustible que producen y procesan sus tarjetas. Solo pueden usar la información para prestarnos su servicio, y están obligados a protegerla.',
            'Sus clientes y los procesadores de pago de ellos, cuando usted es nuestro cliente: el factoring implica que les notificamos a los brokers y shippers (los intermediarios de carga y los embarcadores) a quienes usted factura que los pagos se nos hacen a nosotros, y verificamos las facturas con ellos.',
            'Razones legales y de seguridad: cuando la ley lo exige, para responder a una citación (subpoena) o a una orden judicial, o para proteger a nuestros clientes, a nuestra empresa o a otras personas contra fraudes o daños.',
            'Transferencias de negocio: si participamos en una fusión, un financiamiento o una venta de activos, la información puede transferirse como parte de esa operación, y seguirá sujeta a esta política.',
            'Con su permiso, en cualquier otro caso.',
          ],
        },
      ],
    },
    {
      id: 'analytics-and-cookies',
      heading: 'Analítica y cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Este sitio web no necesita cookies para funcionar, y no usamos cookies de publicidad. Solo cuando está activado para el sitio usamos Google Analytics para entender qué páginas son útiles, e incluso entonces nunca lo cargamos en un navegador que envía una señal de Global Privacy Control (GPC). Si su navegador o una extensión de privacidad envía GPC, no se ejecuta ningún script de analítica y no se le envía a Google nada sobre su visita.',
        },
        {
          kind: 'paragraph',
          text: 'Cuando la analítica está activada, registra las páginas que usted ve y algunas acciones, como oprimir el botón de cotización gratis o enviar una solicitud de cotización junto con el servicio que eligió. Nunca registra su nombre, sus datos de contacto ni nada más que usted escriba en nuestros formularios.',
        },
        {
          kind: 'paragraph',
          text: 'Si inicia sesión en el área de clientes, su navegador guarda su nombre, su correo electrónico, el nombre de su empresa y un token de sesión en su almacenamiento local para que su sesión siga abierta. Al cerrar sesión, se borran.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo guardamos la información',
      blocks: [
        {
          kind: 'list',
          items: [
            'Las solicitudes de cotización y de tarjeta de combustible que no terminan en una cuenta se guardan hasta 24 meses, para poder retomar la conversación si usted regresa, y después se eliminan.',
            'Los expedientes de clientes, incluidos los archivos de evaluación de crédito, las facturas y el historial de pagos, se guardan mientras usted sea cliente y después durante siete años, como lo exigen las reglas de conservación de registros financieros y de impuestos.',
            'Los registros de los servidores (logs) se guardan hasta 90 días, salvo que los necesitemos por más tiempo para investigar un incidente de seguridad.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Cuando ya no necesitamos la información, la eliminamos o le quitamos todo lo que permita identificarlo a usted.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Cómo protegemos la información',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Ciframos los datos almacenados con AES-256 y todo el tráfico hacia este sitio web con TLS, limitamos el acceso a las personas que lo necesitan para su trabajo, guardamos las contraseñas solo como hashes de una sola vía y vigilamos nuestros sistemas día y noche. Ningún sistema es perfectamente seguro, así que avísenos de inmediato si sospecha que alguien ha hecho mal uso de su cuenta o de su información. Nuestra ',
            { kind: 'page-link', label: 'página de Seguridad', to: paths.legal.security },
            ' explica nuestras medidas de protección con más detalle.',
          ],
        },
      ],
    },
    {
      id: 'your-choices',
      heading: 'Sus opciones y sus derechos',
      blocks: [
        {
          kind: 'list',
          items: [
            'Acceso y corrección: pídanos una copia de la información personal que tenemos sobre usted, o pídanos que la corrijamos.',
            'Eliminación: pídanos que eliminemos su información. Lo haremos, a menos que debamos conservarla para cumplir una obligación legal o para atender una cuenta activa, y le avisaremos si ese es el caso.',
            'Mensajes promocionales: responda STOP a cualquier mensaje de texto nuestro, o use el enlace para darse de baja que viene en cualquier correo electrónico promocional. Aun así nos seguiremos comunicando con usted sobre su cuenta.',
            'Analítica: active Global Privacy Control en su navegador y no cargaremos la analítica para usted.',
            'Derechos de privacidad estatales: según dónde viva, la ley puede darle otros derechos, como saber qué categorías de información recopilamos y oponerse a que se venda. Atendemos estas solicitudes de todas las personas, vivan donde vivan, y nunca le damos un trato diferente por hacer una.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Para hacer una solicitud, comuníquese con nosotros usando los datos que aparecen al final de esta política. Confirmaremos su identidad antes de actuar, y respondemos dentro de 45 días.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Privacidad de los menores de edad',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nuestro sitio web y nuestros servicios son para empresas y para los adultos que las dirigen. No están dirigidos a menores de 18 años, y no recopilamos a sabiendas información de menores. Si cree que un menor nos envió información personal, comuníquese con nosotros y la eliminaremos.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios a esta política',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Podemos actualizar esta política a medida que cambien nuestros servicios o la ley. La fecha en la parte superior de esta página indica cuándo se revisó por última vez. Si hacemos un cambio importante en la forma en que usamos la información personal, se lo avisaremos a nuestros clientes por correo electrónico antes de que entre en vigor.',
        },
      ],
    },
  ],
  contact: {
    id: 'contact',
    heading: 'Comuníquese con nosotros sobre privacidad',
    text: '¿Tiene preguntas sobre esta política o una solicitud sobre su información? Envíenos un mensaje de texto o un correo electrónico y nuestro equipo de privacidad le responderá.',
    channels: [
      { kind: 'text-message', label: 'Mensaje de texto', number: brand.textNumber },
      { kind: 'email', label: 'Correo electrónico', address: brand.privacyEmail },
      { kind: 'office', label: 'Correo postal', lines: officeAddressLines },
    ],
  },
};
