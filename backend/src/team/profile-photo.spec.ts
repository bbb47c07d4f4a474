import sharp from 'sharp';
import { messages } from '@trucking-finance/contracts';
import { ApiException } from '../common/api-error';
import { processProfilePhoto, sniffImageType } from './profile-photo';

const make = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 300, height = 200, background = '#1e5aa0') =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
const asDataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;

describe('sniffImageType', () => {
  it('knows JPG, PNG and WEBP by their bytes, and nothing else', async () => {
    expect(sniffImageType(await make('jpeg'))).toBe('image/jpeg');
    expect(sniffImageType(await make('png'))).toBe('image/png');
    expect(sniffImageType(await make('webp'))).toBe('image/webp');
    expect(sniffImageType(await make('gif'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('processProfilePhoto', () => {
  it('crops and scales any accepted image to a 400×400 WebP, versioned by content', async () => {
    const wide = await processProfilePhoto(asDataUrl(await make('png', 1200, 300)));
    expect(await sharp(wide.image).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(wide.version).toMatch(/^[0-9a-f]{16}$/);
    const small = await processProfilePhoto(asDataUrl(await make('jpeg', 80, 80, '#c8781e'), 'image/jpeg'));
    expect(await sharp(small.image).metadata()).toMatchObject({ width: 400, height: 400 });
    expect(small.version).not.toBe(wide.version);
  });

  it('refuses more than 5 MB before decoding it', async () => {
    const huge = `data:image/png;base64,${'A'.repeat(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 8)}`;
    const refusal = processProfilePhoto(huge);
    await expect(refusal).rejects.toThrow(ApiException);
    await expect(refusal).rejects.toMatchObject({
      code: 'image_too_large',
      status: 413,
      response: { error: messages.imageTooLarge, code: 'image_too_large' },
    });
  });

  it('refuses what is not a JPG, PNG or WEBP data URL', async () => {
    for (const input of [
      asDataUrl(await make('gif')),
      'data:image/png,raw',
      'image.png',
      asDataUrl(Buffer.from([0x89, 0x50])),
    ]) {
      const refusal = processProfilePhoto(input);
      await expect(refusal).rejects.toThrow(ApiException);
      await expect(refusal).rejects.toMatchObject({
        code: 'image_invalid_type',
        status: 400,
        response: { error: messages.imageInvalidType, code: 'image_invalid_type' },
      });
    }
  });

  it('refuses a data URL of nothing but parameters, megabytes of them, as an invalid image', async () => {
    for (const input of [`data:${';'.repeat(7_000_000)}`, `data:image/png${';a'.repeat(3_500_000)}`]) {
      const refusal = processProfilePhoto(input);
      await expect(refusal).rejects.toThrow(ApiException);
      await expect(refusal).rejects.toMatchObject({
        status: 400,
        response: { error: messages.imageInvalidType, code: 'image_invalid_type' },
      });
    }
  });
});
