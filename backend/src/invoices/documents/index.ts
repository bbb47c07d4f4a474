export { intakeDocument, type AcceptedDocument, type DocumentIntake } from './document-intake';
export { documentFileName } from './document-file-name';
export type { DocumentRefusal, DocumentRefusalCode } from './document-refusal';
export { detectDocumentType } from './document-type';
export { checkPdf, untrustedPdfOptions } from './pdf-check';
export { loadUnpdf } from './esm-libraries';
