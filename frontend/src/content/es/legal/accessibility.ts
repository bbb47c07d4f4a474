import { brand } from '@/content/brand';
import type { LegalDocumentContent } from '@/components/legal-document';
import { legalLastUpdated } from './legal-document';

export const accessibilityStatement: LegalDocumentContent = {
  title: 'Accesibilidad',
  summary: `Todas las personas que dirigen una empresa de transporte deben poder pedir una cotización, solicitar una tarjeta de combustible y administrar su cuenta con ${brand.name}, sin importar el dispositivo o la tecnología de asistencia que usen.`,
  lastUpdated: legalLastUpdated,
  showTableOfContents: false,
  sections: [
    {
      id: 'our-commitment',
      heading: 'Nuestro compromiso',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Diseñamos y construimos este sitio web para que cumpla con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 en el nivel AA, el estándar que publica el World Wide Web Consortium. Entre nuestros clientes hay choferes que revisan una cotización en el teléfono desde la cabina, despachadores que trabajan turnos largos en un escritorio y dueños que usan lectores de pantalla, lupas o control por voz. Queremos que el sitio funcione para todos ellos.',
        },
      ],
    },
    {
      id: 'what-we-do',
      heading: 'Lo que hacemos',
      blocks: [
        {
          kind: 'list',
          items: [
            'Navegación con teclado: cada enlace, botón y campo de formulario se puede alcanzar y usar solo con el teclado, en un orden lógico y con un contorno de foco bien visible. Un enlace para "saltar al contenido principal" le permite pasar por alto la navegación en cada página.',
            'Etiquetas para lectores de pantalla: cada página tiene un encabezado principal y encabezados en orden, cada campo de formulario tiene una etiqueta escrita, los mensajes de error se anuncian y quedan asociados al campo al que se refieren, y las imágenes tienen texto alternativo, salvo que sean puramente decorativas.',
            'Contraste: el texto y los controles cumplen con las relaciones de contraste de WCAG AA, y nunca usamos solo el color para transmitir un significado, como indicar qué campo tiene un error.',
            'Movimiento reducido: si activa la opción de "reducir movimiento" en la configuración de su dispositivo, desactivamos las animaciones y el desplazamiento suave.',
            'Tamaño del texto: el texto se puede ampliar hasta el 200% sin perder contenido ni funciones, y en pantallas angostas las páginas se reorganizan en una sola columna en lugar de obligarlo a desplazarse hacia los lados.',
            'Páginas que cargan rápido y funcionan desde el principio: cada página pública se entrega como HTML completo, así que los encabezados y el texto están disponibles antes de que terminen de cargar los scripts en una conexión lenta.',
          ],
        },
      ],
    },
    {
      id: 'how-we-test',
      heading: 'Cómo lo comprobamos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Revisamos las páginas contra WCAG 2.1 AA mientras las diseñamos y construimos, con pruebas automatizadas que se ejecutan en cada cambio y también a mano: usando solo el teclado, ampliando al 200% y escuchando con lectores de pantalla como NVDA en Windows y VoiceOver en iPhone y Mac. Volvemos a revisar el sitio cada vez que agregamos una página o un formulario.',
        },
      ],
    },
    {
      id: 'known-limitations',
      heading: 'Limitaciones conocidas',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Somos honestos sobre lo que todavía no hemos resuelto:',
        },
        {
          kind: 'list',
          items: [
            'Los PDF que se imprimen desde la solicitud de factoring (el servicio con el que le compramos sus facturas) los genera su navegador, no nosotros, así que el que el archivo guardado tenga etiquetas para lectores de pantalla depende del navegador que use. Si necesita una copia accesible, podemos llenar la solicitud con usted por teléfono.',
            'Algunos videotutoriales para clientes actuales todavía no tienen subtítulos ni transcripciones. Su gerente de cuenta puede guiarlo por los mismos pasos o enviarle una guía por escrito.',
            'Los enlaces a sitios del gobierno y a otros sitios externos lo llevan a páginas que no controlamos, y su accesibilidad puede ser distinta de la nuestra.',
          ],
        },
      ],
    },
    {
      id: 'feedback',
      heading: 'Cuéntenos sobre una barrera',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Si alguna parte de este sitio web le resulta difícil de usar, queremos saberlo. Escriba a ',
            { kind: 'email', address: brand.accessibilityEmail },
            ' o envíe un mensaje de texto al ',
            { kind: 'text-message', number: brand.textNumber },
            ', y le respondemos dentro de 24 horas. Nos ayuda que nos diga:',
          ],
        },
        {
          kind: 'list',
          items: [
            'la página o el formulario que estaba usando;',
            'qué intentaba hacer y qué salió mal; y',
            'el navegador, el dispositivo y cualquier tecnología de asistencia que use.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tratamos los problemas de accesibilidad como defectos, los corregimos lo más rápido que podemos y le avisamos cuando la corrección ya está publicada.',
        },
      ],
    },
    {
      id: 'other-ways-to-apply',
      heading: 'Otras formas de hacer su solicitud',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Nunca tiene que usar el sitio web para trabajar con nosotros. Llame al ',
            { kind: 'provider-phone' },
            ', de lunes a viernes, de 7 a. m. a 3 p. m. (hora de la montaña, MST), y tomaremos por teléfono su solicitud de cotización, de tarjeta de combustible o de factoring, y llenaremos los formularios por usted. Recibimos con gusto las llamadas a través de servicios de retransmisión (marque 711), y nuestro equipo habla español.',
          ],
        },
      ],
    },
  ],
  contact: {
    id: 'contact',
    heading: 'Contacto de accesibilidad',
    text: 'Comuníquese con nuestro equipo de accesibilidad por correo electrónico o por mensaje de texto, o llámenos. Respondemos dentro de 24 horas.',
    channels: [
      { kind: 'email', label: 'Correo electrónico', address: brand.accessibilityEmail },
      { kind: 'text-message', label: 'Mensaje de texto', number: brand.textNumber },
      { kind: 'provider-phone', label: 'Teléfono' },
    ],
  },
};
