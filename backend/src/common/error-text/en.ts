import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_IMAGE_PIXELS, messages } from '@trucking-finance/contracts';
import { MAX_BODY_DEPTH } from '../body-shape';
import type { ErrorText } from './catalog';

const number = (value = 0): string => value.toLocaleString('en-US');
const megabytes = (bytes: number): string => number(bytes / (1024 * 1024));
const megapixels = (pixels: number): string => number(pixels / 1_000_000);

const resources: ErrorText['resources'] = {
  quote: 'quote',
  fuel_card_application: 'fuel card application',
  team_member: 'team member',
  staff: 'staff account',
  notification: 'notification',
};

/** The server's English sentences (the spec's own wherever it words one). */
export const en: ErrorText = {
  errors: {
    validation_failed: 'The request is not valid.',
    malformed_json: 'The request body is not valid JSON.',
    body_not_object: 'The request body must be a JSON object.',
    body_too_large: 'The request body is too large (the limit is 100 KB).',
    unsupported_media_type: 'Send the request body as JSON (Content-Type: application/json).',
    invalid_path: 'The address is not valid: it has a malformed %-escape or bytes that are not UTF-8.',
    route_not_found: ({ method, path }) => `There is no API endpoint at ${method} ${path}.`,
    method_not_allowed: 'Pages can only be read (GET or HEAD).',
    unauthenticated: 'Authentication required. Please log in.',
    forbidden: 'You do not have access to this.',
    invalid_credentials: messages.invalidCredentials,
    rate_limited: 'Too many requests. Please wait a minute and try again.',
    not_found: 'Not found.',
    conflict: 'That already exists.',
    database_unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
    upstream_error: 'A system we depend on answered with an error. Please try again.',
    upstream_timeout: 'A system we depend on did not answer in time. Please try again.',
    internal_error: 'Something went wrong on our side. Please try again.',
    body_too_deep: `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels).`,
    body_unreadable: 'The request body could not be read.',
    body_not_utf8: 'The request body is not valid UTF-8.',
    unsupported_encoding: 'Send the request body as UTF-8 JSON.',
    bad_request: 'The request is not valid.',
    invalid_id: ({ resource }) => `That is not a valid ${resources[resource]} id.`,
    invalid_value: 'A value is not in the expected format.',
    value_too_long: 'A value is longer than this field allows.',
    value_out_of_range: 'A number is outside the range this field allows.',
    invalid_characters: 'A value contains characters that cannot be stored.',
    constraint_violation: 'That change conflicts with other records.',
    session_expired: 'Your session has expired. Please log in again.',
    session_invalid: 'Your session is not valid. Please log in again.',
    session_ended: 'Your session has ended. Please log in again.',
    admin_only: 'This area is for administrators only.',
    too_many_login_attempts: messages.tooManyLoginAttempts,
    service_unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
    sign_in_busy: 'Sign-in is busy right now. Please try again in a few seconds.',
    notification_not_found: 'That notification no longer exists.',
    notification_already_sent: 'That notification was already delivered.',
    site_not_built: 'The site has not been built yet. Run `npm run build`, then restart.',
    page_not_found: 'Page not found.',
    quote_not_found: 'That quote request no longer exists.',
    fuel_card_application_not_found: 'That fuel card application no longer exists.',
    team_member_not_found: 'That team member no longer exists.',
    team_member_photo_not_found: 'This team member has no photo.',
    team_member_cannot_move: ({ name, direction }) =>
      `${name} is already ${direction === 'up' ? 'first' : 'last'} in the team order.`,
    image_invalid_type: messages.imageInvalidType,
    image_too_large: messages.imageTooLarge,
    external_host_not_allowed: ({ host }) =>
      `We cannot connect to ${host}: it is not one of the systems this site may contact. Please check the URL, or ask us to add your system.`,
    external_login_refused: 'The external system did not accept that username and password.',
    external_system_unreachable:
      'We could not reach the external system. Please check the URL and try again.',
    external_system_error: ({ status }) =>
      `The external system answered with an error (HTTP ${status}). Please try again later.`,
    external_system_unreadable: 'The external system sent an answer we could not read.',
    external_system_timeout: 'The external system did not answer in time. Please try again.',
    lost_reason_required: 'A lead marked lost needs a reason.',
    lost_reason_not_allowed: 'A lost reason can only be given to a lead marked lost.',
    assignee_not_found: 'That staff member does not exist.',
    owner_only: 'Only an owner can do this.',
    staff_not_found: 'That staff account no longer exists.',
    staff_username_taken: 'That username is already taken.',
    last_owner: 'There must always be at least one owner: this is the last one.',
    idempotency_key_invalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
    idempotency_key_reused:
      'This Idempotency-Key was already used with a different request body. Send a new key for a new submission.',
    idempotency_request_in_progress:
      'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
    request_timed_out: 'The server took too long to answer. Please try again in a moment.',
    lead_status_not_found:
      'We could not find an application with that reference and email address. Please check both and try again.',
    carrier_not_found: 'FMCSA has no carrier with that DOT number. Please check the number.',
    carrier_lookup_off: 'Looking up carriers by DOT number is not available on this site.',
    carrier_lookup_unavailable:
      'FMCSA did not answer in time. Please fill in your company details yourself, or try again later.',
    document_empty: 'The file is empty. Please choose the photo or PDF again.',
    document_too_large: `The file is larger than ${megabytes(MAX_DOCUMENT_BYTES)} MB. Please send a smaller photo or PDF.`,
    document_unsupported_type:
      'Please send a PDF or a photo (JPEG, PNG or WebP). This file is none of those.',
    document_image_too_many_pixels: `The photo has too many pixels to process (more than ${megapixels(MAX_DOCUMENT_IMAGE_PIXELS)} megapixels). Please take it at the camera's usual resolution, or send a PDF.`,
    document_image_unreadable:
      'We could not read the photo: it may be damaged or cut off. Please take the photo again.',
    document_pdf_unreadable:
      'We could not read the PDF: it may be damaged or cut off. Please save it again and send it, or send a photo of the page.',
    document_pdf_encrypted:
      'The PDF is protected with a password. Please send a copy without the password, or a photo of the page.',
  },
  fields: {
    required: ({ field }) => `${field} is required`,
    not_text: ({ field }) => `${field} must be text`,
    not_number: ({ field }) => `${field} must be a whole number`,
    not_boolean: ({ field }) => `${field} must be true or false`,
    too_long: ({ field, max }) => `${field} must be at most ${number(max)} characters`,
    too_short: ({ field, min }) => `${field} must be at least ${number(min)} characters`,
    not_one_of: ({ field, values = [] }) => `${field} must be one of: ${values.join(', ')}`,
    invalid_email: ({ field }) => `${field} must be a valid email address`,
    invalid_phone: ({ field }) => `${field} must be a phone number with 7 to 15 digits`,
    invalid_truck_count: ({ field }) => `${field} must be a whole number of at least 1`,
    invalid_url: ({ field }) => `${field} must be a valid URL`,
    invalid_characters: ({ field }) =>
      `${field} contains characters that are not allowed (control characters or broken Unicode)`,
    must_accept: ({ field }) => `${field} must be true`,
    unknown_field: ({ field }) => `${field} is not a field we accept`,
    out_of_range: ({ field, min, max }) => `${field} must be between ${number(min)} and ${number(max)}`,
    invalid_format: ({ field }) => `${field} is not in the expected format`,
    url_not_https: ({ field }) => `${field} must be an https:// address`,
    url_has_credentials: ({ field }) => `${field} must not contain a username or password`,
  },
  forms: {
    team_fields_required: () => messages.teamFieldsRequired,
    external_credentials_required: () => messages.externalCredentialsRequired,
    external_url_required: () => messages.externalUrlRequired,
    external_url_invalid: () => messages.externalUrlInvalid,
    external_url_not_https: () => messages.externalUrlNotHttps,
    external_url_has_credentials: () => messages.externalUrlHasCredentials,
    email_search_required: () => 'Enter an email address to search for.',
    placeholder_width: ({ max }) => `Width must be a whole number from 1 to ${max}.`,
    placeholder_height: ({ max }) => `Height must be a whole number from 1 to ${max}.`,
    image_invalid_type: () => messages.imageInvalidType,
    quote_terms_required: ({ field }) => `${field} is required: please accept the terms to request a quote`,
    quote_terms_refused: ({ field }) => `${field} must be true: please accept the terms to request a quote`,
    fuel_card_terms_refused: ({ field }) => `${field} must be true: please accept the terms to apply`,
  },
  resources,
  correctTheseFields: (sentences) => `Please correct these fields: ${sentences.join('; ')}.`,
};
