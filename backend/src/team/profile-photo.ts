import { createHash } from 'node:crypto';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import sharp from 'sharp';
import { MAX_PROFILE_IMAGE_BYTES, messages, PROFILE_IMAGE_SIZE_PX } from '@trucking-finance/contracts';
import { apiError } from '../common/api-error';

export interface ProfilePhoto {
  /** 400×400 WebP without any of the original's metadata (EXIF, GPS). */
  image: Buffer;
  /** Short content hash, used in the photo's URL. */
  version: string;
}

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s;
/** Refuses decompression bombs: a 5 MB file may not unpack into more pixels than this. */
const MAX_INPUT_PIXELS = 50_000_000;

const invalidType = () => new BadRequestException(apiError(messages.imageInvalidType));
const tooLarge = () => new PayloadTooLargeException(apiError(messages.imageTooLarge));

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

/** Checks an uploaded photo (a base64 data URL) and re-encodes it for the About page. */
export async function processProfilePhoto(dataUrl: string): Promise<ProfilePhoto> {
  const match = DATA_URL.exec(dataUrl);
  if (!match || !match[2].split(';').includes('base64')) throw invalidType();
  const base64 = match[3];
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
