/** Business constants and limits of docs/product.md#business-constants and docs/api.md#limits-and-sizes, shared by server and browser. */

/** The reference a visitor sees after submitting: the first characters of the stored id. */
export const REFERENCE_ID_LENGTH = 8;
export const referenceIdOf = (id: string): string => id.slice(0, REFERENCE_ID_LENGTH);

export const FORM_RESET_DELAY_MS = 3_000;
export const COPY_CONFIRMATION_MS = 2_000;
export const PRINT_DIALOG_DELAY_MS = 500;

/** Admin session and token lifetime. The browser ends the session at this age even before the server refuses the token. */
export const SESSION_DURATION_MS = 24 * 60 * 60 * 1_000;

/**
 * The id of the JSON block in which a page the server rendered with the admin's data carries its
 * store's state (docs/architecture.md#admin-first-paint): the server writes it, the browser reads it.
 */
export const API_STATE_ELEMENT_ID = 'api-state';

export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_SIZE_PX = 400;
export const profileImageMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const LEADERSHIP_SKELETON_COUNT = 4;

/** The notification area: one toast at a time, each 5 s, swiped away past 50 px, focused with F8. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

/** Longest accepted single-line text field, and longest free text (comments, bio, routes, brands). */
export const TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 5_000;
export const MAX_NUMBER_OF_TRUCKS = 100_000;
/** The external login URL (a full address with path and query). */
export const EXTERNAL_URL_MAX_LENGTH = 2_000;

/** The business time zone unless BUSINESS_TIMEZONE says otherwise (the admin reads the setting from /api/config). */
export const DEFAULT_BUSINESS_TIME_ZONE = 'America/Denver';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
