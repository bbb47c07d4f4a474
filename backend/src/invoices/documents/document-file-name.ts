import type { StoredDocumentMimeType } from '@trucking-finance/contracts';

const extensions: Record<StoredDocumentMimeType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
};
const MAX_NAME_LENGTH = 120;

/**
 * The name a stored document is listed and downloaded under: the uploaded name without any
 * folder, control or quote characters, cut to a sane length, its extension made to match what is
 * stored (a re-encoded `IMG_0412.PNG` is `IMG_0412.jpg`). A name with nothing left is `document`.
 */
export function documentFileName(
  uploadedName: string | undefined,
  contentType: StoredDocumentMimeType,
): string {
  const base = (uploadedName ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f"*:<>?|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = cleaned
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/^\.+/, '')
    .trim();
  const cut = [...(stem || 'document')].slice(0, MAX_NAME_LENGTH).join('').trim();
  return `${cut}${extensions[contentType]}`;
}
