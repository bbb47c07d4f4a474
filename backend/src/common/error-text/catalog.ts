import type { ApiErrorCode, FieldErrorCode, MoveDirection } from '@trucking-finance/contracts';

/**
 * The shape of the server's error sentences in one language. Every code has its sentence here and
 * nowhere else: the code is the message, the sentence its wording. A language is one object of
 * this type (`en.ts`); the compiler refuses one that misses a code.
 */

/** The things an id can name, each worded by the language ('That is not a valid quote id.'). */
export type Resource = 'quote' | 'fuel_card_application' | 'team_member' | 'staff' | 'notification';

/** What the sentences of some request-level codes are built from. */
export interface ErrorParamsByCode {
  route_not_found: { method: string; path: string };
  invalid_id: { resource: Resource };
  team_member_cannot_move: { name: string; direction: MoveDirection };
  external_host_not_allowed: { host: string };
  external_system_error: { status: number };
}

export type ErrorParams<C extends ApiErrorCode> = C extends keyof ErrorParamsByCode
  ? ErrorParamsByCode[C]
  : undefined;

export type ErrorSentences = {
  [C in ApiErrorCode]: C extends keyof ErrorParamsByCode ? (params: ErrorParamsByCode[C]) => string : string;
};

/** What a field's sentence is built from: its name, and the limit or the values it was held to. */
export interface FieldParams {
  field: string;
  min?: number;
  max?: number;
  values?: readonly string[];
}

/**
 * Sentences the spec or a form words itself, used instead of a field code's usual sentence on
 * the fields that name them (e.g. 'Please fill in all fields' on the team form).
 */
export const formSentenceKeys = [
  'team_fields_required',
  'external_credentials_required',
  'external_url_required',
  'external_url_invalid',
  'external_url_not_https',
  'external_url_has_credentials',
  'email_search_required',
  'placeholder_width',
  'placeholder_height',
  'image_invalid_type',
  'quote_terms_required',
  'quote_terms_refused',
  'fuel_card_terms_refused',
] as const;
export type FormSentenceKey = (typeof formSentenceKeys)[number];

/**
 * Form sentences that are whole sentences of their own ('Please fill in all fields'); the others
 * name their field ('agreeToTerms must be true: …') and are listed like the usual field sentences.
 * The same in every language, so it lives here rather than in each one.
 */
export const standaloneFormSentences: ReadonlySet<FormSentenceKey> = new Set<FormSentenceKey>([
  'team_fields_required',
  'external_credentials_required',
  'external_url_required',
  'external_url_invalid',
  'external_url_not_https',
  'external_url_has_credentials',
  'email_search_required',
  'placeholder_width',
  'placeholder_height',
  'image_invalid_type',
]);

export interface ErrorText {
  errors: ErrorSentences;
  /** The usual sentence of each field code; it names the field. */
  fields: { [C in FieldErrorCode]: (params: FieldParams) => string };
  forms: { [K in FormSentenceKey]: (params: FieldParams) => string };
  resources: Record<Resource, string>;
  /** One sentence for a request with fields at fault, from their field-led sentences. */
  correctTheseFields: (sentences: readonly string[]) => string;
}
