import { detectDocumentType, loadUnpdf, untrustedPdfOptions, type DocumentRefusal } from '../documents';
import { readAmountCents, readBrokerMc, readBrokerName, readLoadNumber, readPickupDate } from './read-fields';
import { layOut, type Line, type TextRun } from './text-layout';

/** What the portal offers the person to confirm; a field it could not read is left out. */
export interface RateConfirmationFields {
  loadNumber?: string;
  amountCents?: number;
  brokerMc?: string;
  brokerName?: string;
  /** YYYY-MM-DD */
  pickupDate?: string;
}

export interface ReadRateConfirmation {
  ok: true;
  fields: RateConfirmationFields;
}

/** Rate confirmations are a page or three; the fields are never past the first few pages. */
const MAX_PAGES_READ = 5;

/** The text runs of the first pages, or the refusal code when pdf.js cannot open the file. */
async function textLines(bytes: Uint8Array): Promise<Line[] | DocumentRefusal> {
  const { getDocumentProxy } = await loadUnpdf();
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: pdf.js may take over (detach) the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(bytes), untrustedPdfOptions);
  } catch (error) {
    const encrypted = (error as Error | undefined)?.name === 'PasswordException';
    return { ok: false, code: encrypted ? 'document_pdf_encrypted' : 'document_pdf_unreadable' };
  }
  try {
    const pages: TextRun[][] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES_READ); number += 1) {
      const { items } = await (await pdf.getPage(number)).getTextContent();
      pages.push(
        items.flatMap((item) =>
          'str' in item
            ? [
                {
                  str: item.str,
                  x: item.transform[4],
                  y: item.transform[5],
                  width: item.width,
                  fontSize: Math.hypot(item.transform[2], item.transform[3]),
                },
              ]
            : [],
        ),
      );
    }
    return layOut(pages);
  } catch {
    return { ok: false, code: 'document_pdf_unreadable' };
  } finally {
    await pdf.destroy();
  }
}

/**
 * The load number, amount, broker MC and name, and pickup date printed on a rate confirmation,
 * read from the PDF's own text on this server (the file goes nowhere else). A scan without a text
 * layer gives no fields rather than a guess; a file that is not a PDF, or not a readable one, is
 * refused with its code.
 */
export async function readRateConfirmation(bytes: Buffer): Promise<ReadRateConfirmation | DocumentRefusal> {
  if (bytes.length === 0) return { ok: false, code: 'document_empty' };
  if ((await detectDocumentType(bytes)) !== 'application/pdf')
    return { ok: false, code: 'document_unsupported_type' };
  const lines = await textLines(bytes);
  if (!Array.isArray(lines)) return lines;
  const found: [keyof RateConfirmationFields, string | number | null][] = [
    ['loadNumber', readLoadNumber(lines)],
    ['amountCents', readAmountCents(lines)],
    ['brokerMc', readBrokerMc(lines)],
    ['brokerName', readBrokerName(lines)],
    ['pickupDate', readPickupDate(lines)],
  ];
  const fields = Object.fromEntries(found.filter(([, value]) => value !== null)) as RateConfirmationFields;
  return { ok: true, fields };
}
