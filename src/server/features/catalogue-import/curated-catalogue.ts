import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray, like, sql } from 'drizzle-orm';
import { type CuratedExercise, curatedCatalogueProblems, POPULARITY } from '@/shared/catalogue/curated-exercise';
import { targetMusclesText } from '@/shared/catalogue/muscle-vocabulary';
import type { Database } from '../../db/client';
import { curatedExercisesApplied, exercises } from '../../db/schema';
import { type SourcedExercise, upsertExercises } from './upsert-exercises';

/** Prefix of `exercises.source_id` for the team's curated catalogue ('equipped:<slug>'). */
export const CURATED_SOURCE_PREFIX = 'equipped:';

/** One curated exercise as read from its file, with the hash of its content (what "this version" means). */
export type CuratedRecord = { exercise: CuratedExercise; contentHash: string };

/**
 * Reads and checks the curated catalogue: every `*.json` file of `dir` (catalogue/exercises, one file per primary
 * equipment item), each an array of records of curatedExerciseSchema (docs/product.md#curated-catalogue).
 *
 * @returns the records in file-name order, each with the SHA-256 (hex) of its JSON.
 * @throws Error listing the catalogue's problems (curatedCatalogueProblems): it ships with the product, so a bad
 *   record is a bug to fix, not data to skip.
 */
export async function readCuratedCatalogue(dir: string): Promise<CuratedRecord[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const files: Record<string, unknown> = {};
  for (const name of names) files[name] = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
  const problems = curatedCatalogueProblems(files);
  if (problems.length > 0) throw new Error(`The curated catalogue in ${dir} has problems:\n${problems.slice(0, 20).join('\n')}`);
  // No problems means every record passed curatedExerciseSchema, a strict schema without transforms: each record is
  // already the CuratedExercise it parses to, so it is not parsed a second time at every start.
  return Object.values(files).flatMap((records) =>
    (records as CuratedExercise[]).map((exercise) => ({
      exercise,
      contentHash: createHash('sha256').update(JSON.stringify(exercise)).digest('hex'),
    })),
  );
}

/**
 * A curated exercise → the row content the catalogue stores (docs/product.md#curated-catalogue): benefits and
 * considerations become the brief's pros and cons, one per line; `targetMuscleGroups` lists its primary then secondary
 * muscles (targetMusclesText, docs/product.md#muscle-vocabulary); the required groups and
 * optional items are the record's (the primary's group first, and `equipment` every required item, by upsertExercises).
 */
export function curatedRow(exercise: CuratedExercise): SourcedExercise {
  return {
    sourceId: `${CURATED_SOURCE_PREFIX}${exercise.slug}`,
    popularity: exercise.popularity ?? POPULARITY.ordinary,
    exercise: {
      exerciseName: exercise.name,
      equipmentType: exercise.primaryEquipment,
      targetMuscleGroups: targetMusclesText(exercise.primaryMuscles, exercise.secondaryMuscles),
      description: exercise.description,
      difficultyLevel: exercise.difficulty,
      pros: exercise.benefits.join('\n'),
      cons: exercise.considerations.join('\n'),
      tags: exercise.tags,
      videoUrl: exercise.videoUrl,
      isSample: exercise.isSample,
      aliases: exercise.aliases,
      requiredEquipment: exercise.requiredEquipment,
      optionalEquipment: exercise.optionalEquipment ?? [],
      primaryMuscles: exercise.primaryMuscles,
      secondaryMuscles: exercise.secondaryMuscles,
      movementPattern: exercise.movementPattern,
      mechanic: exercise.mechanic,
      trainingGoals: exercise.goals,
      formSteps: exercise.steps,
      sourceLicence: null,
    },
  };
}

/** What a sync did: curated exercises added, rewritten to a newer version, and left alone because an admin edited or deleted them. */
export type CuratedSyncCounts = { added: number; updated: number; keptAdminEdits: number; keptDeleted: number };

/**
 * Brings the database's catalogue up to the curated catalogue in `dir` (docs/product.md#curated-catalogue), at every
 * start: a curated exercise never applied before is added (or, when a row with its source id exists — the starter
 * catalogue's — rewritten); one whose file content changed since it was applied is rewritten unless an admin has
 * edited the row (`edited_at`); one an admin deleted stays deleted. Rows are written by {@link upsertExercises}, which
 * also never overwrites an edited row; the applied versions are recorded afterwards, so an interrupted sync is
 * finished by the next start. `is_sample` is the file's only when a row is inserted.
 *
 * @throws Error when the catalogue files have problems ({@link readCuratedCatalogue}).
 */
export async function syncCuratedCatalogue(database: Database, dir: string): Promise<CuratedSyncCounts> {
  const records = await readCuratedCatalogue(dir);
  const applied = new Map((await database.db.select().from(curatedExercisesApplied)).map((row) => [row.sourceId, row.contentHash]));
  const rows = new Map(
    (
      await database.db
        .select({ sourceId: exercises.sourceId, editedAt: exercises.editedAt })
        .from(exercises)
        .where(like(exercises.sourceId, `${CURATED_SOURCE_PREFIX}%`))
    ).map((row) => [row.sourceId, row.editedAt]),
  );
  const counts: CuratedSyncCounts = { added: 0, updated: 0, keptAdminEdits: 0, keptDeleted: 0 };
  const writes: SourcedExercise[] = [];
  const versions: Array<{ sourceId: string; contentHash: string }> = [];
  for (const { exercise, contentHash } of records) {
    const item = curatedRow(exercise);
    const appliedHash = applied.get(item.sourceId);
    if (appliedHash === contentHash && rows.has(item.sourceId)) continue;
    if (!rows.has(item.sourceId)) {
      if (appliedHash !== undefined) {
        counts.keptDeleted += 1;
        continue;
      }
      counts.added += 1;
    } else if (rows.get(item.sourceId)) {
      counts.keptAdminEdits += 1;
      continue;
    } else {
      counts.updated += 1;
    }
    writes.push(item);
    versions.push({ sourceId: item.sourceId, contentHash });
  }
  if (writes.length === 0) return counts;
  await upsertExercises(database, writes);
  await database.db.transaction(async (tx) => {
    await tx.delete(curatedExercisesApplied).where(
      inArray(
        curatedExercisesApplied.sourceId,
        versions.map((v) => v.sourceId),
      ),
    );
    await tx.insert(curatedExercisesApplied).values(versions.map((v) => ({ ...v, appliedAt: sql`now()` })));
  });
  return counts;
}
