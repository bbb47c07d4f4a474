import type { ApiErrorBody, ApiErrorCode, FieldErrorCode } from '@trucking-finance/contracts';
import {
  standaloneFormSentences,
  type ErrorParams,
  type ErrorText,
  type FieldParams,
  type FormSentenceKey,
} from './catalog';
import { en } from './en';
import { es } from './es';

export type { ErrorParams, FormSentenceKey, Resource } from './catalog';

/** The languages the server words its errors in; the first is the default. */
const texts = { en, es } satisfies Record<string, ErrorText>;
export type Locale = keyof typeof texts;
const DEFAULT_LOCALE: Locale = 'en';

const isLocale = (tag: string): tag is Locale => Object.hasOwn(texts, tag);

/**
 * The language an `Accept-Language` header prefers among ours (RFC 9110 quality values; 'es-MX'
 * counts as 'es'), English when it names none of them.
 */
export function localeOf(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { locale: Locale; quality: number } | null = null;
  for (const range of value.split(',')) {
    const [tag = '', ...parameters] = range.trim().toLowerCase().split(';');
    const language = tag.split('-')[0].trim();
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!isLocale(language) || !(quality > 0) || quality <= (best?.quality ?? 0)) continue;
    best = { locale: language, quality };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** One field at fault: its code, and what its sentence is built from. */
export interface FieldError {
  field: string;
  code: FieldErrorCode;
  /** A form's own sentence instead of the code's usual one. */
  sentence?: FormSentenceKey;
  min?: number;
  max?: number;
  values?: readonly string[];
  /** Words from outside our catalog (a validator without a code); shown as they are. */
  literal?: string;
}

export function errorSentence<C extends ApiErrorCode>(
  locale: Locale,
  code: C,
  params?: ErrorParams<C>,
): string {
  const sentence = texts[locale].errors[code] as string | ((params: ErrorParams<C>) => string);
  return typeof sentence === 'string' ? sentence : sentence(params as ErrorParams<C>);
}

function fieldSentence(text: ErrorText, error: FieldError): string {
  if (error.literal !== undefined) return error.literal;
  const params: FieldParams = { field: error.field, min: error.min, max: error.max, values: error.values };
  return error.sentence ? text.forms[error.sentence](params) : text.fields[error.code](params);
}

/**
 * One sentence for the whole request. Sentences that name their field are listed after 'Please
 * correct these fields:'; when every field at fault has a form's own whole sentence ('Please fill
 * in all fields'), those stand as they are, once each.
 */
function summary(text: ErrorText, errors: readonly FieldError[], sentences: readonly string[]): string {
  const unique = [...new Set(sentences)];
  const namesFields = errors.some((error) => !error.sentence || !standaloneFormSentences.has(error.sentence));
  return namesFields ? text.correctTheseFields(unique) : unique.join(' ');
}

/** The API's error body, worded in `locale`. */
export function errorBody<C extends ApiErrorCode>(
  locale: Locale,
  code: C,
  params?: ErrorParams<C>,
  fieldErrors: readonly FieldError[] = [],
): ApiErrorBody {
  if (fieldErrors.length === 0) return { success: false, error: errorSentence(locale, code, params), code };
  const text = texts[locale];
  // Without a prototype, a field named '__proto__' is a key like any other.
  const details: Record<string, string[]> = Object.create(null);
  const fields: Record<string, FieldErrorCode> = Object.create(null);
  const sentences: string[] = [];
  for (const error of fieldErrors) {
    const sentence = fieldSentence(text, error);
    if (details[error.field]) {
      details[error.field].push(sentence);
      continue;
    }
    details[error.field] = [sentence];
    fields[error.field] = error.code;
    sentences.push(sentence);
  }
  return { success: false, error: summary(text, fieldErrors, sentences), code, details, fields };
}
