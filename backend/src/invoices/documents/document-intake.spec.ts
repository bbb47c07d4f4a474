import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DOCUMENT_IMAGE_MAX_SIDE_PX, MAX_DOCUMENT_BYTES } from '@trucking-finance/contracts';
import {
  decompressionBombPng,
  garbagePdf,
  gifImage,
  heicHeader,
  MARKER_FRACTION,
  passwordProtectedPdf,
  photoJpeg,
  photoPng,
  photoWebp,
  textPdf,
  truncatedPdf,
} from '../../../test/fixtures/documents';
import { intakeDocument, type AcceptedDocument, type DocumentIntake } from '.';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function accepted(result: DocumentIntake): AcceptedDocument {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result;
}

/** The colour of the stored image around a point given as fractions of its width and height. */
async function colourAt(jpeg: Buffer, fx: number, fy: number): Promise<'red' | 'other'> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const x = Math.floor(info.width * fx);
  const y = Math.floor(info.height * fy);
  const i = (y * info.width + x) * info.channels;
  return data[i] > 180 && data[i + 1] < 80 && data[i + 2] < 80 ? 'red' : 'other';
}

describe('intakeDocument: PDFs', () => {
  it('keeps a readable PDF byte for byte, with its pages and hash', async () => {
    const pdf = await textPdf([['Rate confirmation'], ['Page two']]);
    const result = accepted(await intakeDocument(pdf));
    expect(result).toMatchObject({
      contentType: 'application/pdf',
      receivedType: 'application/pdf',
      sizeBytes: pdf.length,
      pageCount: 2,
      sha256: sha256(pdf),
      receivedSha256: sha256(pdf),
    });
    expect(result.bytes.equals(pdf)).toBe(true);
  });

  it('refuses a PDF that needs a password', async () => {
    expect(await intakeDocument(await passwordProtectedPdf())).toEqual({
      ok: false,
      code: 'document_pdf_encrypted',
    });
  });

  it('refuses a PDF that does not parse: garbage after the signature, or a file cut short', async () => {
    expect(await intakeDocument(garbagePdf())).toEqual({ ok: false, code: 'document_pdf_unreadable' });
    expect(await intakeDocument(await truncatedPdf())).toEqual({
      ok: false,
      code: 'document_pdf_unreadable',
    });
  });
});

describe('intakeDocument: photos', () => {
  it('turns a sideways phone photo upright and drops its EXIF', async () => {
    // Stored 800 × 600 with the red corner top-left; orientation 6 shows it turned 90° clockwise.
    const original = await photoJpeg({ width: 800, height: 600, orientation: 6 });
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const result = accepted(await intakeDocument(original));
    expect(result).toMatchObject({
      contentType: 'image/jpeg',
      receivedType: 'image/jpeg',
      width: 600,
      height: 800,
    });
    const stored = await sharp(result.bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(result.bytes.includes('iPhone 15')).toBe(false);
    expect(result.bytes.includes('104.9903')).toBe(false);
    // Turned clockwise, the stored top-left corner is now the top-right one.
    const inside = MARKER_FRACTION / 2;
    expect(await colourAt(result.bytes, 1 - inside, inside)).toBe('red');
    expect(await colourAt(result.bytes, inside, inside)).toBe('other');
  });

  it.each([
    ['PNG', photoPng, 'image/png', 8, [600, 800], [0.1, 0.9]], // 8: turned 90° counter-clockwise → bottom-left
    ['WebP', photoWebp, 'image/webp', 3, [800, 600], [0.9, 0.9]], // 3: turned 180° → bottom-right
  ] as const)(
    'accepts a %s, applies its orientation and stores a JPEG',
    async (_label, make, receivedType, orientation, [width, height], [fx, fy]) => {
      const result = accepted(await intakeDocument(await make({ width: 800, height: 600, orientation })));
      expect(result).toMatchObject({ contentType: 'image/jpeg', receivedType, width, height, pageCount: 1 });
      expect((await sharp(result.bytes).metadata()).exif).toBeUndefined();
      expect(await colourAt(result.bytes, fx, fy)).toBe('red');
    },
  );

  it('shrinks a large phone photo to 2,400 px on its long side', async () => {
    const result = accepted(await intakeDocument(await photoJpeg({ width: 3200, height: 2400 })));
    expect([result.width, result.height]).toEqual([DOCUMENT_IMAGE_MAX_SIDE_PX, 1800]);
    expect(result.sha256).toBe(sha256(result.bytes));
    expect(result.sha256).not.toBe(result.receivedSha256);
  });

  it('stores the same photo as the same bytes, so a duplicate is found by its hash', async () => {
    const photo = await photoJpeg({ width: 640, height: 480, orientation: 6 });
    const [first, second] = await Promise.all([intakeDocument(photo), intakeDocument(Buffer.from(photo))]);
    expect(accepted(first).sha256).toBe(accepted(second).sha256);
  });

  it('refuses a decompression bomb from its header, complete or only claimed', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await intakeDocument(bomb)).toEqual({ ok: false, code: 'document_image_too_many_pixels' });
    const claim = decompressionBombPng({ width: 100_000, height: 100_000, complete: false });
    expect(await intakeDocument(claim)).toEqual({ ok: false, code: 'document_image_too_many_pixels' });
  });

  it('refuses an image cut short as unreadable', async () => {
    const photo = await photoJpeg({ width: 640, height: 480 });
    const cut = photo.subarray(0, Math.floor(photo.length / 2));
    expect(await intakeDocument(cut)).toEqual({ ok: false, code: 'document_image_unreadable' });
    const header = (await photoPng({ width: 64, height: 64 })).subarray(0, 40);
    expect(await intakeDocument(header)).toEqual({ ok: false, code: 'document_image_unreadable' });
  });
});

describe('intakeDocument: what is refused before looking inside', () => {
  it('refuses an empty file and one over the limit', async () => {
    expect(await intakeDocument(Buffer.alloc(0))).toEqual({ ok: false, code: 'document_empty' });
    const tooLarge = Buffer.concat([await textPdf(), Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    expect(await intakeDocument(tooLarge)).toEqual({ ok: false, code: 'document_too_large' });
  });

  it('refuses by the bytes, whatever the file is called: GIF, HEIC, text, an executable', async () => {
    for (const bytes of [
      await gifImage(),
      heicHeader(),
      Buffer.from('Load #: 884512\nTotal Carrier Pay: $2,450.00\n'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>rate</text></svg>'),
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
      Buffer.from([0xff, 0xd8]),
    ]) {
      expect(await intakeDocument(bytes)).toEqual({ ok: false, code: 'document_unsupported_type' });
    }
  });
});
