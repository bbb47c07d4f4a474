import { loadUnpdf } from './esm-libraries';
import { refuse, type DocumentRefusal } from './document-refusal';

export interface ReadablePdf {
  ok: true;
  pageCount: number;
}

/**
 * pdf.js settings for a file a stranger sent: no `eval` for fonts (CVE-2024-4367 came through it),
 * no font loading, no console chatter.
 */
export const untrustedPdfOptions = { isEvalSupported: false, disableFontFace: true, verbosity: 0 } as const;

/**
 * Whether pdf.js (through unpdf) opens the file and its first page: a PDF that needs a password
 * is refused as encrypted (one with only an owner password opens, as in any viewer); one that
 * does not parse as unreadable.
 */
export async function checkPdf(bytes: Uint8Array): Promise<ReadablePdf | DocumentRefusal> {
  const { getDocumentProxy } = await loadUnpdf();
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: pdf.js may take over (detach) the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(bytes), untrustedPdfOptions);
  } catch (error) {
    return refuse(
      (error as Error | undefined)?.name === 'PasswordException'
        ? 'document_pdf_encrypted'
        : 'document_pdf_unreadable',
    );
  }
  try {
    if (pdf.numPages < 1) return refuse('document_pdf_unreadable');
    await pdf.getPage(1);
    return { ok: true, pageCount: pdf.numPages };
  } catch {
    return refuse('document_pdf_unreadable');
  } finally {
    await pdf.destroy();
  }
}
