import {
  EXTERNAL_URL_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  MAX_NUMBER_OF_TRUCKS,
  TEXT_MAX_LENGTH,
} from './constants';
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

/** Digits of a truck count: no more than the largest count has (a few leading zeros at most). */
const TRUCK_COUNT_DIGITS = new RegExp(`^\\d{1,${String(MAX_NUMBER_OF_TRUCKS).length}}$`);

/** A whole number of trucks from 1 up, as a number or the digits of one. */
export function isValidTruckCount(value: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !TRUCK_COUNT_DIGITS.test(text.trim())) return false;
  const count = Number(text);
  return count >= 1 && count <= MAX_NUMBER_OF_TRUCKS;
}

/**
 * Characters no text field takes: C0 controls and DEL (PostgreSQL refuses NUL outright, and the
 * others are never typed), and UTF-16 halves without their other half (which cannot be stored as
 * UTF-8). Free text (`multiline`) may hold tabs and line breaks.
 */
const LINE_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MULTILINE_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenCharacters = (value: string, { multiline = false } = {}): boolean =>
  (multiline ? MULTILINE_FORBIDDEN : LINE_FORBIDDEN).test(value);

/** What is wrong with an external system's login URL, or null when the relay may use it. */
export type ExternalUrlProblem = 'invalid' | 'not_https' | 'has_credentials';

/** WHATWG URL, global in browsers and Node alike; contracts compile without DOM or Node types. */
declare const URL: new (input: string) => {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
};

/** Plain http is only for a system on the visitor's own machine (a local test or bridge). */
const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The one rule for the external login URL, applied by the form, the API's DTO and the relay
 * itself: what WHATWG `new URL()` parses (so the relay never meets a URL it cannot open), over
 * https (http only to this machine), without credentials written into it.
 */
export function externalUrlProblem(value: string): ExternalUrlProblem | null {
  if (value.length > EXTERNAL_URL_MAX_LENGTH || hasForbiddenCharacters(value)) return 'invalid';
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  if (!url.hostname) return 'invalid';
  if (url.username || url.password) return 'has_credentials';
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.includes(url.hostname)) return 'not_https';
  return null;
}

export const isValidExternalUrl = (value: string): boolean => externalUrlProblem(value) === null;

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
