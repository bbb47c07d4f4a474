import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';
import {
  EXTERNAL_URL_MAX_LENGTH,
  externalUrlProblem,
  hasForbiddenCharacters,
  isValidEmail,
  isValidPhone,
  isValidTruckCount,
  LONG_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  type ExternalUrlProblem,
} from '@trucking-finance/contracts';
import type { FormSentenceKey } from './error-text';
import type { FieldContext } from './validation';

/**
 * Field decorators for request bodies, queries and path parameters. Each check uses the shared
 * rules of `contracts/` and attaches its field code (`context`), from which the error filter
 * words the sentence in the caller's language; a form's own sentence (`sentence`) replaces the
 * code's usual one where the spec words it. The validation pipe stops at a field's first problem.
 * Checks are combined with `applyDecorators`, which runs them in the order listed (a plain
 * decorator stack runs bottom-up).
 */

/** The field code, and what its sentence is built from, of one check. */
const coded = (code: FieldContext['code'], extra: Omit<FieldContext, 'code'> = {}): ValidationOptions => ({
  context: { code, ...extra } satisfies FieldContext,
});

/**
 * A check of our own with its field code. Its message is never shown (the code is worded by the
 * filter), but must not be empty: class-validator attaches the context only to a non-empty one.
 */
const check = (name: string, validate: (value: unknown) => boolean, options: ValidationOptions) =>
  ValidateBy({ name, validator: { validate, defaultMessage: () => `$property failed ${name}` } }, options);

/** Optional means absent, not null: unlike `IsOptional`, a null goes on to the checks and fails them. */
export const absentOnly = ValidateIf((_payload: object, value: unknown) => value !== undefined);

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const required = (sentence?: FormSentenceKey) => IsDefined(coded('required', { sentence }));
const text = (sentence?: FormSentenceKey) => IsString(coded('not_text', { sentence }));
const notBlank = (sentence?: FormSentenceKey) => MinLength(1, coded('required', { sentence }));
const maxLength = (max: number) => MaxLength(max, coded('too_long', { max }));

/**
 * No control characters (NUL above all, which PostgreSQL refuses) nor broken UTF-16, in any text
 * field; free text may hold tabs and line breaks.
 */
const printable = ({ multiline }: { multiline: boolean }) =>
  check(
    multiline ? 'printableText' : 'printableLine',
    (value) => typeof value !== 'string' || !hasForbiddenCharacters(value, { multiline }),
    coded('invalid_characters'),
  );

interface TextOptions {
  /** Free text up to 5,000 characters (line breaks allowed) instead of a 200-character line. */
  long?: boolean;
  example?: string;
  /** The form's sentence when the field is missing or blank, instead of '<field> is required'. */
  missing?: FormSentenceKey;
  /** Leading and trailing spaces are dropped unless this is false (passwords). */
  trim?: boolean;
}

/** Required single-line text (200 characters), or free text (5,000) with `long`. */
export const RequiredText = (options: TextOptions = {}) => {
  const max = options.long ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH;
  return applyDecorators(
    ApiProperty({ maxLength: max, example: options.example }),
    ...(options.trim === false ? [] : [trim]),
    required(options.missing),
    text(options.missing),
    notBlank(options.missing),
    maxLength(max),
    printable({ multiline: options.long === true }),
  );
};

export const OptionalText = (options: Pick<TextOptions, 'long' | 'example'> = {}) => {
  const max = options.long ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH;
  return applyDecorators(
    // IsOptional lets null through as "not given", so the description says so.
    ApiPropertyOptional({ maxLength: max, example: options.example, nullable: true }),
    trim,
    IsOptional(),
    text(),
    maxLength(max),
    printable({ multiline: options.long === true }),
  );
};

export const RequiredOption = (values: readonly string[], example?: string) =>
  applyDecorators(
    ApiProperty({ enum: values, example: example ?? values[0] }),
    required(),
    IsIn(values, coded('not_one_of', { values })),
  );

/** A choice that may be left out (then `fallback`); null is not a choice, so it is refused. */
export const OptionalOption = (values: readonly string[], fallback: string) =>
  applyDecorators(
    ApiPropertyOptional({ enum: values, default: fallback }),
    absentOnly,
    IsIn(values, coded('not_one_of', { values })),
  );

export const RequiredEmail = () =>
  applyDecorators(
    ApiProperty({ format: 'email', maxLength: TEXT_MAX_LENGTH, example: 'dispatch@ridgeline-freight.com' }),
    trim,
    required(),
    text(),
    notBlank(),
    check('email', (value) => typeof value === 'string' && isValidEmail(value), coded('invalid_email')),
  );

export const RequiredPhone = () =>
  applyDecorators(
    ApiProperty({ example: '(801) 555-0142' }),
    trim,
    required(),
    text(),
    notBlank(),
    check('phone', (value) => typeof value === 'string' && isValidPhone(value), coded('invalid_phone')),
  );

/**
 * A whole number of trucks from 1, sent as a number or digits. Stored as an integer on a quote
 * (`as: 'number'`) and as the text entered on a fuel card application (`as: 'text'`).
 */
export const TruckCount = ({ as }: { as: 'number' | 'text' }) =>
  applyDecorators(
    ApiProperty(
      as === 'number'
        ? {
            oneOf: [
              { type: 'integer', minimum: 1 },
              { type: 'string', pattern: '^\\d+$' },
            ],
            example: 6,
            description: 'A whole number of trucks from 1; a numeric string is accepted.',
          }
        : {
            oneOf: [
              { type: 'integer', minimum: 1 },
              { type: 'string', pattern: '^\\d+$' },
            ],
            example: '6',
            description: 'A whole number of trucks from 1, as a number or digits; stored as the text sent.',
          },
    ),
    Transform(
      ({ value }) => {
        if (as === 'number') return isValidTruckCount(value) ? Number(value) : value;
        return typeof value === 'number' || typeof value === 'string' ? String(value).trim() : value;
      },
      { toClassOnly: true },
    ),
    required(),
    check('truckCount', isValidTruckCount, coded('invalid_truck_count')),
  );

/** A whole number from `min` to `max`, as a JSON number or (in a path or query) its digits only. */
export const WholeNumber = ({
  min,
  max,
  fallback,
  sentence,
}: {
  min: number;
  max: number;
  /** Optional, with this default (a query parameter); required when absent. */
  fallback?: number;
  sentence?: FormSentenceKey;
}) => {
  const range = coded('out_of_range', { min, max, sentence });
  return applyDecorators(
    fallback === undefined
      ? ApiProperty({ type: 'integer', minimum: min, maximum: max })
      : ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max, default: fallback }),
    // Digits only: '1e3', '0x10', ' 12' and '12.0' are not sizes or page numbers.
    Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)),
    fallback === undefined ? required(sentence) : IsOptional(),
    IsInt(coded('not_number', { sentence, max })),
    Min(min, range),
    Max(max, range),
  );
};

/** Sends the shared URL rule's answer to the field code and the spec's sentence for it. */
const externalUrlCheck = (
  problem: ExternalUrlProblem,
  code: FieldContext['code'],
  sentence: FormSentenceKey,
) =>
  check(
    `externalUrl:${problem}`,
    (value) => typeof value === 'string' && externalUrlProblem(value) !== problem,
    coded(code, { sentence }),
  );

/**
 * The external system's login URL, by the rule the relay itself applies (`externalUrlProblem`),
 * so the API never accepts a URL the relay cannot open; with the spec's sentences.
 */
export const ExternalUrl = () =>
  applyDecorators(
    ApiProperty({ example: 'https://portal.example.com/api/login', maxLength: EXTERNAL_URL_MAX_LENGTH }),
    trim,
    required('external_url_required'),
    text('external_url_required'),
    notBlank('external_url_required'),
    maxLength(EXTERNAL_URL_MAX_LENGTH),
    printable({ multiline: false }),
    externalUrlCheck('invalid', 'invalid_url', 'external_url_invalid'),
    externalUrlCheck('has_credentials', 'url_has_credentials', 'external_url_has_credentials'),
    externalUrlCheck('not_https', 'url_not_https', 'external_url_not_https'),
  );

/** The terms checkbox: `true`, or (when `required` is false) absent. */
export const AcceptedTerms = (sentences: { missing?: FormSentenceKey; refused: FormSentenceKey }) =>
  applyDecorators(
    // Optional means absent, not null: null is not an answer to a checkbox.
    sentences.missing ? required(sentences.missing) : absentOnly,
    Equals(true, coded('must_accept', { sentence: sentences.refused })),
  );
