import { createHash } from 'node:crypto';
import {
  MAX_DOCUMENT_BYTES,
  type AcceptedDocumentMimeType,
  type StoredDocumentMimeType,
} from '@trucking-finance/contracts';
import { refuse, type DocumentRefusal } from './document-refusal';
import { detectDocumentType } from './document-type';
import { reencodeImage } from './image-reencode';
import { checkPdf } from './pdf-check';

/** A document ready to store. */
export interface AcceptedDocument {
  ok: true;
  /** What to store: the PDF as sent, or the re-encoded image. */
  bytes: Buffer;
  contentType: StoredDocumentMimeType;
  sizeBytes: number;
  /** sha256 (hex) of the stored bytes: a duplicate document on another invoice has the same. */
  sha256: string;
  /** The type the upload's bytes had. */
  receivedType: AcceptedDocumentMimeType;
  /** sha256 (hex) of the bytes as uploaded, which the phone can compute itself before sending. */
  receivedSha256: string;
  /** A PDF's pages; 1 for an image. */
  pageCount: number;
  /** An image's stored size in pixels. */
  width?: number;
  height?: number;
}

export type DocumentIntake = AcceptedDocument | DocumentRefusal;

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Everything the server does to an uploaded document before it is stored (docs/product.md#invoice-paperwork):
 * sized, typed by its bytes, a PDF opened with pdf.js, an image re-encoded with sharp. A refusal
 * is a result with its error code, never an exception: the caller answers it with `ApiException(code)`.
 * The upload route limits the size while streaming; the check here is for any other caller.
 */
export async function intakeDocument(bytes: Buffer): Promise<DocumentIntake> {
  if (bytes.length === 0) return refuse('document_empty');
  if (bytes.length > MAX_DOCUMENT_BYTES) return refuse('document_too_large');
  const receivedType = await detectDocumentType(bytes);
  if (!receivedType) return refuse('document_unsupported_type');
  const receivedSha256 = sha256(bytes);

  if (receivedType === 'application/pdf') {
    const pdf = await checkPdf(bytes);
    if (!pdf.ok) return pdf;
    return {
      ok: true,
      bytes,
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      sha256: receivedSha256,
      receivedType,
      receivedSha256,
      pageCount: pdf.pageCount,
    };
  }

  const image = await reencodeImage(bytes);
  if (!image.ok) return image;
  return {
    ok: true,
    bytes: image.bytes,
    contentType: 'image/jpeg',
    sizeBytes: image.bytes.length,
    sha256: sha256(image.bytes),
    receivedType,
    receivedSha256,
    pageCount: 1,
    width: image.width,
    height: image.height,
  };
}
