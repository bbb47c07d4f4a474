/**
 * Stable, machine-readable error codes. Every API error carries one (`code`) beside its human
 * sentence (`error`), and a 400 from validation carries one per field (`fields`). Clients choose
 * their own wording from the code (in the visitor's language); they never parse the sentence.
 *
 * Codes are lower_snake_case and never change meaning once shipped; add new ones at the end of
 * their list. The server's sentences for each code live with the server.
 */

/** What went wrong with the request as a whole. */
export const apiErrorCodes = [
  // The request itself
  'validation_failed',
  'malformed_json',
  'body_not_object',
  'body_too_large',
  'unsupported_media_type',
  'invalid_path',
  'route_not_found',
  'method_not_allowed',
  // Who is asking
  'unauthenticated',
  'forbidden',
  'invalid_credentials',
  'rate_limited',
  // The thing asked for
  'not_found',
  'conflict',
  // Our side or a system we depend on
  'database_unavailable',
  'upstream_error',
  'upstream_timeout',
  'internal_error',
  // The request itself, continued
  'body_too_deep',
  'body_unreadable',
  'body_not_utf8',
  'unsupported_encoding',
  'bad_request',
  'invalid_id',
  // A value the database refused (a check the DTO layer should have made first)
  'invalid_value',
  'value_too_long',
  'value_out_of_range',
  'invalid_characters',
  'constraint_violation',
  // Who is asking, continued
  'session_expired',
  'session_invalid',
  'session_ended',
  'admin_only',
  'too_many_login_attempts',
  // Our side, continued
  'service_unavailable',
  'site_not_built',
  'page_not_found',
  // Quotes and fuel card applications
  'quote_not_found',
  'fuel_card_application_not_found',
  // Team
  'team_member_not_found',
  'team_member_photo_not_found',
  'team_member_cannot_move',
  'image_invalid_type',
  'image_too_large',
  // External login relay
  'external_host_not_allowed',
  'external_login_refused',
  'external_system_unreachable',
  'external_system_error',
  'external_system_unreadable',
  'external_system_timeout',
  'sign_in_busy',
  // Working the leads and staff accounts
  'lost_reason_required',
  'lost_reason_not_allowed',
  'assignee_not_found',
  'owner_only',
  'staff_not_found',
  'staff_username_taken',
  'last_owner',
  // Submissions sent again (Idempotency-Key) and deadlines
  'idempotency_key_invalid',
  'idempotency_key_reused',
  'idempotency_request_in_progress',
  'request_timed_out',
  // Notifications
  'notification_not_found',
  'notification_already_sent',
  // Conversion tools: status lookup and carrier lookup
  'lead_status_not_found',
  'carrier_not_found',
  'carrier_lookup_off',
  'carrier_lookup_unavailable',
  // Invoice paperwork: an uploaded document refused by its bytes
  'document_empty',
  'document_too_large',
  'document_unsupported_type',
  'document_image_too_many_pixels',
  'document_image_unreadable',
  'document_pdf_unreadable',
  'document_pdf_encrypted',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** What is wrong with one field of a request body or query. */
export const fieldErrorCodes = [
  'required',
  'not_text',
  'not_number',
  'not_boolean',
  'too_long',
  'too_short',
  'not_one_of',
  'invalid_email',
  'invalid_phone',
  'invalid_truck_count',
  'invalid_url',
  'invalid_characters',
  'must_accept',
  'unknown_field',
  'out_of_range',
  'invalid_format',
  'url_not_https',
  'url_has_credentials',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];
