import sharp from 'sharp';

type Format = 'png' | 'jpeg' | 'webp' | 'gif';

/** A real image of the given format and size, made on the spot. */
export function image(format: Format, width = 600, height = 450): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();
}

export const dataUrl = (mime: string, bytes: Buffer): string =>
  `data:${mime};base64,${bytes.toString('base64')}`;

/** A JPEG carrying EXIF camera data and a GPS position, as phones write them. */
export function jpegWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 45/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '111/1 53/1 0/1',
      },
    })
    .toBuffer();
}
