import { acceptedDocumentMimeTypes, type AcceptedDocumentMimeType } from '@trucking-finance/contracts';
import { loadFileType } from './esm-libraries';

const accepted: ReadonlySet<string> = new Set(acceptedDocumentMimeTypes);

/**
 * PDF, JPEG, PNG or WebP by the file's own bytes (file-type reads its signature), whatever its
 * name or the browser's Content-Type say; null for anything else, HEIC and GIF included.
 */
export async function detectDocumentType(bytes: Uint8Array): Promise<AcceptedDocumentMimeType | null> {
  const { fileTypeFromBuffer } = await loadFileType();
  const type = await fileTypeFromBuffer(bytes);
  return type && accepted.has(type.mime) ? (type.mime as AcceptedDocumentMimeType) : null;
}
