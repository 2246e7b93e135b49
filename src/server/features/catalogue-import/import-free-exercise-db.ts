import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { exerciseInputSchema } from '@/shared/schemas/exercise';
import type { Database } from '../../db/client';
import { FREE_EXERCISE_DB_SOURCE_PREFIX, mapFreeExerciseDbRecord } from './free-exercise-db';
import { type SourcedExercise, upsertExercises } from './upsert-exercises';

/** A record the importer skipped, with the dataset id (or null) and why. */
export type SkippedRecord = { id: string | null; reason: string };

export type ImportSummary = { imported: number; updated: number; skipped: SkippedRecord[] };

export type ImportProgress = { phase: 'read' | 'write'; done: number; total: number };

/**
 * Reads a free-exercise-db `exercises.json` from a file path or an http(s) URL.
 *
 * @throws Error naming the source when it cannot be read or is not a JSON array.
 */
export async function readFreeExerciseDb(source: string): Promise<unknown[]> {
  let text: string;
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(60_000) });
    if (!response.ok) throw new Error(`Could not download ${source}: HTTP ${response.status}`);
    text = await response.text();
  } else {
    text = await readFile(source, 'utf8');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  if (!Array.isArray(data)) throw new Error(`${source} is not a JSON array of exercises`);
  return data;
}

/**
 * Imports free-exercise-db records (docs/product.md#catalogue): maps each with {@link mapFreeExerciseDbRecord}, validates it against
 * the catalogue's own input rules, skips (and reports by id) whatever fails, and upserts the rest by source id, so a
 * second run updates and never duplicates. A record whose name (case-insensitive) already belongs to an exercise from
 * another source — the curated catalogue has its own 'Leg Press' — is skipped too: two cards with one name would
 * confuse members. Images are never imported.
 */
export async function importFreeExerciseDb(
  database: Database,
  records: unknown[],
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportSummary> {
  const skipped: SkippedRecord[] = [];
  const items: SourcedExercise[] = [];
  const seen = new Set<string>();
  const existingNames = await database.rows<{ name: string; source_id: string | null }>(
    sql`select lower(exercise_name) as name, source_id from exercises`,
  );
  const sourceOfName = new Map(existingNames.map((row) => [row.name, row.source_id]));
  for (const record of records) {
    const mapped = mapFreeExerciseDbRecord(record);
    if (!mapped.ok) {
      skipped.push({ id: mapped.id, reason: mapped.reason });
      continue;
    }
    const { sourceId, ...content } = mapped.value;
    const id = sourceId.slice(FREE_EXERCISE_DB_SOURCE_PREFIX.length);
    const checked = exerciseInputSchema.safeParse(content);
    if (!checked.success) {
      skipped.push({ id, reason: checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
      continue;
    }
    const owner = sourceOfName.get(checked.data.exerciseName.toLowerCase());
    if (owner !== undefined && owner !== sourceId) {
      skipped.push({ id, reason: `an exercise named '${checked.data.exerciseName}' already exists` });
      continue;
    }
    if (seen.has(sourceId)) {
      skipped.push({ id, reason: 'duplicate id in the source' });
      continue;
    }
    seen.add(sourceId);
    items.push({ sourceId, exercise: checked.data });
  }
  onProgress?.({ phase: 'write', done: 0, total: items.length });
  const counts = await upsertExercises(database, items, (done) => onProgress?.({ phase: 'write', done, total: items.length }));
  return { ...counts, skipped };
}
