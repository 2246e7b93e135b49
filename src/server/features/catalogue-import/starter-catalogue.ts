import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { EQUIPMENT_OPTIONS } from '@/shared/catalogue/equipment';
import { exerciseInputSchema } from '@/shared/schemas/exercise';
import type { Database } from '../../db/client';
import { type UpsertCounts, upsertExercises } from './upsert-exercises';

/** Prefix of `exercises.source_id` for the team's starter catalogue. */
export const STARTER_SOURCE_PREFIX = 'equipped:';

// The starter catalogue's record: the catalogue input plus a stable slug; equipment limited to the 12 of docs/product.md#data.
const starterRecordSchema = exerciseInputSchema.extend({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  equipmentType: z.enum(EQUIPMENT_OPTIONS),
});

/**
 * Reads and validates the starter catalogue (`catalogue/exercises.json`, written by the team; docs/product.md#catalogue).
 *
 * @throws Error naming the first invalid record: the file ships with the product, so a bad record is a bug.
 */
export async function readStarterCatalogue(file: string) {
  const data: unknown = JSON.parse(await readFile(file, 'utf8'));
  const parsed = z.array(starterRecordSchema).safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid starter catalogue ${file}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

/** Upserts the starter catalogue by `equipped:<slug>`; `isSample` comes from the file on first insert. */
export async function seedStarterCatalogue(database: Database, file: string): Promise<UpsertCounts> {
  const records = await readStarterCatalogue(file);
  return upsertExercises(
    database,
    records.map(({ slug, ...exercise }) => ({ sourceId: `${STARTER_SOURCE_PREFIX}${slug}`, exercise })),
  );
}
