import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import type { LegalDocumentContent } from '@/components/legal-document';
import { englishVersionControls, legalLastUpdated } from './legal-document';

export const termsOfUse: LegalDocumentContent = {
  title: 'Términos de uso',
  summary: `Los términos que se aplican cuando usted usa el sitio web de ${brand.name}, sus calculadoras y herramientas, y los formularios que nos envía a través de él. ${englishVersionControls}`,
  lastUpdated: legalLastUpdated,
  showTableOfContents: true,
  sections: [
    {
      id: 'acceptance',
      heading: 'Aceptación de estos términos',
      blocks: [
        {
          kind: 'paragraph',
          text: `Estos términos son un acuerdo entre usted y ${brand.name} ("${brand.shortName}" o "nosotros"). Al usar este sitio web, incluidas sus calculadoras, sus formularios y el acceso para clientes, usted los acepta. Si usa el sitio web en nombre de una empresa, los acepta en nombre de esa empresa. Si no está de acuerdo con ellos, le pedimos que no use el sitio web.`,
        },
        {
          kind: 'paragraph',
          text: [
            'Nuestra ',
            { kind: 'page-link', label: 'Política de privacidad', to: paths.legal.privacyPolicy },
            ' explica cómo manejamos la información que usted nos da y forma parte de estos términos.',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Requisitos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nuestros servicios son para empresas de transporte. Para solicitar una cotización, pedir una tarjeta de combustible o usar el área de clientes, usted debe:',
        },
        {
          kind: 'list',
          items: [
            'tener al menos 18 años de edad;',
            'tener la facultad legal para celebrar contratos en nombre de la empresa que representa;',
            'operar un negocio de transporte legítimo, como un autotransportista, un dueño-operador (owner-operator), un broker de carga (intermediario de fletes) o una empresa de logística, con la autoridad de operación que su trabajo requiera;',
            'proporcionar información exacta, completa y actualizada, y actualizarla si cambia; y',
            'mantener un seguro vigente, incluida la cobertura de responsabilidad civil y de carga que exigen la ley y sus contratos.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Podemos rechazar o cerrar cualquier solicitud o cuenta que no cumpla con estos requisitos.',
        },
      ],
    },
    {
      id: 'services-and-agreements',
      heading: 'Nuestros servicios y sus contratos con nosotros',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Este sitio web describe el factoring de facturas (también llamado factoraje), las líneas de crédito, el financiamiento respaldado por activos (asset based lending) y nuestro programa de tarjetas de combustible para flotillas. Los servicios en sí se prestan únicamente conforme a un contrato por escrito independiente, como un contrato de factoring o un contrato de tarjeta de combustible, firmado por usted y por nosotros. Si ese contrato y estos términos llegaran a contradecirse, prevalece el contrato firmado.',
        },
      ],
    },
    {
      id: 'quotes-are-not-commitments',
      heading: 'Una cotización no es un compromiso de comprar sus facturas',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Enviar una solicitud de cotización o de tarjeta de combustible, y recibir una cotización de nuestra parte, no crea un acuerdo. Una cotización no es una oferta ni un compromiso de comprar sus facturas, de prestarle dinero o de emitirle una tarjeta. Toda cuenta está sujeta a nuestra evaluación de crédito (underwriting), que incluye la verificación de su autoridad, de su seguro y de la solvencia de sus clientes, y comienza solo cuando se firma un contrato por escrito.',
        },
        {
          kind: 'paragraph',
          text: 'Procuramos responder a las solicitudes de cotización dentro de 1 hora en horario de oficina, de lunes a viernes, de 7 a. m. a 3 p. m. (hora de la montaña, MST). Es una meta de servicio, no una promesa de aprobación ni de condiciones específicas.',
        },
      ],
    },
    {
      id: 'calculators-and-estimates',
      heading: 'Calculadoras, estimaciones y artículos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La calculadora de factoring, la herramienta de cotización de tarifas y cualquier cifra de anticipo, comisión o tarifa que muestren son ilustrativas. Usan los números que usted ingresa y supuestos simplificados, y sus resultados son estimaciones, no cotizaciones. Su tarifa y su anticipo reales, con tarifas desde el 1.5% y anticipos de hasta el 95% del valor de la factura, dependen de su volumen, de sus clientes, de los plazos de pago de ellos y de nuestra evaluación de crédito.',
        },
        {
          kind: 'paragraph',
          text: 'La solicitud de factoring imprimible se llena y se imprime en su navegador; solo la recibimos si usted nos entrega la copia completa. Nuestros artículos y demás contenido son información general sobre la industria del transporte, no asesoría financiera, fiscal ni legal. Consulte a un profesional calificado sobre su situación particular.',
        },
      ],
    },
    {
      id: 'client-accounts',
      heading: 'Cuentas de clientes y sistemas conectados',
      blocks: [
        {
          kind: 'list',
          items: [
            'Mantenga confidenciales sus datos de inicio de sesión. Usted es responsable de la actividad que ocurra en su cuenta, y debe avisarnos de inmediato si cree que otra persona la usó.',
            'Cuando conecta un sistema contable o de transporte por medio de la herramienta de inicio de sesión externo, nos autoriza a transmitir a ese sistema el usuario y la contraseña que usted ingresa para que pueda iniciar su sesión. No guardamos esa contraseña.',
            'Podemos suspender el acceso para protegerlo a usted, a otros clientes o a nuestros sistemas, por ejemplo, cuando vemos señales de fraude.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Propiedad intelectual',
      blocks: [
        {
          kind: 'paragraph',
          text: `El sitio web y su contenido, incluidos los textos, artículos, calculadoras, gráficos, logotipos y el nombre ${brand.name}, nos pertenecen a nosotros o a quienes nos otorgan licencia para usarlos, y están protegidos por las leyes de derechos de autor y de marcas. Usted puede ver, descargar e imprimir páginas para su propio uso al evaluar o usar nuestros servicios. No puede copiar, volver a publicar ni vender nuestro contenido, ni crear un producto a partir de él, ni usar nuestro nombre o logotipo, sin nuestro permiso por escrito.`,
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Uso aceptable',
      blocks: [
        { kind: 'paragraph', text: 'Al usar el sitio web, usted se compromete a no:' },
        {
          kind: 'list',
          items: [
            'enviar información falsa o engañosa, hacerse pasar por otra persona ni enviar información sobre una empresa que no está autorizado a representar;',
            'usar el sitio web para cometer fraude, incluidos el double brokering (la reventa de una carga sin autorización), las facturas ficticias y el robo de identidad;',
            [
              'sondear, escanear o poner a prueba la seguridad del sitio web, salvo conforme a las pautas de divulgación responsable de nuestra ',
              { kind: 'page-link', label: 'página de Seguridad', to: paths.legal.security },
              ';',
            ],
            'interferir con el sitio web, sobrecargarlo ni hacer envíos automatizados o masivos;',
            'extraer datos del sitio web ni copiarlo por medios automatizados; ni',
            'subir virus u otro código dañino, ni usar el sitio web de cualquier forma que infrinja la ley.',
          ],
        },
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Enlaces a otros sitios web',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El sitio web tiene enlaces a otros sitios, como los de dependencias de gobierno y nuestras páginas en redes sociales. No controlamos esos sitios y no somos responsables de su contenido ni de sus prácticas de privacidad.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Exención de garantías',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nos esforzamos por mantener el sitio web correcto y disponible, pero lo ofrecemos "tal cual" y "según disponibilidad". En la máxima medida que permita la ley, no otorgamos ninguna garantía sobre él, ni expresa ni implícita, incluidas las garantías de comerciabilidad, de idoneidad para un fin determinado y de no infracción. No prometemos que el sitio web funcione sin interrupciones ni errores, ni que su contenido esté completo o actualizado en todo momento.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitación de responsabilidad',
      blocks: [
        {
          kind: 'paragraph',
          text: `En la máxima medida que permita la ley, ${brand.name} y sus empleados y socios no son responsables de ningún daño indirecto, incidental, especial, consecuente o punitivo, ni de la pérdida de ganancias, ingresos o datos, que resulte del uso que usted haga del sitio web. Nuestra responsabilidad total por cualquier reclamación relacionada con el sitio web se limita a cien dólares estadounidenses ($100).`,
        },
        {
          kind: 'paragraph',
          text: 'Esta sección se refiere solo al sitio web. No modifica las obligaciones de ninguna de las partes conforme a un contrato de servicios firmado, y no limita ninguna responsabilidad que la ley no permita limitar.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Ley aplicable',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Estos términos se rigen por las leyes del Estado de Utah, sin tomar en cuenta sus normas sobre conflicto de leyes. Cualquier controversia sobre el sitio web o sobre estos términos será resuelta por los tribunales estatales o federales ubicados en el condado de Salt Lake, Utah, y tanto usted como nosotros aceptamos su jurisdicción.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios a estos términos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Podemos actualizar estos términos de vez en cuando. La fecha en la parte superior de esta página indica cuándo cambiaron por última vez. Si sigue usando el sitio web después de un cambio, acepta los términos actualizados.',
        },
      ],
    },
  ],
  contact: {
    id: 'contact',
    heading: 'Preguntas sobre estos términos',
    text: 'Envíenos un mensaje de texto o un correo electrónico y nuestro equipo de soporte le responderá.',
    channels: [
      { kind: 'text-message', label: 'Mensaje de texto', number: brand.textNumber },
      { kind: 'email', label: 'Correo electrónico', address: brand.supportEmail },
    ],
  },
};
