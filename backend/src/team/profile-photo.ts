import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_PROFILE_IMAGE_BYTES, PROFILE_IMAGE_SIZE_PX } from '@trucking-finance/contracts';
import { ApiException } from '../common/api-error';

export interface ProfilePhoto {
  /** 400×400 WebP without any of the original's metadata (EXIF, GPS). */
  image: Buffer;
  /** Short content hash, used in the photo's URL. */
  version: string;
}

/** Refuses decompression bombs: a 5 MB file may not unpack into more pixels than this. */
const MAX_INPUT_PIXELS = 50_000_000;

const invalidType = () => new ApiException('image_invalid_type');
const tooLarge = () => new ApiException('image_too_large');

/** JPG, PNG or WEBP by their first bytes, whatever the data URL claims. */
export function sniffImageType(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * The base64 data of `data:<type>;…;base64,<data>`, read with indexOf: a regex over megabytes of
 * `;` ran out of V8's backtracking stack (a RangeError, so a 500 instead of a 400).
 */
function base64Data(dataUrl: string): string | null {
  if (!dataUrl.startsWith('data:')) return null;
  const comma = dataUrl.indexOf(',');
  if (comma === -1) return null;
  const [, ...parameters] = dataUrl.slice('data:'.length, comma).split(';');
  return parameters.includes('base64') ? dataUrl.slice(comma + 1) : null;
}

/** Checks an uploaded photo (a base64 data URL) and re-encodes it for the About page. */
export async function processProfilePhoto(dataUrl: string): Promise<ProfilePhoto> {
  const base64 = base64Data(dataUrl);
  if (base64 === null) throw invalidType();
  // Refuse before decoding: 4 base64 characters carry 3 bytes.
  if (Math.floor((base64.length * 3) / 4) > MAX_PROFILE_IMAGE_BYTES + 2) throw tooLarge();

  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PROFILE_IMAGE_BYTES) throw tooLarge();
  if (!sniffImageType(bytes)) throw invalidType();

  let image: Buffer;
  try {
    image = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE_PX, PROFILE_IMAGE_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalidType();
  }
  return { image, version: createHash('sha256').update(image).digest('hex').slice(0, 16) };
}
