import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import type { LegalDocumentContent } from '@/components/legal-document';
import { legalLastUpdated } from './legal-document';

export const securityPage: LegalDocumentContent = {
  title: 'Seguridad',
  summary:
    'Sus facturas, sus datos bancarios y sus listas de clientes son el corazón de su negocio. Así es como los protegemos, lo que usted puede hacer para mantenerse seguro y cómo comunicarse con nuestro equipo de seguridad 24/7.',
  lastUpdated: legalLastUpdated,
  showTableOfContents: true,
  sections: [
    {
      id: 'our-approach',
      heading: 'Nuestro enfoque',
      blocks: [
        {
          kind: 'paragraph',
          text: `El factoring (la compra de sus facturas por cobrar) nos pone entre usted, sus clientes y su cuenta bancaria, así que la seguridad es parte del servicio que vendemos, no un extra. Desde ${brand.foundedYear} construimos nuestros sistemas con una regla sencilla: recopilar solo lo que necesitamos, proteger todo lo que guardamos y hacer que a nadie le resulte fácil desviar un pago que le pertenece a usted.`,
        },
      ],
    },
    {
      id: 'encryption',
      heading: 'Cifrado',
      blocks: [
        {
          kind: 'list',
          items: [
            'En reposo: los datos de los clientes en nuestras bases de datos y en nuestros respaldos están cifrados con AES-256.',
            'En tránsito: cada conexión a este sitio web, al portal de clientes y a la aplicación móvil usa TLS, así que lo que usted envía no se puede leer ni modificar en el camino. Las páginas solo se sirven por HTTPS.',
            'Los documentos que usted sube, como facturas, conocimientos de embarque (bills of lading) y confirmaciones de tarifa (rate confirmations), se cifran igual que el resto de su cuenta.',
          ],
        },
      ],
    },
    {
      id: 'access-controls',
      heading: 'Controles de acceso',
      blocks: [
        {
          kind: 'list',
          items: [
            'Nuestro personal solo ve las cuentas y la información que su puesto requiere, y el acceso se retira el mismo día en que alguien cambia de puesto o deja la empresa.',
            'Las sesiones administrativas vencen después de 24 horas, y los intentos fallidos repetidos de inicio de sesión se frenan y se bloquean.',
            'Las cuentas de clientes y las de administradores están separadas: una sesión de cliente nunca puede abrir una página de administrador, y tampoco al revés.',
            'Cualquier cambio en la cuenta a la que se envían sus fondos se confirma con usted por teléfono antes de que entre en vigor.',
          ],
        },
      ],
    },
    {
      id: 'passwords',
      heading: 'Contraseñas',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nunca guardamos contraseñas en forma legible. Las contraseñas se guardan solo como hashes de una sola vía con sal (salt), generados con argon2id, un algoritmo diseñado para ser lento de descifrar, así que ni siquiera nuestro propio personal puede ver la suya. Cuando conecta un sistema contable o de transporte por medio de la herramienta de inicio de sesión externo, la contraseña que ingresa se transmite directamente a ese sistema, y no se guarda ni se escribe en nuestros registros.',
        },
      ],
    },
    {
      id: 'monitoring',
      heading: 'Monitoreo y respuesta a incidentes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nuestros sistemas se monitorean día y noche para detectar actividad inusual, como ráfagas de inicios de sesión fallidos, cambios inesperados en los datos de pago y tráfico que viene de fuentes maliciosas conocidas. Los eventos de seguridad generan alertas para un equipo de guardia, y seguimos un plan de respuesta a incidentes por escrito. Si un incidente afecta su información, se lo diremos pronto y como lo exija la ley, y le explicaremos qué pasó y qué estamos haciendo al respecto.',
        },
      ],
    },
    {
      id: 'vendors',
      heading: 'Revisión de proveedores',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Trabajamos con un número reducido de proveedores, elegidos con cuidado, para el hospedaje, los pagos, el procesamiento de las tarjetas de combustible y el envío de mensajes. Antes de compartir cualquier dato con un proveedor, revisamos sus prácticas de seguridad, y las volvemos a revisar con regularidad. Nuestros contratos exigen que los proveedores protejan su información, que la usen solo para el servicio que nos prestan y que nos avisen rápido de cualquier incidente.',
        },
      ],
    },
    {
      id: 'application-stays-local',
      heading: 'Datos delicados que nunca nos llegan',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'La solicitud de factoring imprimible de nuestra página de Recursos pide su número de identificación fiscal federal y sus números de cuenta bancaria y de ruta bancaria (routing number). Su navegador arma la copia imprimible en su propio dispositivo: ninguno de esos datos se envía a nuestros servidores, a menos que usted decida entregarnos la copia completa. Nuestra ',
            { kind: 'page-link', label: 'Política de privacidad', to: paths.legal.privacyPolicy },
            ' explica cómo manejamos la información que sí recibimos.',
          ],
        },
      ],
    },
    {
      id: 'what-you-can-do',
      heading: 'Lo que usted puede hacer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La mayoría de los ataques contra empresas de transporte empiezan con un mensaje convincente, no con un sistema vulnerado. Unos cuantos hábitos detienen casi todos:',
        },
        {
          kind: 'list',
          items: [
            'Nunca le pedimos su contraseña por correo electrónico, mensaje de texto ni teléfono. Quien se la pida no somos nosotros, por más oficial que se vea el mensaje.',
            'Desconfíe de cualquier mensaje que le pida cambiar la cuenta a la que van los pagos, actuar con urgencia o iniciar sesión desde un enlace. Para confirmarlo, llame a su gerente de cuenta a un número que usted ya conozca.',
            'Fíjese en la dirección antes de iniciar sesión: nuestro sitio web y nuestro portal de clientes siempre usan una dirección segura https:// de nuestro propio dominio.',
            'Use una contraseña larga y única para su cuenta de cliente, y nunca repita la de su correo electrónico o la de su load board (la bolsa de cargas en línea).',
            'Cierre sesión cuando use una computadora compartida, como la de una parada de camiones o la de la oficina de un shipper (el embarcador).',
            'Verifique a los brokers (intermediarios de carga) y a los shippers nuevos antes de mover carga para ellos. El double brokering (la reventa de una carga sin autorización) y el robo de identidad les cuestan dinero de verdad a los transportistas, y con gusto revisamos por usted el crédito y el historial de un cliente nuevo.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Si cree que hizo clic en un enlace de phishing o que compartió su contraseña, comuníquese con nosotros de inmediato, de día o de noche. Mientras más pronto lo sepamos, más pronto podremos proteger su cuenta y sus pagos.',
        },
      ],
    },
    {
      id: 'report-a-vulnerability',
      heading: 'Reporte una vulnerabilidad',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Si cree que encontró una falla de seguridad en nuestro sitio web, en el portal de clientes o en la aplicación móvil, escriba a ',
            { kind: 'email', address: brand.securityEmail },
            ' con una descripción, los pasos para reproducirla y las páginas o sistemas afectados. Confirmamos cada reporte dentro de 24 horas y lo mantenemos informado hasta que se resuelva.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No emprenderemos acciones legales contra nadie que investigue y reporte de buena fe y siga estas pautas:',
        },
        {
          kind: 'list',
          items: [
            'No acceda a datos que no son suyos ni los modifique o elimine; deténgase y repórtelo en cuanto vea información de otra persona.',
            'No afecte el servicio para los demás, por ejemplo, con pruebas de denegación de servicio o con escaneos automatizados a gran escala.',
            'No use phishing, ingeniería social ni ataques físicos contra nuestro personal, nuestros clientes o nuestras oficinas.',
            'Denos un tiempo razonable para corregir el problema antes de compartirlo con cualquier otra persona.',
          ],
        },
      ],
    },
  ],
  contact: {
    id: 'security-contact',
    heading: 'Contacto de seguridad, disponible 24/7',
    text: '¿Sospecha de un fraude, de un mensaje de phishing que usa nuestro nombre o de que otra persona entró a su cuenta? Nuestro equipo de seguridad está de guardia 24/7, incluidos los fines de semana y los días festivos.',
    channels: [
      { kind: 'email', label: 'Correo electrónico', address: brand.securityEmail },
      { kind: 'provider-phone', label: 'Teléfono' },
    ],
  },
};
