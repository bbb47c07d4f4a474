import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { HttpException } from '@nestjs/common';
import type { ApiErrorBody, ApiErrorCode } from '@trucking-finance/contracts';
import { errorBody, localeOf, type ErrorParams, type FieldError, type Locale } from './error-text';

/** The status each code is answered with. */
export const apiErrorStatus: Record<ApiErrorCode, number> = {
  validation_failed: 400,
  malformed_json: 400,
  body_not_object: 400,
  body_too_large: 413,
  unsupported_media_type: 415,
  invalid_path: 400,
  route_not_found: 404,
  method_not_allowed: 405,
  unauthenticated: 401,
  forbidden: 403,
  invalid_credentials: 401,
  rate_limited: 429,
  not_found: 404,
  conflict: 409,
  database_unavailable: 503,
  upstream_error: 502,
  upstream_timeout: 504,
  internal_error: 500,
  body_too_deep: 400,
  body_unreadable: 400,
  body_not_utf8: 400,
  unsupported_encoding: 415,
  bad_request: 400,
  invalid_id: 400,
  invalid_value: 400,
  value_too_long: 400,
  value_out_of_range: 400,
  invalid_characters: 400,
  constraint_violation: 409,
  session_expired: 401,
  session_invalid: 401,
  session_ended: 401,
  admin_only: 403,
  too_many_login_attempts: 429,
  service_unavailable: 503,
  sign_in_busy: 503,
  notification_not_found: 404,
  notification_already_sent: 409,
  site_not_built: 503,
  page_not_found: 404,
  quote_not_found: 404,
  fuel_card_application_not_found: 404,
  team_member_not_found: 404,
  team_member_photo_not_found: 404,
  team_member_cannot_move: 400,
  image_invalid_type: 400,
  image_too_large: 413,
  external_host_not_allowed: 400,
  external_login_refused: 401,
  external_system_unreachable: 502,
  external_system_error: 502,
  external_system_unreadable: 502,
  external_system_timeout: 504,
  lost_reason_required: 400,
  lost_reason_not_allowed: 400,
  assignee_not_found: 400,
  owner_only: 403,
  staff_not_found: 404,
  staff_username_taken: 409,
  last_owner: 409,
  idempotency_key_invalid: 400,
  idempotency_key_reused: 422,
  idempotency_request_in_progress: 409,
  request_timed_out: 503,
  lead_status_not_found: 404,
  carrier_not_found: 404,
  carrier_lookup_off: 404,
  carrier_lookup_unavailable: 503,
  document_empty: 400,
  document_too_large: 413,
  document_unsupported_type: 415,
  document_image_too_many_pixels: 422,
  document_image_unreadable: 422,
  document_pdf_unreadable: 422,
  document_pdf_encrypted: 422,
};

/** The arguments after the code: its sentence's parameters, when it has any. */
type ParamsArgument<C extends ApiErrorCode> = ErrorParams<C> extends undefined ? [] : [ErrorParams<C>];

/**
 * The one exception for failures the API answers on purpose: a code (its status and sentence
 * follow from it, worded in the caller's language by the error filter), the sentence's
 * parameters, and the fields at fault for a validation error.
 */
export class ApiException<C extends ApiErrorCode = ApiErrorCode> extends HttpException {
  readonly params: ErrorParams<C> | undefined;
  fieldErrors: readonly FieldError[] = [];

  constructor(
    readonly code: C,
    ...[params]: ParamsArgument<C>
  ) {
    const body = errorBody('en', code, params as ErrorParams<C>);
    super(body, apiErrorStatus[code]);
    this.params = params as ErrorParams<C> | undefined;
    this.message = body.error;
  }

  /** 400 naming each field at fault, with its code. */
  static validation(fieldErrors: readonly FieldError[]): ApiException<'validation_failed'> {
    const exception = new ApiException('validation_failed');
    exception.fieldErrors = fieldErrors;
    exception.message = exception.bodyIn('en').error;
    return exception;
  }

  /** The body, worded in `locale`. */
  bodyIn(locale: Locale): ApiErrorBody {
    return errorBody(locale, this.code, this.params, this.fieldErrors);
  }

  override getResponse(): ApiErrorBody {
    return this.bodyIn('en');
  }
}

/** Codes whose sentence needs no parameter: all that can be answered outside Nest. */
export type PlainCode = { [C in ApiErrorCode]: ErrorParams<C> extends undefined ? C : never }[ApiErrorCode];

/**
 * Answers with the API's one error shape, outside Nest's pipeline (body parsing, static files),
 * worded in the language the request asks for.
 */
export function sendApiError(res: ServerResponse, code: PlainCode, headers: OutgoingHttpHeaders = {}): void {
  const request = (res as ServerResponse & { req?: IncomingMessage }).req;
  const locale = localeOf(request?.headers['accept-language']);
  const body = JSON.stringify(errorBody(locale, code));
  res
    .writeHead(apiErrorStatus[code], {
      ...headers,
      'Content-Language': locale,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    })
    .end(body);
}
