import type { ApiErrorCode } from '@trucking-finance/contracts';

/** Why an uploaded document was refused: each is an API error code with its own sentence. */
export type DocumentRefusalCode = Extract<
  ApiErrorCode,
  | 'document_empty'
  | 'document_too_large'
  | 'document_unsupported_type'
  | 'document_image_too_many_pixels'
  | 'document_image_unreadable'
  | 'document_pdf_unreadable'
  | 'document_pdf_encrypted'
>;

export interface DocumentRefusal {
  ok: false;
  code: DocumentRefusalCode;
}

export const refuse = (code: DocumentRefusalCode): DocumentRefusal => ({ ok: false, code });
