import { MAX_NUMBER_OF_TRUCKS, type FuelCardTier } from '@trucking-finance/contracts';
import type { SpanishTwinOf, Translation } from '@/config/translation';
import type * as English from './lead-field-copy';
import { wholeNumber } from './whole-number';
import { leadOptionLabels } from './lead-option-copy.es';

/** The lead forms' fields on the Spanish site: the same table as lead-field-copy.ts, in Spanish. */
export const leadFieldCopy: Translation<typeof English.leadFieldCopy> = {
  companyName: { label: 'Nombre de la compañía', required: 'Escriba el nombre de su compañía.' },
  contactName: {
    label: 'Nombre de contacto',
    required: 'Escriba el nombre de la persona con quien debemos comunicarnos.',
  },
  email: {
    label: 'Correo electrónico',
    required: 'Escriba su correo electrónico.',
    invalid: 'Escriba un correo electrónico válido, por ejemplo nombre@empresa.com.',
  },
  phone: {
    label: 'Número de teléfono',
    required: 'Escriba su número de teléfono.',
    invalid: 'Escriba un número de teléfono de 7 a 15 dígitos.',
  },
  mcNumber: { label: 'Número MC', required: 'Escriba su número MC.' },
  dotNumber: { label: 'Número DOT', required: 'Escriba su número DOT.' },
  monthlyRevenue: { label: 'Ingresos mensuales', required: 'Seleccione sus ingresos mensuales.' },
  businessType: { label: 'Tipo de negocio', required: 'Seleccione su tipo de negocio.' },
  yearsInBusiness: {
    label: 'Años en el negocio',
    required: 'Seleccione cuánto tiempo lleva en el negocio.',
  },
  numberOfTrucks: {
    label: 'Número de camiones',
    required: 'Escriba cuántos camiones tiene trabajando.',
    invalid: `Escriba un número entero de camiones, de 1 a ${wholeNumber(MAX_NUMBER_OF_TRUCKS)}.`,
  },
  servicesInterested: {
    label: 'Servicios que le interesan',
    required: 'Seleccione el servicio que le interesa.',
  },
  comments: {
    label: 'Comentarios',
    required: 'Cuéntenos un poco sobre su negocio y lo que necesita.',
    hint: 'Sus rutas y el tipo de carga que mueve, cuánto tardan sus clientes en pagarle, o cualquier otra cosa que debamos saber.',
  },
  fuelCardTier: {
    label: 'Programa de tarjeta de combustible',
    required: 'Seleccione un programa de tarjeta de combustible.',
  },
  monthlyFuelSpend: {
    label: 'Gasto mensual en combustible',
    required: 'Seleccione su gasto mensual en combustible.',
  },
  primaryRoutes: {
    label: 'Rutas principales',
    required: 'Escriba las rutas que más recorre.',
    hint: 'Por ejemplo: la I-15 y la I-80, de Salt Lake City a Denver y a Reno.',
  },
  preferredFuelBrands: {
    label: 'Marcas de combustible preferidas',
    required: 'Escriba las marcas de combustible que prefiere.',
    hint: "Por ejemplo: Pilot Flying J, Love's, TA Petro.",
  },
};

export const tooLongMessage = (max: number): string =>
  `Acorte este texto a ${wholeNumber(max)} caracteres o menos.`;

export const termsMessage = 'Marque la casilla de aceptación para enviar este formulario.';
export const checkMessage = 'Revise lo que escribió aquí.';

export const fuelCardInterestStatement = (tier: FuelCardTier): string =>
  `Me interesa el programa de tarjeta de combustible para ${leadOptionLabels.fuelCardTier[tier].toLowerCase()}.`;

export const draftNotice = 'Sus respuestas se guardan en este dispositivo hasta que las envíe.';

export type Twin = SpanishTwinOf<typeof import('./lead-field-copy.es'), typeof English>;
