import { LONG_TEXT_MAX_LENGTH, MAX_NUMBER_OF_TRUCKS, TEXT_MAX_LENGTH } from './constants';
import type { FuelCardApplicationPayload, QuoteRequestPayload } from './payloads';

/**
 * Field rules shared by the forms (checked as the visitor types) and the API (checked again at the
 * edge), so a value the form accepts is never refused by the server and vice versa.
 */

/** The WHATWG `type=email` pattern, with a dot required in the domain (leads need a reachable address). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const isValidEmail = (value: string): boolean =>
  value.length <= TEXT_MAX_LENGTH && EMAIL_PATTERN.test(value);

/** Digits with the usual separators; 7 to 15 digits (E.164 allows at most 15). */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[0-9().\s-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** A whole number of trucks from 1 up, as a number or the digits of one. */
export function isValidTruckCount(value: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d+$/.test(text.trim())) return false;
  const count = Number(text);
  return count >= 1 && count <= MAX_NUMBER_OF_TRUCKS;
}

export const quoteRequiredFields = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'mcNumber',
  'dotNumber',
  'monthlyRevenue',
  'businessType',
  'yearsInBusiness',
  'numberOfTrucks',
  'servicesInterested',
  'comments',
] as const satisfies readonly (keyof QuoteRequestPayload)[];

export const fuelCardRequiredFields = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'mcNumber',
  'dotNumber',
  'fuelCardTier',
  'monthlyFuelSpend',
  'businessType',
  'yearsInBusiness',
  'numberOfTrucks',
  'primaryRoutes',
  'preferredFuelBrands',
] as const satisfies readonly (keyof FuelCardApplicationPayload)[];

/** Fields that take free text up to LONG_TEXT_MAX_LENGTH; every other text field takes TEXT_MAX_LENGTH. */
export const longTextFields = ['comments', 'bio', 'primaryRoutes', 'preferredFuelBrands'] as const;

export const maxLengthOf = (field: string): number =>
  (longTextFields as readonly string[]).includes(field) ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH;
