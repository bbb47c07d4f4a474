import type { SpanishTwinOf, Translation } from '@/config/translation';
import type * as English from './factoring-application-copy';

export const applicationSectionLegends: Translation<typeof English.applicationSectionLegends> = {
  company: 'Información de la empresa',
  owner: 'Información del dueño',
  contact: 'Persona de contacto',
  financial: 'Información financiera',
  customers: 'Información de sus clientes',
  factoringHistory: 'Historial de factoring',
  references: 'Referencias comerciales',
  additional: 'Información adicional',
};

export const applicationFieldCopy: Translation<typeof English.applicationFieldCopy> = {
  companyName: { label: 'Nombre legal de la empresa' },
  dbaName: { label: 'Nombre comercial (DBA)' },
  physicalAddress: { label: 'Dirección física' },
  city: { label: 'Ciudad' },
  state: { label: 'Estado' },
  zip: { label: 'Código postal (ZIP)' },
  mailingAddress: {
    label: 'Dirección postal',
    hint: 'Calle, ciudad, estado y código postal, aunque sea la misma que la dirección física.',
  },
  phone: { label: 'Teléfono de la empresa' },
  fax: { label: 'Número de fax' },
  email: { label: 'Correo electrónico de la empresa' },
  website: { label: 'Sitio web' },
  federalTaxId: { label: 'Número de identificación fiscal federal (EIN)' },
  stateOfIncorporation: { label: 'Estado donde se constituyó la empresa' },
  businessType: { label: 'Tipo de empresa' },
  dateEstablished: { label: 'Fecha de fundación' },
  mcNumber: { label: 'Número MC' },
  dotNumber: { label: 'Número DOT' },
  ownerName: { label: 'Nombre del dueño' },
  ownerTitle: { label: 'Cargo del dueño' },
  ownerPhone: { label: 'Teléfono del dueño' },
  ownerEmail: { label: 'Correo electrónico del dueño' },
  contactPerson: { label: 'Nombre del contacto' },
  contactTitle: { label: 'Cargo del contacto' },
  contactPhone: { label: 'Teléfono del contacto' },
  contactEmail: { label: 'Correo electrónico del contacto' },
  monthlyRevenue: { label: 'Ingresos mensuales ($)' },
  averageInvoiceAmount: { label: 'Monto promedio por factura ($)' },
  paymentTerms: {
    label: 'Plazos de pago',
    hint: 'Cómo le pagan normalmente sus clientes, por ejemplo Net 30.',
  },
  bankName: { label: 'Nombre del banco' },
  bankPhone: { label: 'Teléfono del banco' },
  accountNumber: { label: 'Número de cuenta' },
  routingNumber: { label: 'Número de ruta bancaria (routing number)' },
  customerCount: { label: 'Número de clientes' },
  creditTerms: { label: 'Plazos de crédito que usted ofrece', hint: 'Por ejemplo Net 30 o Net 45.' },
  topCustomers: {
    label: 'Clientes principales',
    hint: 'Los brokers (intermediarios de carga) y shippers (dueños de la mercancía) a los que más les factura, uno por renglón.',
  },
  factorExperience: { label: '¿Ha trabajado antes con factoring?' },
  currentFactor: { label: 'Compañía de factoring actual' },
  reasonForChange: {
    label: 'Motivo del cambio',
    hint: 'Si ya factoriza sus facturas, por qué busca cambiarse de compañía.',
  },
  additionalInfo: {
    label: 'Información adicional',
    hint: 'Cualquier otra cosa que debamos saber sobre su negocio.',
  },
};

export const referenceCopy: Translation<typeof English.referenceCopy> = {
  legend: (number: number) => `Referencia ${number}`,
  personName: 'Nombre',
  company: 'Empresa',
  phone: 'Teléfono',
  email: 'Correo electrónico',
};

export const applicationChoices: Translation<typeof English.applicationChoices> = {
  statePlaceholder: 'Elija un estado',
  businessTypePlaceholder: 'Elija el tipo de empresa',
  answerPlaceholder: 'Elija una respuesta',
  businessTypes: [
    'Corporación',
    'LLC (compañía de responsabilidad limitada)',
    'Sociedad (partnership)',
    'Negocio individual (sole proprietorship)',
  ],
  factorExperience: ['Sí', 'No, sería la primera vez'],
};

export const applicationFormCopy: Translation<typeof English.applicationFormCopy> = {
  privacyNote:
    'Nada de lo que usted escriba aquí sale de su navegador: no lo enviamos ni lo guardamos. Genere la solicitud para abrir una copia lista para imprimir: puede imprimirla o guardarla como PDF, firmarla y entregársela a su gerente de cuenta.',
  requiredNote: 'Los campos marcados con un asterisco (*) son obligatorios.',
  remainingMessage: (remaining: number): string =>
    remaining === 0
      ? 'Ya llenó todos los campos obligatorios. Su solicitud está lista para generarse.'
      : remaining === 1
        ? `Le falta llenar ${remaining} campo obligatorio para poder generar la solicitud.`
        : `Le faltan por llenar ${remaining} campos obligatorios para poder generar la solicitud.`,
  generateLabel: 'Generar la solicitud para imprimir',
  generatingLabel: 'Generando...',
};

export const applicationAlerts: Translation<typeof English.applicationAlerts> = {
  popupBlocked: 'Permita las ventanas emergentes (pop-ups) en su navegador para descargar la solicitud',
  generationFailed: 'Hubo un error al generar la solicitud. Por favor, inténtelo de nuevo.',
};

export const applicationPrintCopy: Translation<typeof English.applicationPrintCopy> = {
  lang: 'es',
  dateLocale: 'es-US',
  documentTitle: (company: string, provider: string) =>
    `Solicitud de factoring${company ? ` – ${company}` : ''} | ${provider}`,
  heading: 'Solicitud de factoring de facturas',
  preparedOn: (date: string) => `Preparada el ${date}`,
  signatureHeading: 'Autorización y firma',
  consent: (provider: string) =>
    `Con mi firma, certifico que la información de esta solicitud es verdadera y completa, y autorizo a ${provider} a verificarla, incluidas las consultas de crédito sobre la empresa, sus dueños y sus clientes.`,
  signatureLines: ['Firma del dueño', 'Fecha', 'Nombre en letra de molde', 'Cargo'],
  footer: (provider: string, phone: string) =>
    `Confidencial. Esta solicitud contiene datos bancarios y fiscales: compártala solo con ${provider}. ¿Tiene preguntas? Llame al ${phone}.`,
};

export type Twin = SpanishTwinOf<typeof import('./factoring-application-copy.es'), typeof English>;
