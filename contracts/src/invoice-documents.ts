/**
 * The paperwork of an invoice (docs/product.md#invoice-paperwork): its kinds and the limits the
 * server enforces and the portal checks before sending, so a phone never uploads what will be refused.
 */

export const invoiceDocumentTypes = [
  'rate_confirmation',
  'bill_of_lading',
  'proof_of_delivery',
  'other',
] as const;
export type InvoiceDocumentType = (typeof invoiceDocumentTypes)[number];

/** What may be uploaded, by the file's bytes, not its name. */
export const acceptedDocumentMimeTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export type AcceptedDocumentMimeType = (typeof acceptedDocumentMimeTypes)[number];

/** What is stored: a PDF as sent, every image re-encoded as JPEG. */
export type StoredDocumentMimeType = 'application/pdf' | 'image/jpeg';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_INVOICE = 10;

/**
 * A photo's longest side once stored: a letter-size page at 2,400 px is about 220 dpi, sharp enough
 * for 8-point print, and a 12-megapixel phone photo shrinks to about a third of its pixels.
 */
export const DOCUMENT_IMAGE_MAX_SIDE_PX = 2_400;

/**
 * Most pixels an uploaded image may unpack into (a 48-megapixel phone camera fits): beyond it the
 * file is refused from its header, before any decoding, so a small file declaring huge dimensions
 * (a decompression bomb) costs nothing.
 */
export const MAX_DOCUMENT_IMAGE_PIXELS = 50_000_000;
