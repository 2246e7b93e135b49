import { ILLUSTRATION_MESSAGES, PICTURE_MAX_BYTES, PICTURE_TYPES, PICTURE_UPLOAD_EDGE_PX } from '@/shared/schemas/illustrations';

/** A picture the page could not prepare, with the sentence to show under its field. */
export class PictureRefused extends Error {}

/**
 * A chosen picture file made ready to upload (docs/product.md#illustrations): a PNG, JPEG or WebP, turned upright,
 * shrunk to at most PICTURE_UPLOAD_EDGE_PX a side and written as WebP, as a data URL. The server checks and re-encodes it
 * again; this only keeps a phone's 4 MB photo from being sent whole.
 *
 * @throws PictureRefused when the file is not one of the accepted types, cannot be decoded, or is still over
 *   PICTURE_MAX_BYTES.
 */
export async function shrinkPicture(file: File): Promise<string> {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) throw new PictureRefused(ILLUSTRATION_MESSAGES.notAPicture);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PictureRefused(ILLUSTRATION_MESSAGES.notAPicture);
  }
  const scale = Math.min(1, PICTURE_UPLOAD_EDGE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.85));
  if (!blob) throw new PictureRefused(ILLUSTRATION_MESSAGES.notAPicture);
  if (blob.size > PICTURE_MAX_BYTES) throw new PictureRefused(ILLUSTRATION_MESSAGES.tooLarge);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new PictureRefused(ILLUSTRATION_MESSAGES.notAPicture));
    reader.readAsDataURL(blob);
  });
}
