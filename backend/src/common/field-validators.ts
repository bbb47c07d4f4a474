import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  MinLength,
  ValidateBy,
} from 'class-validator';
import {
  isValidEmail,
  isValidPhone,
  isValidTruckCount,
  LONG_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '@trucking-finance/contracts';

/**
 * Field decorators for request bodies. Each checks one field with the shared rules of
 * `contracts/` and says what is wrong in words a visitor understands ('email must be a valid
 * email address'); the validation pipe stops at a field's first problem. Checks are combined with
 * `applyDecorators`, which runs them in the order listed (a plain decorator stack runs bottom-up).
 */

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const required = IsDefined({ message: '$property is required' });
const text = IsString({ message: '$property must be text' });
const notBlank = MinLength(1, { message: '$property is required' });
const maxLength = (max: number) =>
  MaxLength(max, { message: `$property must be at most ${max.toLocaleString('en-US')} characters` });

interface TextOptions {
  /** Free text up to 5,000 characters instead of a 200-character line. */
  long?: boolean;
  example?: string;
  /** The sentence when the field is missing or blank, instead of '<field> is required'. */
  message?: string;
  /** Leading and trailing spaces are dropped unless this is false (passwords). */
  trim?: boolean;
}

/** Required single-line text (200 characters), or free text (5,000) with `long`. */
export const RequiredText = (options: TextOptions = {}) => {
  const max = options.long ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH;
  const missing = { message: options.message ?? '$property is required' };
  return applyDecorators(
    ApiProperty({ maxLength: max, example: options.example }),
    ...(options.trim === false ? [] : [trim]),
    IsDefined(missing),
    text,
    MinLength(1, missing),
    maxLength(max),
  );
};

export const OptionalText = (options: Pick<TextOptions, 'long' | 'example'> = {}) => {
  const max = options.long ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH;
  return applyDecorators(
    ApiPropertyOptional({ maxLength: max, example: options.example }),
    trim,
    IsOptional(),
    text,
    maxLength(max),
  );
};

export const RequiredOption = (values: readonly string[], example?: string) =>
  applyDecorators(
    ApiProperty({ enum: values, example: example ?? values[0] }),
    required,
    IsIn(values, { message: `$property must be one of: ${values.join(', ')}` }),
  );

export const RequiredEmail = () =>
  applyDecorators(
    ApiProperty({ format: 'email', maxLength: TEXT_MAX_LENGTH, example: 'dispatch@ridgeline-freight.com' }),
    trim,
    required,
    text,
    notBlank,
    ValidateBy({
      name: 'email',
      validator: {
        validate: (value) => typeof value === 'string' && isValidEmail(value),
        defaultMessage: () => '$property must be a valid email address',
      },
    }),
  );

export const RequiredPhone = () =>
  applyDecorators(
    ApiProperty({ example: '(801) 555-0142' }),
    trim,
    required,
    text,
    notBlank,
    ValidateBy({
      name: 'phone',
      validator: {
        validate: (value) => typeof value === 'string' && isValidPhone(value),
        defaultMessage: () => '$property must be a phone number with 7 to 15 digits',
      },
    }),
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
            type: 'string',
            pattern: '^\\d+$',
            example: '6',
            description: 'Digits of a whole number from 1.',
          },
    ),
    Transform(
      ({ value }) => {
        if (as === 'number') return isValidTruckCount(value) ? Number(value) : value;
        return typeof value === 'number' || typeof value === 'string' ? String(value).trim() : value;
      },
      { toClassOnly: true },
    ),
    required,
    ValidateBy({
      name: 'truckCount',
      validator: {
        validate: isValidTruckCount,
        defaultMessage: () => '$property must be a whole number of at least 1',
      },
    }),
  );

/** A required http(s) URL, with the spec's sentences when it is missing or malformed. */
export const RequiredUrl = (messages: { missing: string; invalid: string }, maxLength: number) =>
  applyDecorators(
    ApiProperty({ example: 'https://portal.example.com/api/login', maxLength }),
    trim,
    IsDefined({ message: messages.missing }),
    IsString({ message: messages.missing }),
    MinLength(1, { message: messages.missing }),
    MaxLength(maxLength, {
      message: `$property must be at most ${maxLength.toLocaleString('en-US')} characters`,
    }),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
      { message: messages.invalid },
    ),
  );
