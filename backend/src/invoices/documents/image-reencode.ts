import sharp from 'sharp';
import { DOCUMENT_IMAGE_MAX_SIDE_PX, MAX_DOCUMENT_IMAGE_PIXELS } from '@trucking-finance/contracts';
import { refuse, type DocumentRefusal } from './document-refusal';

export interface ReencodedImage {
  ok: true;
  /** JPEG, upright, without EXIF, GPS, ICC or XMP, its longest side at most 2,400 px. */
  bytes: Buffer;
  width: number;
  height: number;
}

/** Longer than any phone photo takes to re-encode on a busy machine; a stuck decode is cut off. */
const ENCODE_TIMEOUT_SECONDS = 8;
// libjpeg-turbo, not mozjpeg: on a 12 MP test photo mozjpeg saved 17 % of the bytes for 25 % more time,
// and uploads are timed while stored JPEGs are small either way.
const JPEG_QUALITY = 82;

/**
 * A photo as it is stored: turned upright from its EXIF orientation, shrunk to a readable size,
 * flattened on white (a PNG's transparency), written as a fresh JPEG that keeps none of the
 * original's metadata (sharp drops it unless asked). The header is read first: an image that
 * would unpack into more than 50 million pixels is refused before a single pixel is decoded.
 */
export async function reencodeImage(bytes: Buffer): Promise<ReencodedImage | DocumentRefusal> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reading the header only: the pixel limit is checked here, against our own number.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    return refuse('document_image_unreadable');
  }
  if (!width || !height) return refuse('document_image_unreadable');
  if (width * height > MAX_DOCUMENT_IMAGE_PIXELS) return refuse('document_image_too_many_pixels');

  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_DOCUMENT_IMAGE_PIXELS,
      failOn: 'error',
    })
      .autoOrient()
      .resize({
        width: DOCUMENT_IMAGE_MAX_SIDE_PX,
        height: DOCUMENT_IMAGE_MAX_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, width: info.width, height: info.height };
  } catch {
    return refuse('document_image_unreadable');
  }
}
