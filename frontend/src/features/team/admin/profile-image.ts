import { MAX_PROFILE_IMAGE_BYTES, messages, profileImageMimeTypes } from '@trucking-finance/contracts';

/** What is wrong with a chosen photo before it is sent (docs/product.md#team-management), or null when it may go. */
export function profileImageProblem(file: File): string | null {
  if (!(profileImageMimeTypes as readonly string[]).includes(file.type)) return messages.imageInvalidType;
  if (file.size > MAX_PROFILE_IMAGE_BYTES) return messages.imageTooLarge;
  return null;
}

/** The file as a `data:` URL, the form the API takes a photo in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('No data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
