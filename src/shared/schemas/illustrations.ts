import { z } from 'zod';

/**
 * The largest picture an admin may upload, in bytes, each (docs/product.md#illustrations). The page shrinks a photo to
 * at most {@link PICTURE_UPLOAD_EDGE_PX} a side before sending it, so even a phone's photo fits; two of them stay under
 * the API's body limit as base64.
 */
export const PICTURE_MAX_BYTES = 300_000;

/** The longest side, in pixels, of a picture as stored (and as the page sends it). */
export const PICTURE_UPLOAD_EDGE_PX = 800;

/** The image types an upload may be: never SVG (a picture from outside is re-encoded, and no uploaded SVG is served). */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const ILLUSTRATION_MESSAGES = {
  notAPicture: 'A picture must be a PNG, JPEG or WebP image.',
  tooLarge: `A picture must be at most ${PICTURE_MAX_BYTES / 1000} KB.`,
  startRequired: 'Choose a picture of the start position.',
} as const;

/** A data URL of one of {@link PICTURE_TYPES}: `data:image/webp;base64,…`. */
const DATA_URL = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** Base64 text of at most `bytes` decoded bytes (4 characters per 3 bytes). */
const base64Limit = (bytes: number) => Math.ceil(bytes / 3) * 4 + 'data:image/jpeg;base64,'.length;

/** Where the picture stored under `key` is served (docs/architecture.md#illustrations). */
export const illustrationPath = (key: string) => `/api/illustrations/${key}`;

/** One uploaded picture: a PNG, JPEG or WebP data URL of at most {@link PICTURE_MAX_BYTES} bytes. */
export const pictureSchema = z
  .string({ message: ILLUSTRATION_MESSAGES.startRequired })
  .max(base64Limit(PICTURE_MAX_BYTES), ILLUSTRATION_MESSAGES.tooLarge)
  .regex(DATA_URL, ILLUSTRATION_MESSAGES.notAPicture);

/**
 * An admin's pictures of an exercise (PUT /api/admin/exercises/{id}/illustration): the start position and, optionally,
 * the end position, each a PNG, JPEG or WebP data URL of at most {@link PICTURE_MAX_BYTES} bytes. The server re-encodes
 * both (docs/product.md#illustrations).
 */
export const illustrationUploadSchema = z
  .object({
    start: pictureSchema,
    end: pictureSchema.nullable().default(null),
  })
  .meta({ id: 'IllustrationUpload' });

export type IllustrationUpload = z.infer<typeof illustrationUploadSchema>;
