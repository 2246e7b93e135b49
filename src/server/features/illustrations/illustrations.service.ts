import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ADMIN_MESSAGES } from '@/shared/schemas/admin';
import type { Exercise } from '@/shared/schemas/exercise';
import { ILLUSTRATION_MESSAGES, type IllustrationUpload, PICTURE_UPLOAD_EDGE_PX } from '@/shared/schemas/illustrations';
import type { Database } from '../../db/client';
import { exercises, illustrations } from '../../db/schema';
import { Invalid, NotFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { notifyChange, type Tx } from '../../realtime/change-notify';
import { invalidateCatalogueCache } from '../catalogue-cache/catalogue-cache';
import { exerciseColumns, toExercise } from '../exercises/exercises.service';
import { deleteUnusedIllustrations } from './import-illustrations';
import { illustrationKey } from './optimise-svg';

/** Decoding more pixels than a 40-megapixel photo is refused rather than risked (sharp's `limitInputPixels`). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The first bytes of each accepted type: a data URL's declared type is not trusted. */
const SIGNATURES: ReadonlyArray<(bytes: Buffer) => boolean> = [
  (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), // PNG
  (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff, // JPEG
  (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP', // WebP
];

/**
 * One uploaded picture re-encoded by sharp (sharp.pixelplumbing.com): turned upright by its EXIF orientation, shrunk to
 * fit {@link PICTURE_UPLOAD_EDGE_PX} pixels a side, written as WebP without its metadata (no location, no camera).
 *
 * @throws Invalid (422) naming `field` when the bytes are not a PNG, JPEG or WebP image sharp can decode.
 */
export async function reencode(dataUrl: string, field: string): Promise<Uint8Array> {
  const refused = () => new Invalid(ILLUSTRATION_MESSAGES.notAPicture, [{ path: field, message: ILLUSTRATION_MESSAGES.notAPicture }]);
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (!SIGNATURES.some((matches) => matches(bytes))) throw refused();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PICTURE_UPLOAD_EDGE_PX, PICTURE_UPLOAD_EDGE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw refused();
  }
}

/**
 * Stores one uploaded picture for another feature (a member's suggestion, docs/product.md#suggest): re-encoded as WebP
 * ({@link reencode}) and kept under its content key, inside the caller's transaction.
 *
 * @returns the picture's key (`/api/illustrations/{key}` serves it).
 * @throws Invalid (422) naming `field` when the bytes are not a PNG, JPEG or WebP image.
 */
export async function storeUploadedPicture(tx: Tx, dataUrl: string, field: string): Promise<string> {
  const body = await reencode(dataUrl, field);
  const key = illustrationKey(body, 'webp');
  await tx.insert(illustrations).values({ key, contentType: 'image/webp', body }).onConflictDoNothing();
  return key;
}

export { deleteUnusedIllustrations };

/**
 * Replaces an exercise's pictures with an admin's upload (docs/product.md#illustrations): both re-encoded as WebP
 * ({@link reencode}), stored by content key and pointed at in one transaction (source 'upload', which a later drawings'
 * import leaves alone); pictures nothing shows any more are deleted. Every instance sees it (NOTIFY 'catalogue').
 *
 * @returns the exercise with its new `illustration`.
 * @throws NotFound (404) when `id` is not an exercise; Invalid (422) when a picture is not an image.
 */
export async function setUploadedIllustration(database: Database, id: string, upload: IllustrationUpload): Promise<Exercise> {
  if (!isUuid(id)) throw new NotFound(ADMIN_MESSAGES.exerciseNotFound);
  const start = await reencode(upload.start, 'start');
  const end = upload.end === null ? null : await reencode(upload.end, 'end');
  const pictures = [start, ...(end ? [end] : [])].map((body) => ({ key: illustrationKey(body, 'webp'), contentType: 'image/webp', body }));
  const row = await writeIllustration(database, id, async (tx) => {
    await tx.insert(illustrations).values(pictures).onConflictDoNothing();
    return { illustrationStart: pictures[0]!.key, illustrationEnd: pictures[1]?.key ?? null, illustrationSource: 'upload' };
  });
  return toExercise(row);
}

/**
 * Removes an exercise's pictures, whoever made them (docs/product.md#illustrations); a picture nothing shows any more is
 * deleted. A later drawings' import may give it Everkinetic's drawing again.
 *
 * @returns the exercise, `illustration` null.
 * @throws NotFound (404) when `id` is not an exercise.
 */
export async function removeIllustration(database: Database, id: string): Promise<Exercise> {
  if (!isUuid(id)) throw new NotFound(ADMIN_MESSAGES.exerciseNotFound);
  const row = await writeIllustration(database, id, async () => ({
    illustrationStart: null,
    illustrationEnd: null,
    illustrationSource: null,
  }));
  return toExercise(row);
}

type IllustrationColumns = { illustrationStart: string | null; illustrationEnd: string | null; illustrationSource: string | null };

/** One transaction: `prepare` (which may store pictures) gives the columns, the row takes them, orphans go, NOTIFY. */
async function writeIllustration(database: Database, id: string, prepare: (tx: Tx) => Promise<IllustrationColumns>) {
  try {
    return await database.db.transaction(async (tx) => {
      const columns = await prepare(tx);
      const [updated] = await tx
        .update(exercises)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(exercises.id, id))
        .returning(exerciseColumns);
      if (!updated) throw new NotFound(ADMIN_MESSAGES.exerciseNotFound);
      await deleteUnusedIllustrations(tx);
      await notifyChange(tx, 'catalogue');
      return updated;
    });
  } finally {
    invalidateCatalogueCache(database);
  }
}
