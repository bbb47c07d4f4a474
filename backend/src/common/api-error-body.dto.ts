import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
import {
  apiErrorCodes,
  fieldErrorCodes,
  type ApiErrorBody,
  type ApiErrorCode,
  type FieldErrorCode,
} from '@trucking-finance/contracts';

/** The one error shape of the API, for OpenAPI. */
export class ApiErrorBodyDto implements ApiErrorBody {
  @ApiProperty({ enum: [false] })
  success: false;

  @ApiProperty({ description: 'A sentence a person understands, in the language of Accept-Language.' })
  error: string;

  @ApiProperty({ enum: apiErrorCodes, description: 'Stable and machine-readable: what went wrong.' })
  code: ApiErrorCode;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Validation: the sentences for each field at fault.',
  })
  details?: Record<string, string[]>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string', enum: [...fieldErrorCodes] },
    description: "Validation: each field at fault and its first problem's code.",
  })
  fields?: Record<string, FieldErrorCode>;
}

const errorMeaning: Record<number, string> = {
  400: 'The request is not valid (validation: `details` and `fields` name each field at fault).',
  401: 'No valid token, or wrong credentials.',
  403: 'The token is not an admin token.',
  404: 'No such thing.',
  409: 'A request with this Idempotency-Key is still running (or the change conflicts).',
  413: 'The body is too large.',
  415: 'The body is not UTF-8 JSON.',
  422: 'This Idempotency-Key was used with another body.',
  429: 'Too many requests; `Retry-After` says when to try again.',
  502: 'The external system answered with an error.',
  503: 'The database is unavailable, the request ran out of time, or the server is shutting down.',
  504: 'The external system did not answer in time.',
};

/** What any operation may answer: a failure on our side, or the database out of reach. */
export const globalErrorResponses: ApiResponseOptions[] = [
  { status: 500, description: 'Something went wrong on our side.', type: ApiErrorBodyDto },
  { status: 503, description: errorMeaning[503], type: ApiErrorBodyDto },
];

/** The error statuses an operation may answer, each with the API's error body. */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: errorMeaning[status] ?? 'Error.', type: ApiErrorBodyDto }),
    ),
  );
